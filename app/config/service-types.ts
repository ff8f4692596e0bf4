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

/**
 * The service types that are repairs (issue 37 item 5): a member whose plan gives "priority emergency service" may take
 * the emergency reserve when booking one of these. Maintenance, Installation and Consultation are planned work, not a
 * breakdown, so they wait like everyone else's. Emergency Service takes the reserve for anyone already.
 */
export const REPAIR_SERVICE_TYPES = [
  "AC Repair",
  "Heating Repair",
  "Emergency Service",
] as const satisfies readonly AppointmentServiceType[];

export function isRepairServiceType(value: string): boolean {
  return (REPAIR_SERVICE_TYPES as readonly string[]).includes(value);
}
