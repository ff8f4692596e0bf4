import { z } from "zod";
import { firstIssuePerField } from "~/domain/form-field-errors";
import { leftOutWhenEmpty, multiLineText, singleLineText } from "~/domain/text-fields/text-field-schemas";
import { LEAD_FIELD_MAX_LENGTH } from "./lead-field-limits";

/** Five digits, optionally a dash and four more (spec document 1 §5, the home page reading). */
export const ZIP_CODE_PATTERN = /^\d{5}(?:-\d{4})?$/;
/** Digits with the usual separators; at least 7 digits, so "n/a" or "-" is not a phone number. */
const PHONE_PATTERN = /^\+?[\d\s().-]*$/;
const PHONE_MIN_DIGITS = 7;

const max = LEAD_FIELD_MAX_LENGTH;

/** A field's message keys in the form's `validation` words: "nameRequired", "nameTooLong", "nameNotAllowed". */
function keysOf(field: string, options: { required: boolean }) {
  return {
    ...(options.required ? { required: `${field}Required` } : {}),
    tooLong: `${field}TooLong`,
    notAllowed: `${field}NotAllowed`,
  };
}

/** A phone number as people type it: digits with the usual separators, and at least 7 digits. */
function phoneNumber(options: { required: boolean }) {
  return singleLineText({
    max: max.phone,
    messages: {
      ...(options.required ? { required: "phoneRequired" } : {}),
      tooLong: "phoneTooLong",
      notAllowed: "phoneInvalid",
    },
  }).refine(
    (phone) => phone === "" || (PHONE_PATTERN.test(phone) && phone.replace(/\D/g, "").length >= PHONE_MIN_DIGITS),
    "phoneInvalid",
  );
}

/** An e-mail address, lower-cased; its messages are "emailRequired", "emailTooLong" and "emailInvalid". */
const emailAddress = z
  .string({ error: "emailRequired" })
  .trim()
  .min(1, "emailRequired")
  .max(max.email, "emailTooLong")
  .pipe(z.email("emailInvalid"))
  .transform((email) => email.toLowerCase());

/**
 * The home page's estimate request (spec document 1 §2, §5): Name, Address and Zip Code required, then Phone
 * (required, the appointment form's words) and E-mail (optional) so the office can reach the visitor (DECISIONS.md
 * §5), then Note (optional). The same schema runs in the browser and on the server; fields are declared in the
 * order they are checked, so the first issue is the one the toast names. Error messages are keys of
 * `estimate.validation`.
 */
export const EstimateRequestSchema = z.object({
  name: singleLineText({ max: max.name, messages: keysOf("name", { required: true }) }),
  address: singleLineText({ max: max.address, messages: keysOf("address", { required: true }) }),
  zipCode: z
    .string({ error: "zipCodeRequired" })
    .trim()
    .min(1, "zipCodeRequired")
    .max(max.zipCode, "zipCodeInvalid")
    .regex(ZIP_CODE_PATTERN, "zipCodeInvalid"),
  phone: phoneNumber({ required: true }),
  email: z
    .string({ error: "emailInvalid" })
    .optional()
    .transform((email) => email?.trim() || undefined)
    .pipe(emailAddress.optional())
    .transform((email) => email ?? null),
  note: leftOutWhenEmpty(multiLineText({ max: max.note, messages: keysOf("note", { required: false }) })),
});

export type EstimateRequest = z.infer<typeof EstimateRequestSchema>;
export type EstimateField = keyof z.input<typeof EstimateRequestSchema>;
export const ESTIMATE_FIELDS = [
  "name",
  "address",
  "zipCode",
  "phone",
  "email",
  "note",
] as const satisfies readonly EstimateField[];

/**
 * The contact page's message (spec document 2 §2, §5): name, e-mail and message required after trimming, phone
 * optional (null when empty). Error messages are keys of `contact.validation`.
 */
export const ContactMessageSchema = z.object({
  name: singleLineText({ max: max.name, messages: keysOf("name", { required: true }) }),
  email: emailAddress,
  phone: leftOutWhenEmpty(phoneNumber({ required: false })).transform((phone) => phone ?? null),
  message: multiLineText({ max: max.message, messages: keysOf("message", { required: true }) }),
});

export type ContactMessage = z.infer<typeof ContactMessageSchema>;
export type ContactField = keyof z.input<typeof ContactMessageSchema>;
export const CONTACT_FIELDS = ["name", "email", "phone", "message"] as const satisfies readonly ContactField[];

/** The first error key per field of a failed estimate or contact parse. */
export function leadFormErrors<Field extends string>(error: z.ZodError): Partial<Record<Field, string>> {
  return firstIssuePerField<Field>(error, "name" as Field);
}
