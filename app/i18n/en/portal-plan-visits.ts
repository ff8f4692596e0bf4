/**
 * English messages: a customer's plan visits in the portal (issue 37 item 4): the Next Service card's plan visit, the
 * "Choose a time" page (/customer/plan-visits/<id>) and Service Plans' list of the plan year's visits (nested under
 * `portal.planVisits`).
 */
export const portalPlanVisits = {
  /** A plan visit's name wherever it is shown: "Premium Care visit 1 of 2". */
  visitName: "{plan} visit {number} of {total}",
  /** The same at the start of a line. */
  visitTitle: "{plan} visit {number} of {total}",
  /** A plan with one visit (Basic): no "1 of 1". */
  visitNameOnly: "{plan} visit",
  visitTitleOnly: "{plan} visit",
  dueOn: "Due {date}",
  choosableFrom: "You can choose a time from {date}",
  chooseTime: "Choose a time",
  chooseTimeFor: "Choose a time for your {visit}",
  /** Under Next Service. */
  card: {
    booked: "{visit}, booked",
    due: "{visit}; no time booked yet",
    alsoDue: "{visit} due {date}",
  },
  page: {
    metaTitle: "Choose a time | Customer Portal",
    title: "Choose a time for your visit",
    intro: "Your {visit} is due {date}. These are the free arrival windows nearest that day:",
    lateIntro: "Your {visit} was due {date}. These are the soonest free arrival windows:",
    windowsLabel: "Free arrival windows",
    book: "Book",
    booking: "Booking…",
    noWindows: "No arrival window is free near that day. Please call us at {phone} and we will find a time together.",
    otherTimesHint: "None of these suit you? Call us at {phone} and we will find a time together.",
    bookedTitle: "Your visit is booked",
    bookedBody: "Your {visit} is booked for {window}.",
    doneTitle: "This visit is done",
    doneBody: "Your {visit} was done on {date}.",
    seeAppointments: "See your appointments",
    noZipTitle: "We need your address",
    noZipBody: "Add your service address in your profile to choose a time online, or call us at {phone}.",
    editProfile: "Edit profile",
    outsideAreaTitle: "Outside our booking area",
    outsideAreaBody: "We can't book your zip code online. Please call us at {phone} and we will find a time together.",
    notOpenYetTitle: "Not open for booking yet",
    notOpenYetBody:
      "Your {visit} is due {date}. You can choose a time from {from}; we will also send you times to choose from then.",
    loadErrorTitle: "Error",
    loadError: "Your visit could not be loaded",
    back: "Back to Service Plans",
  },
  list: {
    heading: "This plan year's visits",
    empty: "Your plan's visits will appear here.",
    done: "Done {date}",
    booked: "Booked: {window}",
    due: "Due {date}",
    states: { done: "Done", booked: "Booked", waiting: "Due" },
  },
  /** A refused booking, under the window the customer chose. */
  validation: {
    windowTaken: "That time was just taken. Choose another time below.",
    windowInvalid: "Please choose one of the free times below.",
    windowPast: "That time has already started. Choose another time below.",
    windowTooSoon: "That time is too soon to book online. Choose a later time below.",
    windowBeyondHorizon: "We don't book that far ahead yet. Choose an earlier time below.",
    notOpenYet: "This visit is not open for booking yet.",
    zipInvalid: "Add your service address in your profile first.",
    outsideArea: "We can't book your zip code online. Please call us.",
  },
  toasts: {
    bookedTitle: "Booked",
    booked: "Your visit is booked for {window}.",
    alreadyBookedTitle: "Already booked",
    alreadyBooked: "This visit was booked already, so nothing changed.",
    takenTitle: "That time was just taken",
    taken: "Choose another time below.",
    failedTitle: "Not booked",
    failed: "Your visit could not be booked. Please try again or call us.",
    invalidTitle: "Check the time",
  },
};

export type PortalPlanVisitsMessages = typeof portalPlanVisits;
