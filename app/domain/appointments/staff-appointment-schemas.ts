import { z } from "zod";
import { leftOutWhenEmpty, multiLineText, singleLineText } from "~/domain/text-fields/text-field-schemas";
import { AppointmentRequestSchema } from "./appointment-schemas";
import { parseLocalDateTime } from "./requested-time-rules";

/**
 * The back office's appointment forms (issue 12), one schema in the browser and on the server: a status change on
 * the Appointment Requests screen, the schedule dialog (confirmed time, technician, technician notes) and staff
 * booking for a customer who phones in. Issues carry message keys of `admin.appointments.validation`.
 */

/** The statuses staff set from the screen (spec document 2 §4): from any state, the current one's button disabled. */
export const STAFF_REQUEST_STATUSES = ["scheduled", "completed", "cancelled"] as const;
export type StaffRequestStatus = (typeof STAFF_REQUEST_STATUSES)[number];

/** Every service request status, listed here rather than imported (which would pull the schema into the browser). */
export const REQUEST_STATUSES = ["pending", ...STAFF_REQUEST_STATUSES] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The same bound as a service record's technician (app/domain/service-history/service-record-schemas.ts). */
export const TECHNICIAN_NAME_MAX_LENGTH = 100;
export const TECHNICIAN_NOTES_MAX_LENGTH = 2000;

export type StaffAppointmentValidationKey =
  | "statusInvalid"
  | "dateRequired"
  | "dateInvalid"
  | "datePast"
  | "dateTooSoon"
  | "outsideBusinessHours"
  | "technicianNameTooLong"
  | "technicianNameNotAllowed"
  | "technicianNotesTooLong"
  | "technicianNotesNotAllowed"
  | "customerRequired"
  | "customerUnknown"
  | "addressRequired"
  | "addressTooLong"
  | "addressNotAllowed"
  | "phoneRequired"
  | "phoneInvalid"
  | "serviceTypeRequired"
  | "durationInvalid"
  | "notesTooLong"
  | "notesNotAllowed";

export const RequestStatusSchema = z.enum(STAFF_REQUEST_STATUSES, { error: "statusInvalid" });

const technicianName = leftOutWhenEmpty(
  singleLineText({
    max: TECHNICIAN_NAME_MAX_LENGTH,
    messages: { tooLong: "technicianNameTooLong", notAllowed: "technicianNameNotAllowed" },
  }),
).transform((value) => value ?? null);

const technicianNotes = leftOutWhenEmpty(
  multiLineText({
    max: TECHNICIAN_NOTES_MAX_LENGTH,
    messages: { tooLong: "technicianNotesTooLong", notAllowed: "technicianNotesNotAllowed" },
  }),
).transform((value) => value ?? null);

/** The `datetime-local` value as staff typed it: Miami wall-clock time (the domain turns it into an instant). */
const confirmedDate = z
  .string({ error: "dateRequired" })
  .trim()
  .min(1, "dateRequired")
  .refine((value) => parseLocalDateTime(value) !== null, "dateInvalid");

/** The schedule dialog: when the visit is confirmed for, who goes, and what the technician tells the customer. */
export const ScheduleSchema = z.object({ appointmentDate: confirmedDate, technicianName, technicianNotes });
export type ScheduleInput = z.input<typeof ScheduleSchema>;
export type Schedule = z.infer<typeof ScheduleSchema>;

/** Staff booking: the portal request's fields and rules, plus the technician, since staff agreed the visit by phone. */
export const StaffBookingSchema = AppointmentRequestSchema.extend({ technicianName, technicianNotes });
export type StaffBookingInput = z.input<typeof StaffBookingSchema>;

/** The booking dialog's fields in its order (the customer first: the picker). */
export const STAFF_BOOKING_FIELDS = [
  "customerId",
  "serviceType",
  "appointmentDate",
  "durationMinutes",
  "serviceAddress",
  "phone",
  "customerNotes",
  "technicianName",
  "technicianNotes",
] as const;

/** A customer chosen in the booking dialog's picker: present, and shaped like a record id. */
export const BookingCustomerIdSchema = z
  .string({ error: "customerRequired" })
  .trim()
  .min(1, "customerRequired")
  .pipe(z.uuid("customerUnknown"));
