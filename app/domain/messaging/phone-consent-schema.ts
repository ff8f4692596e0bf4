import { z } from "zod";
import { LOCALES } from "~/i18n/catalog";
import { multiLineText, singleLineText } from "~/domain/text-fields/text-field-schemas";
import { usPhoneToE164 } from "./phone-number";

/** A note of what was said on the call: a few sentences, as staff would write them in a call log. */
export const PHONE_CONSENT_NOTE_MAX_LENGTH = 500;
const PHONE_MAX_LENGTH = 30;

/** Message keys of the phone-consent form; the screen words them (`admin.customerDetail.messaging.consent.errors`). */
export type PhoneConsentErrorKey =
  | "phoneRequired"
  | "phoneInvalid"
  | "grantedRequired"
  | "noteRequired"
  | "noteTooLong"
  | "notAllowed"
  | "localeInvalid";

export const PHONE_CONSENT_FIELDS = ["phone", "granted", "locale", "note"] as const;

/**
 * Staff recording an SMS consent a person gave or withdrew on the phone (issue 36 item 6), the same on both sides: the
 * number (a US mobile, stored in E.164), yes or no, the language of the call, and a note of what was said, which the
 * ledger keeps as the words the person agreed to (wordsShown). Every text through the shared text schema (ADR 028).
 */
export const PhoneConsentSchema = z.object({
  phone: singleLineText({
    max: PHONE_MAX_LENGTH,
    messages: { required: "phoneRequired", tooLong: "phoneInvalid", notAllowed: "phoneInvalid" },
  }).refine((value) => usPhoneToE164(value) !== null, "phoneInvalid"),
  granted: z.enum(["yes", "no"], { error: "grantedRequired" }).transform((value) => value === "yes"),
  locale: z.enum(LOCALES, { error: "localeInvalid" }),
  note: multiLineText({
    max: PHONE_CONSENT_NOTE_MAX_LENGTH,
    messages: { required: "noteRequired", tooLong: "noteTooLong", notAllowed: "notAllowed" },
  }),
});
export type PhoneConsentInput = z.infer<typeof PhoneConsentSchema>;
