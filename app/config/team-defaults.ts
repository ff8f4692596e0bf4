import type { WeeklyHours } from "./settings-shapes";

/**
 * The hours a new technician's form starts with: Monday to Friday, from the first arrival window's start to the last
 * one's end in the default scheduling settings (8 AM to 6 PM); staff change them per technician.
 */
export const NEW_TECHNICIAN_WEEKLY_HOURS: WeeklyHours = {
  sunday: null,
  monday: { start: "08:00", end: "18:00" },
  tuesday: { start: "08:00", end: "18:00" },
  wednesday: { start: "08:00", end: "18:00" },
  thursday: { start: "08:00", end: "18:00" },
  friday: { start: "08:00", end: "18:00" },
  saturday: null,
};
