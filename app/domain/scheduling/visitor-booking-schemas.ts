import { z } from "zod";
import { isAppointmentServiceType } from "~/config/service-types";
import { SmsConsentBoxSchema } from "~/domain/messaging/sms-consent-disclosure";
import { firstIssuePerField } from "~/domain/form-field-errors";
import { leftOutWhenEmpty, multiLineText, singleLineText } from "~/domain/text-fields/text-field-schemas";
import { LEAD_FIELD_MAX_LENGTH } from "~/domain/leads/lead-field-limits";
import {
  APPOINTMENT_ADDRESS_MAX_LENGTH,
  APPOINTMENT_NOTES_MAX_LENGTH,
  APPOINTMENT_PHONE_MAX_LENGTH,
} from "~/domain/appointments/appointment-schemas";

/**
 * The public booking flow's forms (issue 34 item 6), one schema in the browser and on the server. Step 1 asks the
 * service type and zip code, step 2 the window, step 3 who the visitor is and where the visit is, with the spec's
 * words (the estimate form's Name and E-mail, the appointment form's Phone Number, Service Address and Additional
 * Notes). Issues are message keys of `booking.validation`; fields are declared in the order they are checked.
 */

const ZIP_CODE = /^\d{5}(?:-\d{4})?$/;
const PHONE_PATTERN = /^\+?[\d\s().-]*$/;
const PHONE_MIN_DIGITS = 7;

const serviceType = z
  .string({ error: "serviceTypeRequired" })
  .trim()
  .min(1, "serviceTypeRequired")
  .refine(isAppointmentServiceType, "serviceTypeRequired");

const zipCode = z
  .string({ error: "zipCodeRequired" })
  .trim()
  .min(1, "zipCodeRequired")
  .max(LEAD_FIELD_MAX_LENGTH.zipCode, "zipCodeInvalid")
  .regex(ZIP_CODE, "zipCodeInvalid");

/** Step 1: what the visit is for and where; the zip code is then checked against the zones. */
export const BookingStartSchema = z.object({ serviceType, zipCode });
export type BookingStart = z.infer<typeof BookingStartSchema>;

/** The window as a picker posts it ("YYYY-MM-DDTHH:MM"): only a key, the booking recomputes everything about it. */
const windowId = z
  .string({ error: "windowRequired" })
  .trim()
  .min(1, "windowRequired")
  .max(16, "windowInvalid")
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "windowInvalid");

export const BookingWindowSchema = z.object({ window: windowId });

const phone = singleLineText({
  max: APPOINTMENT_PHONE_MAX_LENGTH,
  messages: { required: "phoneRequired", tooLong: "phoneInvalid", notAllowed: "phoneInvalid" },
}).refine((value) => PHONE_PATTERN.test(value) && value.replace(/\D/g, "").length >= PHONE_MIN_DIGITS, "phoneInvalid");

const email = z
  .string({ error: "emailRequired" })
  .trim()
  .min(1, "emailRequired")
  .max(LEAD_FIELD_MAX_LENGTH.email, "emailTooLong")
  .pipe(z.email("emailInvalid"))
  .transform((value) => value.toLowerCase());

/** Step 3: the visitor and the visit. Anything else a body carries (a customer id, a status) is dropped. */
export const VisitorBookingSchema = z.object({
  serviceType,
  zipCode,
  window: windowId,
  name: singleLineText({
    max: LEAD_FIELD_MAX_LENGTH.name,
    messages: { required: "nameRequired", tooLong: "nameTooLong", notAllowed: "nameNotAllowed" },
  }),
  phone,
  email,
  serviceAddress: singleLineText({
    max: APPOINTMENT_ADDRESS_MAX_LENGTH,
    messages: { required: "addressRequired", tooLong: "addressTooLong", notAllowed: "addressNotAllowed" },
  }),
  customerNotes: leftOutWhenEmpty(
    multiLineText({
      max: APPOINTMENT_NOTES_MAX_LENGTH,
      messages: { tooLong: "notesTooLong", notAllowed: "notesNotAllowed" },
    }),
  ).transform((value) => value ?? null),
  // The optional SMS consent box (issue 36): recorded with the booking when ticked.
  smsConsent: SmsConsentBoxSchema,
});
export type VisitorBooking = z.infer<typeof VisitorBookingSchema>;
export type VisitorBookingField = keyof z.input<typeof VisitorBookingSchema>;
export const VISITOR_BOOKING_FIELDS = [
  "serviceType",
  "zipCode",
  "window",
  "name",
  "phone",
  "email",
  "serviceAddress",
  "customerNotes",
] as const satisfies readonly VisitorBookingField[];

/** The first message key per refused field. */
export function visitorBookingErrors(error: z.ZodError): Record<string, string> {
  return firstIssuePerField<VisitorBookingField>(error, "name") as Record<string, string>;
}

/** An e-mail address as records are matched on it: trimmed, lower-cased. */
export function comparableEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** A phone number as records are matched on it: its digits, without the US country code. */
export function comparablePhone(value: string): string {
  const digits = value.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}
