import { z } from "zod";
import { firstIssuePerField } from "~/domain/form-field-errors";
import { LEAD_FIELD_MAX_LENGTH } from "./lead-field-limits";

/** Five digits, optionally a dash and four more (spec document 1 §5, the home page reading). */
export const ZIP_CODE_PATTERN = /^\d{5}(?:-\d{4})?$/;
/** Digits with the usual separators; at least 7 digits, so "n/a" or "-" is not a phone number. */
const PHONE_PATTERN = /^\+?[\d\s().-]*$/;
const PHONE_MIN_DIGITS = 7;

const max = LEAD_FIELD_MAX_LENGTH;

/** A required text field: trimmed, not empty, not longer than `limit`. Messages are keys of the form's `validation` words. */
function requiredText(limit: number, keys: { required: string; tooLong: string }) {
  return z.string({ error: keys.required }).trim().min(1, keys.required).max(limit, keys.tooLong);
}

/** An optional text field: trimmed, and left out when nothing is left. */
function optionalText(limit: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(limit, tooLong)
    .optional()
    .transform((value) => value || undefined);
}

/**
 * The home page's estimate request (spec document 1 §2, §5): Name, Address and Zip Code required, Note optional.
 * The same schema runs in the browser and on the server. Error messages are keys of `estimate.validation`.
 */
export const EstimateRequestSchema = z.object({
  name: requiredText(max.name, { required: "nameRequired", tooLong: "nameTooLong" }),
  address: requiredText(max.address, { required: "addressRequired", tooLong: "addressTooLong" }),
  zipCode: z.string({ error: "zipCodeRequired" }).trim().min(1, "zipCodeRequired").max(max.zipCode, "zipCodeInvalid").regex(ZIP_CODE_PATTERN, "zipCodeInvalid"),
  note: optionalText(max.note, "noteTooLong"),
});

export type EstimateRequest = z.infer<typeof EstimateRequestSchema>;
export type EstimateField = keyof z.input<typeof EstimateRequestSchema>;
export const ESTIMATE_FIELDS = ["name", "address", "zipCode", "note"] as const satisfies readonly EstimateField[];

/**
 * The contact page's message (spec document 2 §2, §5): name, e-mail and message required after trimming, phone
 * optional (null when empty). Error messages are keys of `contact.validation`.
 */
export const ContactMessageSchema = z.object({
  name: requiredText(max.name, { required: "nameRequired", tooLong: "nameTooLong" }),
  email: z
    .string({ error: "emailRequired" })
    .trim()
    .min(1, "emailRequired")
    .max(max.email, "emailTooLong")
    .pipe(z.email("emailInvalid"))
    .transform((email) => email.toLowerCase()),
  phone: optionalText(max.phone, "phoneTooLong")
    .refine((phone) => phone === undefined || (PHONE_PATTERN.test(phone) && phone.replace(/\D/g, "").length >= PHONE_MIN_DIGITS), "phoneInvalid")
    .transform((phone) => phone ?? null),
  message: requiredText(max.message, { required: "messageRequired", tooLong: "messageTooLong" }),
});

export type ContactMessage = z.infer<typeof ContactMessageSchema>;
export type ContactField = keyof z.input<typeof ContactMessageSchema>;
export const CONTACT_FIELDS = ["name", "email", "phone", "message"] as const satisfies readonly ContactField[];

/** The first error key per field of a failed estimate or contact parse. */
export function leadFormErrors<Field extends string>(error: z.ZodError): Partial<Record<Field, string>> {
  return firstIssuePerField<Field>(error, "name" as Field);
}
