/**
 * English messages: the page a plan visit offer's link opens (/plan-visit/<token>, issue 37 item 2). Not a namespace
 * of the shell: only its route module imports them, as the booking pages do theirs.
 */
export const planVisitLink = {
  metaTitle: "Book your plan visit | {company}",
  title: "Book your {plan} visit",
  greeting: "Hello {name}, your maintenance visit is due. This is the arrival window we kept for you:",
  windowLabel: "Arrival window",
  book: "Book this time",
  booking: "Booking…",
  takenTitle: "This time was just taken",
  takenBody: "Someone booked it meanwhile. Choose one of the other free times below, or call us at {phone}.",
  otherTimes: "Other free times",
  otherTimesHint: "None of these suit you? Call us at {phone} and we will find a time together.",
  bookOther: "Book",
  bookedTitle: "Your {plan} visit is booked",
  bookedBody: "The technician arrives {window}. We have sent you a confirmation with a link to change or cancel it.",
  alreadyBookedTitle: "This visit is already booked",
  alreadyBookedBody:
    "It is booked for {window}. To change it, use the link in your confirmation or call us at {phone}.",
  alreadyBookedNoWindow: "To change it, call us at {phone}.",
  toasts: {
    bookedTitle: "Booked",
    booked: "Your visit is booked.",
    alreadyBookedTitle: "Already booked",
    alreadyBooked: "This visit was booked already, so nothing changed.",
    takenTitle: "That time was just taken",
    taken: "Choose another time below.",
  },
  invalidTitle: "This link no longer works",
  invalidBody: "It may have expired or been changed. You can book your visit by calling us at {phone}.",
};

export type PlanVisitLinkMessages = typeof planVisitLink;
