import { z } from "zod";
import { APPOINTMENT_DEFAULT_DURATION_MINUTES, APPOINTMENT_DURATION_OPTIONS_MINUTES } from "~/config/business-rules";
import { isAppointmentServiceType } from "~/config/service-types";
import { leftOutWhenEmpty, multiLineText, singleLineText } from "~/domain/text-fields/text-field-schemas";
import { parseLocalDateTime } from "./requested-time-rules";

/**
 * The appointment request form (spec document 1 §2, §5), one schema in the browser and on the server. Issues carry
 * message keys of `portal.appointments.validation`, and the fields are declared in the spec's checking order
 * (address, phone, service type, date), so the first issue is the one the spec's toast names.
 */

export const APPOINTMENT_ADDRESS_MAX_LENGTH = 300;
export const APPOINTMENT_PHONE_MAX_LENGTH = 40;
export const APPOINTMENT_NOTES_MAX_LENGTH = 2000;

/** Digits with the usual separators; at least 7 digits, so "n/a" is not a phone number. */
const PHONE_PATTERN = /^\+?[\d\s().-]*$/;
const PHONE_MIN_DIGITS = 7;

const serviceAddress = singleLineText({
  max: APPOINTMENT_ADDRESS_MAX_LENGTH,
  messages: { required: "addressRequired", tooLong: "addressTooLong", notAllowed: "addressNotAllowed" },
});

const phone = singleLineText({
  max: APPOINTMENT_PHONE_MAX_LENGTH,
  messages: { required: "phoneRequired", tooLong: "phoneInvalid", notAllowed: "phoneInvalid" },
}).refine(
  (value) => value === "" || (PHONE_PATTERN.test(value) && value.replace(/\D/g, "").length >= PHONE_MIN_DIGITS),
  "phoneInvalid",
);

const serviceType = z
  .string({ error: "serviceTypeRequired" })
  .trim()
  .min(1, "serviceTypeRequired")
  .refine(isAppointmentServiceType, "serviceTypeRequired");

/** The `datetime-local` value, kept as typed: the domain reads it as Miami wall-clock time. */
const appointmentDate = z
  .string({ error: "dateRequired" })
  .trim()
  .min(1, "dateRequired")
  .refine((value) => parseLocalDateTime(value) !== null, "dateInvalid");

const allowedDurations: readonly number[] = APPOINTMENT_DURATION_OPTIONS_MINUTES;
const durationMinutes = z
  .union([z.string(), z.number()], { error: "durationInvalid" })
  .optional()
  .transform((value) => (value === undefined || value === "" ? APPOINTMENT_DEFAULT_DURATION_MINUTES : Number(value)))
  .refine((value) => allowedDurations.includes(value), "durationInvalid");

const customerNotes = leftOutWhenEmpty(
  multiLineText({
    max: APPOINTMENT_NOTES_MAX_LENGTH,
    messages: { tooLong: "notesTooLong", notAllowed: "notesNotAllowed" },
  }),
).transform((value) => value ?? null);

/** The request form's own fields, for the booking forms that keep them (the portal's window booking). */
export const APPOINTMENT_FIELD_SCHEMAS = { serviceAddress, phone, serviceType, customerNotes } as const;

/** A new request. Anything else a body carries (status, customer id, a price) is dropped by the parse. */
export const AppointmentRequestSchema = z.object({
  serviceAddress,
  phone,
  serviceType,
  appointmentDate,
  durationMinutes,
  customerNotes,
});
export type AppointmentRequest = z.infer<typeof AppointmentRequestSchema>;
export type AppointmentRequestInput = z.input<typeof AppointmentRequestSchema>;

/** An edit: the same fields minus the service type, which an edit keeps (the older app reset it to 'AC Repair'). */
export const AppointmentEditSchema = z.object({
  serviceAddress,
  phone,
  appointmentDate,
  durationMinutes,
  customerNotes,
});
export type AppointmentEdit = z.infer<typeof AppointmentEditSchema>;
export type AppointmentEditInput = z.input<typeof AppointmentEditSchema>;

export type AppointmentField = keyof AppointmentRequestInput;
export const APPOINTMENT_FIELDS = [
  "serviceAddress",
  "phone",
  "serviceType",
  "appointmentDate",
  "durationMinutes",
  "customerNotes",
] as const satisfies readonly AppointmentField[];

/** An appointment id from a URL or a form: anything that is not a uuid cannot be one of the customer's rows. */
export const AppointmentIdSchema = z.uuid();

/** The form's intents: one action serves the three forms of the screen. */
export const APPOINTMENT_INTENTS = ["create", "edit", "cancel"] as const;
export type AppointmentIntent = (typeof APPOINTMENT_INTENTS)[number];
