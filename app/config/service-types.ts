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

/** The service type with its own short lead time that may take the emergency reserve (issue 34, ADR 074). */
export const EMERGENCY_SERVICE_TYPE = "Emergency Service" satisfies AppointmentServiceType;
