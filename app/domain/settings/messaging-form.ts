import { z } from "zod";
import { CUSTOMER_MESSAGES, type CustomerMessage, type MessagingSettings } from "~/config/settings-shapes";
import { singleLineText } from "~/domain/text-fields/text-field-schemas";
import { checkbox } from "./settings-field-schemas";
import { MESSAGING_LIMITS } from "./settings-limits";
import { isPublicHttpsLink } from "./typed-setting-values";

/**
 * The Messaging tab of the Settings form (issue 36 item 7), the same on both sides: the SMS switch (the one
 * settings.sms_notifications has always held), the review link, the two reminder times and a switch per message.
 * Twilio's credentials are not here: they stay in the environment. Messages are keys the screen words
 * (settings-messages.ts), as for the rest of the form.
 */

export type MessagingValidationKey =
  | "reviewLinkInvalid"
  | "reviewLinkTooLong"
  | "firstReminderInvalid"
  | "secondReminderInvalid"
  | "secondReminderNotBeforeFirst";

/** Each message's switch, named as an input. */
export const MESSAGE_FIELDS = {
  booking_confirmed: "messageBookingConfirmed",
  booking_rescheduled: "messageBookingRescheduled",
  booking_cancelled: "messageBookingCancelled",
  reminder_day_before: "messageReminderFirst",
  reminder_hours_before: "messageReminderSecond",
  on_my_way: "messageOnMyWay",
  visit_completed: "messageVisitCompleted",
  review_request: "messageReviewRequest",
  plan_visit_offer: "messagePlanVisitOffer",
  invoice_sent: "messageInvoiceSent",
} as const satisfies Record<CustomerMessage, string>;
type MessageField = (typeof MESSAGE_FIELDS)[CustomerMessage];

export const MESSAGING_FIELDS = [
  "smsNotifications",
  "reviewLink",
  "reminderFirstHours",
  "reminderSecondHours",
  ...CUSTOMER_MESSAGES.map((message) => MESSAGE_FIELDS[message]),
] as const;
export type MessagingField = (typeof MESSAGING_FIELDS)[number];

const L = MESSAGING_LIMITS;

/** Whole hours from `min` to `max`, typed as digits: "required" when empty, otherwise `invalid`. */
function wholeHours(min: number, max: number, invalid: MessagingValidationKey) {
  return z
    .unknown()
    .optional()
    .transform((value, context) => {
      const text = typeof value === "string" ? value.trim() : "";
      const hours = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
      if (hours >= min && hours <= max) return hours;
      context.addIssue({ code: "custom", message: text === "" ? "required" : invalid });
      return z.NEVER;
    });
}

/** Empty (no review requests are sent), or a public https address such as the Google Business Profile's review link. */
const reviewLink = singleLineText({
  max: L.reviewLinkLength,
  messages: { tooLong: "reviewLinkTooLong", notAllowed: "reviewLinkInvalid" },
})
  .optional()
  .transform((value, context) => {
    const link = value ?? "";
    if (link === "") return null;
    if (isPublicHttpsLink(link)) return link;
    context.addIssue({ code: "custom", message: "reviewLinkInvalid" });
    return z.NEVER;
  });

/** The tab's schemas, spread into the Settings form's shape. */
export const MESSAGING_SHAPE = {
  smsNotifications: checkbox,
  reviewLink,
  reminderFirstHours: wholeHours(L.minReminderHours, L.maxFirstReminderHours, "firstReminderInvalid"),
  reminderSecondHours: wholeHours(L.minReminderHours, L.maxSecondReminderHours, "secondReminderInvalid"),
  ...(Object.fromEntries(CUSTOMER_MESSAGES.map((message) => [MESSAGE_FIELDS[message], checkbox])) as Record<
    MessageField,
    typeof checkbox
  >),
};

type ParsedMessaging = {
  [Field in keyof typeof MESSAGING_SHAPE]: z.output<(typeof MESSAGING_SHAPE)[Field]>;
};

/** The second reminder comes after the first (fewer hours before the window), or the two would swap places. */
export function checkReminderOrder(form: Partial<Record<"reminderFirstHours" | "reminderSecondHours", unknown>>) {
  const { reminderFirstHours: first, reminderSecondHours: second } = form;
  return typeof first === "number" && typeof second === "number" && second >= first
    ? [{ field: "reminderSecondHours", key: "secondReminderNotBeforeFirst" as MessagingValidationKey }]
    : [];
}

/** The parsed tab as the record's fields: the SMS switch and the messaging record. */
export function messagingRecordOf(form: ParsedMessaging): {
  smsNotifications: boolean;
  messaging: MessagingSettings;
} {
  return {
    smsNotifications: form.smsNotifications,
    messaging: {
      reviewLink: form.reviewLink,
      reminderHoursBefore: { first: form.reminderFirstHours, second: form.reminderSecondHours },
      enabled: Object.fromEntries(
        CUSTOMER_MESSAGES.map((message) => [message, form[MESSAGE_FIELDS[message]]]),
      ) as MessagingSettings["enabled"],
    },
  };
}

/** The tab's inputs as the form shows a stored record (a ticked switch is "on"). */
export function messagingValues(record: {
  smsNotifications: boolean;
  messaging: MessagingSettings;
}): Record<MessagingField, string> {
  const tick = (value: boolean) => (value ? "on" : "");
  return {
    smsNotifications: tick(record.smsNotifications),
    reviewLink: record.messaging.reviewLink ?? "",
    reminderFirstHours: String(record.messaging.reminderHoursBefore.first),
    reminderSecondHours: String(record.messaging.reminderHoursBefore.second),
    ...(Object.fromEntries(
      CUSTOMER_MESSAGES.map((message) => [MESSAGE_FIELDS[message], tick(record.messaging.enabled[message] ?? true)]),
    ) as Record<MessageField, string>),
  };
}
