import type { CustomerMessage } from "~/config/settings-shapes";
import type { SmsTemplate } from "~/integrations/twilio/templates/sms-templates";
import type { ConsentPurpose } from "./record-consent.server";

export type TextPolicy = {
  /** The settings.messaging switch that turns it on or off. */
  message: CustomerMessage;
  /** The consent it needs (the consent ADR: every text the app sends today is transactional, with no promotion). */
  purpose: ConsentPurpose;
  /** Sent at once, whatever the hour: the person is waiting for it. Others keep out of the quiet hours. */
  urgent: boolean;
};

/**
 * What each text is (issue 36 item 4). Reminders and review requests are not awaited, so they never go between 9 pm
 * and 8 am; a review request asks for feedback about a visit the person had and offers nothing, which keeps it
 * transactional (the ADR says why, and what would make it marketing).
 */
export const TEXT_POLICIES: Record<SmsTemplate, TextPolicy> = {
  booking_confirmed: { message: "booking_confirmed", purpose: "transactional", urgent: true },
  booking_rescheduled: { message: "booking_rescheduled", purpose: "transactional", urgent: true },
  booking_cancelled: { message: "booking_cancelled", purpose: "transactional", urgent: true },
  reminder_day_before: { message: "reminder_day_before", purpose: "transactional", urgent: false },
  reminder_hours_before: { message: "reminder_hours_before", purpose: "transactional", urgent: false },
  on_my_way: { message: "on_my_way", purpose: "transactional", urgent: true },
  visit_completed: { message: "visit_completed", purpose: "transactional", urgent: true },
  review_request: { message: "review_request", purpose: "transactional", urgent: false },
  review_reminder: { message: "review_request", purpose: "transactional", urgent: false },
  // A plan visit the customer pays for, offered as windows: transactional, and not awaited, so not in the night.
  plan_visit_offer: { message: "plan_visit_offer", purpose: "transactional", urgent: false },
  plan_visit_reminder: { message: "plan_visit_offer", purpose: "transactional", urgent: false },
  // A sent invoice is a bill for work the customer had done: transactional, not awaited, so not in the night.
  invoice_sent: { message: "invoice_sent", purpose: "transactional", urgent: false },
};
