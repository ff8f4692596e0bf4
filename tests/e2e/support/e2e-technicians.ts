import { APPOINTMENT_SERVICE_TYPES } from "../../../app/config/service-types";

const WHOLE_DAY = { start: "08:00", end: "18:00" };
/** Monday to Saturday, 8:00–18:00: every default window. */
export const MONDAY_TO_SATURDAY = {
  sunday: null,
  monday: WHOLE_DAY,
  tuesday: WHOLE_DAY,
  wednesday: WHOLE_DAY,
  thursday: WHOLE_DAY,
  friday: WHOLE_DAY,
  saturday: WHOLE_DAY,
};

/**
 * Adds one technician straight into a server's own database (the end-to-end files that need a known capacity: one
 * technician, so one booking fills a window). Doing every service type, Monday to Saturday, unless told otherwise.
 * The demo's own technicians cover every zone and their bookings follow the clock, so they leave the new one's zones:
 * otherwise whether a window is full would depend on the hour the test runs.
 */
export async function insertTechnician(
  query: (text: string, values?: unknown[]) => Promise<unknown>,
  technician: { name: string; email: string; zones: string[]; serviceTypes?: readonly string[] },
): Promise<void> {
  await query(
    `insert into technicians (name, phone, email, service_types, zones, weekly_hours)
     values ($1, '(305) 555-0170', $2, $3::jsonb, $4::jsonb, $5::jsonb)`,
    [
      technician.name,
      technician.email,
      JSON.stringify(technician.serviceTypes ?? APPOINTMENT_SERVICE_TYPES),
      JSON.stringify(technician.zones),
      JSON.stringify(MONDAY_TO_SATURDAY),
    ],
  );
  await query(`update technicians set zones = zones - $1::text[] where email <> $2`, [
    technician.zones,
    technician.email,
  ]);
}
