/** The appointment form's service types (spec document 1 §2, Appointments screen), in the spec's order. */
export const APPOINTMENT_SERVICE_TYPES = [
  "AC Repair",
  "Heating Repair",
  "Installation",
  "Maintenance",
  "Emergency Service",
  "Consultation",
] as const;

export type AppointmentServiceType = (typeof APPOINTMENT_SERVICE_TYPES)[number];

export function isAppointmentServiceType(value: unknown): value is AppointmentServiceType {
  return typeof value === "string" && (APPOINTMENT_SERVICE_TYPES as readonly string[]).includes(value);
}
