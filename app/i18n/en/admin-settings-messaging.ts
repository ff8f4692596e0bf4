import type { CustomerMessage } from "~/config/settings-shapes";

/** English messages: admin.settings' Messaging tab (issue 36 item 7), spread into admin-settings.ts. */
export const adminSettingsMessaging = {
  sections: {
    sms: {
      title: "Text messages",
      description:
        "Texts to customers about their visits. A text goes only to a number whose owner agreed to get texts, and never after a STOP.",
    },
    reminders: {
      title: "Reminders",
      description:
        "Two reminders before each visit's arrival window. Neither is sent between 9 pm and 8 am: one that would fall then goes earlier.",
    },
    reviews: {
      title: "Review requests",
      description:
        "After a completed visit, one request to review the business, with the same link for every customer and a private link to tell the owner beside it. No reward is ever offered for a review.",
    },
    messages: {
      title: "Messages sent",
      description:
        "Which messages customers get, by text (with their consent) and by e-mail. A message switched off is not sent.",
    },
  },
  smsNotificationsHint: "Every text to customers. When off, no text is sent, whatever the switches below say.",
  provider: "SMS provider",
  twilioConfigured: "Twilio is configured: texts are sent through it.",
  twilioMissing: "Twilio is not configured: texts go to the development outbox on the System page and reach nobody.",
  configured: "Configured",
  notConfigured: "Not configured",
  credentialsHint:
    "The Twilio account, token and sending number are set in the server's environment (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER), never on this page.",
  reviewLink: "Review link",
  reviewLinkHint:
    "Where customers write a review, such as your Google Business Profile's review link, starting with https://. Leave it empty to send no review requests.",
  reminderFirstHours: "First reminder (hours before the window)",
  reminderFirstHint: "Whole hours, {min} to {max}.",
  reminderSecondHours: "Second reminder (hours before the window)",
  reminderSecondHint: "Whole hours, {min} to {max}, fewer than the first.",
  messages: {
    booking_confirmed: "Booking confirmed",
    booking_rescheduled: "Booking moved to another window",
    booking_cancelled: "Booking cancelled",
    reminder_day_before: "First reminder",
    reminder_hours_before: "Second reminder",
    on_my_way: "Technician on the way",
    visit_completed: "Visit completed, with thanks",
    review_request: "Review request (and its one reminder)",
    plan_visit_offer: "Plan visit due: times offered (and its one reminder)",
    invoice_sent: "Invoice sent, with its amount and where to pay it",
  } satisfies Record<CustomerMessage, string>,
} as const;

/** The Messaging tab's field messages, spread into admin.settings.validation. */
export const messagingValidation = {
  reviewLinkInvalid:
    "Enter a full address starting with https://, like https://g.page/r/your-business/review, or leave it empty",
  reviewLinkTooLong: "Enter an address of at most {max} characters",
  firstReminderInvalid: "Enter whole hours from {min} to {max}",
  secondReminderInvalid: "Enter whole hours from {min} to {max}",
  secondReminderNotBeforeFirst: "The second reminder must come closer to the visit than the first: enter fewer hours",
} as const;
