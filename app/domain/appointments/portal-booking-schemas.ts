import { z } from "zod";
import { SmsConsentBoxSchema } from "~/domain/messaging/sms-consent-disclosure";
import { singleLineText, leftOutWhenEmpty } from "~/domain/text-fields/text-field-schemas";
import { APPOINTMENT_FIELD_SCHEMAS } from "./appointment-schemas";

/**
 * The portal's booking form (issue 34 item 5): the request form's fields, words and checking order (address, phone,
 * service type, then the time), with "Preferred Date & Time" now a window picked from the free ones. The window is only
 * a key ("YYYY-MM-DDTHH:MM"): bookWindow recomputes every fact about it. The zip code is asked only when the
 * customer record has none. Issues carry keys of `portal.appointments.validation`.
 */
const WINDOW_ID_MAX_LENGTH = 16;
const ZIP_CODE_MAX_LENGTH = 10;
const WINDOW_ID = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const windowId = singleLineText({
  max: WINDOW_ID_MAX_LENGTH,
  messages: { required: "dateRequired", tooLong: "dateInvalid", notAllowed: "dateInvalid" },
}).refine((value) => WINDOW_ID.test(value), "dateInvalid");

const zipCode = leftOutWhenEmpty(
  singleLineText({ max: ZIP_CODE_MAX_LENGTH, messages: { tooLong: "zipInvalid", notAllowed: "zipInvalid" } }),
);

export const PortalBookingSchema = z.object({
  serviceAddress: APPOINTMENT_FIELD_SCHEMAS.serviceAddress,
  phone: APPOINTMENT_FIELD_SCHEMAS.phone,
  serviceType: APPOINTMENT_FIELD_SCHEMAS.serviceType,
  window: windowId,
  zipCode,
  customerNotes: APPOINTMENT_FIELD_SCHEMAS.customerNotes,
  // The optional SMS consent box (issue 36): recorded with the booking when ticked.
  smsConsent: SmsConsentBoxSchema,
});
export type PortalBooking = z.infer<typeof PortalBookingSchema>;

/**
 * The edit of a booked visit (the spec's edit mode: address and phone checked, in that order; notes): the window is
 * optional, an empty one keeps the visit's time. The service type and zip code stay as they are (the zip code is
 * asked only for a visit from before windows that moves to one).
 */
export const PortalVisitEditSchema = z.object({
  serviceAddress: APPOINTMENT_FIELD_SCHEMAS.serviceAddress,
  phone: APPOINTMENT_FIELD_SCHEMAS.phone,
  customerNotes: APPOINTMENT_FIELD_SCHEMAS.customerNotes,
  window: z.preprocess((value) => (value === "" ? undefined : value), windowId.optional()),
  zipCode,
});
export type PortalVisitEdit = z.infer<typeof PortalVisitEditSchema>;

export const PORTAL_BOOKING_MAX_LENGTHS = { window: WINDOW_ID_MAX_LENGTH, zipCode: ZIP_CODE_MAX_LENGTH } as const;
