/**
 * English messages: techOffline, the technician screens' own calendar page and the offline queue's status line
 * (issue 35 items 3 and 4; the source of its type for every language).
 */
export const techOffline = {
  calendar: {
    metaTitle: "My calendar | Technician",
    title: "My calendar",
    intro:
      "Subscribe to this private address in your phone's calendar (Google Calendar, Apple Calendar, Outlook) to see your assigned visits from last week to two months ahead. Anyone with the address can read your visits: do not share it.",
    hasFeed: "You have a calendar address. For safety it is shown only once: if you lost it, get a new one.",
    noFeed: "You have no calendar address yet.",
    create: "Get my calendar address",
    renew: "Get a new address",
    renewHint: "A new address stops the old one from working.",
    newFeedTitle: "Your calendar address",
    newFeedHint: "Copy it now into your calendar app: it will not be shown again.",
    addressLabel: "Calendar address",
    openInCalendar: "Open in my calendar app",
    back: "Back to my day",
    failedTitle: "Not done",
    failed: "The calendar address could not be made. Please try again.",
  },
  sync: {
    waiting: "Waiting to send",
    waitingCount: "{count} actions waiting to send: they go out when you have signal.",
    waitingOne: "1 action waiting to send: it goes out when you have signal.",
    sending: "Sending…",
    offline: "Offline: your actions are kept on this phone.",
    sent: "All sent.",
    refused: "Not saved: {error}",
    refusedGeneric: "Not saved: the office could not accept it. Please check the visit.",
  },
};
