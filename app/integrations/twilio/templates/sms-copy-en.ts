/**
 * English texts (issue 36 item 4). Each names the business, fits two SMS segments with the longest data the tests
 * give it, and carries no promotion (a transactional text with an offer in it becomes marketing). Placeholders:
 * {business}, {service}, {window}, {technician}, {phone}, {link}, {reviewLink}, {ownerLink}, {invoice}, {amount}.
 */
export const smsCopyEn = {
  booking_confirmed:
    "{business}: your {service} visit is confirmed, arrival {window}. Change or cancel: {link} Reply STOP to opt out.",
  booking_rescheduled: "{business}: your {service} visit now has arrival {window}. Change or cancel: {link}",
  booking_cancelled: "{business}: your {service} visit of {window} is cancelled. To book again call {phone}.",
  reminder_day_before: "{business} reminder: {service} visit, arrival {window}. Change or cancel: {link}",
  reminder_hours_before: "{business} reminder: {service} visit, arrival {window}. Questions? Call {phone}.",
  // Without the service: an accented technician name makes the text UCS-2 (67 characters a segment).
  on_my_way: "{business}: {technician} is on the way, arrival {window}.",
  visit_completed: "{business}: your {service} visit is complete. Thank you! Questions? Call {phone}.",
  review_request: "{business}: how did we do? Review us: {reviewLink} Or tell the owner privately: {ownerLink}",
  review_reminder: "{business}: a last note, how did we do? Review: {reviewLink} Tell the owner: {ownerLink}",
  // A plan visit's offer names its soonest window; the page it opens shows the other free times (issue 37 item 2).
  plan_visit_offer:
    "{business}: your maintenance visit is due. Book {window}: {link} Other times on that page or call {phone}.",
  plan_visit_reminder:
    "{business} reminder: your maintenance visit is still to book. {window}: {link} Or call {phone}.",
  // A sent invoice (issue 38): its number and amount, and where to view and pay it.
  invoice_sent: "{business}: invoice {invoice} for {amount} is ready to view and pay: {link} Questions? Call {phone}.",
  /** The compact window: "Mon Jun 8, 10 AM-12 PM". */
  window: "{day}, {start}-{end}",
} as const;
