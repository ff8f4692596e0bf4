import { z } from "zod";
import { APPOINTMENT_SERVICE_TYPES, type AppointmentServiceType } from "~/config/service-types";
import {
  WEEKDAYS,
  type DailyHours,
  type SchedulingSettings,
  type TimeRange,
  type Weekday,
} from "~/config/settings-shapes";
import { SCHEDULING_LIMITS } from "./settings-limits";
import { isClockTime } from "./typed-setting-values";

/**
 * The Scheduling tab of the Settings form (issue 34, ADR 074), the same on both sides: the arrival windows of each
 * weekday as rows of two time inputs, a duration per service type, and the booking rules' numbers. Messages are keys
 * the screen words (settings-messages.ts), as for the rest of the form.
 */

export type SchedulingValidationKey =
  | "required"
  | "timeInvalid"
  | "windowEndBeforeStart"
  | "windowsOverlap"
  | "windowOutsideHours"
  | "windowOnClosedDay"
  | "windowsTooMany"
  | "durationInvalid"
  | "travelBufferInvalid"
  | "leadTimeInvalid"
  | "emergencyLeadTimeInvalid"
  | "memberLeadTimeInvalid"
  | "horizonInvalid"
  | "reservePercentInvalid"
  | "reserveReleaseInvalid";

/** The input of each service type's duration, in the spec's order of the six types. */
export const DURATION_FIELDS = {
  "AC Repair": "durationAcRepair",
  "Heating Repair": "durationHeatingRepair",
  Installation: "durationInstallation",
  Maintenance: "durationMaintenance",
  "Emergency Service": "durationEmergencyService",
  Consultation: "durationConsultation",
} as const satisfies Record<AppointmentServiceType, string>;

export const SCHEDULING_NUMBER_FIELDS = [
  ...Object.values(DURATION_FIELDS),
  "travelBufferMinutes",
  "leadTimeHours",
  "emergencyLeadTimeHours",
  "memberLeadTimeHours",
  "horizonDays",
  "emergencyReservePercent",
  "emergencyReserveReleaseHours",
] as const;
export type SchedulingNumberField = (typeof SCHEDULING_NUMBER_FIELDS)[number];

/** Whole numbers from `min` to `max`, typed as digits: "required" when empty, otherwise `invalid`. */
function wholeNumber(min: number, max: number, invalid: SchedulingValidationKey) {
  return z
    .unknown()
    .optional()
    .transform((value, context) => {
      const text = typeof value === "string" ? value.trim() : "";
      const number = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
      if (number >= min && number <= max) return number;
      context.addIssue({ code: "custom", message: text === "" ? "required" : invalid });
      return z.NEVER;
    });
}

const L = SCHEDULING_LIMITS;
const duration = wholeNumber(L.minDurationMinutes, L.maxDurationMinutes, "durationInvalid");

/** The numbers' schemas, spread into the Settings form's shape. */
export const SCHEDULING_NUMBER_SHAPE = {
  ...(Object.fromEntries(Object.values(DURATION_FIELDS).map((field) => [field, duration])) as Record<
    (typeof DURATION_FIELDS)[AppointmentServiceType],
    typeof duration
  >),
  travelBufferMinutes: wholeNumber(0, L.maxTravelBufferMinutes, "travelBufferInvalid"),
  leadTimeHours: wholeNumber(L.minLeadTimeHours, L.maxLeadTimeHours, "leadTimeInvalid"),
  emergencyLeadTimeHours: wholeNumber(0, L.maxEmergencyLeadTimeHours, "emergencyLeadTimeInvalid"),
  // At most the lead time itself: checkMemberLeadTime compares the two posted together.
  memberLeadTimeHours: wholeNumber(0, L.maxLeadTimeHours, "memberLeadTimeInvalid"),
  horizonDays: wholeNumber(L.minHorizonDays, L.maxHorizonDays, "horizonInvalid"),
  emergencyReservePercent: wholeNumber(0, L.maxReservePercent, "reservePercentInvalid"),
  emergencyReserveReleaseHours: wholeNumber(0, L.maxReserveReleaseHours, "reserveReleaseInvalid"),
};

/** A member's lead time is a priority: never longer than everyone's (issue 37 item 5). */
export function checkMemberLeadTime(
  form: Partial<Record<"leadTimeHours" | "memberLeadTimeHours", unknown>>,
): FieldIssue[] {
  const { leadTimeHours: lead, memberLeadTimeHours: member } = form;
  return typeof lead === "number" && typeof member === "number" && member > lead
    ? [{ field: "memberLeadTimeHours", key: "memberLeadTimeInvalid" }]
    : [];
}

/** The inputs of one window row: `saturdayWindow2Start`, `saturdayWindow2End`. */
export function windowField(day: Weekday, row: number, part: "Start" | "End"): string {
  return `${day}Window${row}${part}`;
}

/** The smallest row number not in use: inputs are named by it, so a removed row's number may be given again. */
export function freeRowNumber(used: readonly number[]): number {
  let row = 0;
  while (used.includes(row)) row += 1;
  return row;
}

const WINDOW_FIELD = new RegExp(`^(${WEEKDAYS.join("|")})Window(\\d{1,2})(Start|End)$`);

export function isWindowField(field: string): boolean {
  return WINDOW_FIELD.test(field);
}

/** A window row as typed, with the row number its inputs are named by. */
export type WindowRow = { row: number; start: string; end: string };

/** The posted window rows of each day, in row order; a row with both times empty is no window (it is dropped). */
export function postedWindowRows(posted: Record<string, unknown>): Record<Weekday, WindowRow[]> {
  const rows = Object.fromEntries(WEEKDAYS.map((day) => [day, new Map<number, WindowRow>()])) as Record<
    Weekday,
    Map<number, WindowRow>
  >;
  for (const [field, value] of Object.entries(posted)) {
    const match = WINDOW_FIELD.exec(field);
    if (!match) continue;
    const [, day, number, part] = match as unknown as [string, Weekday, string, "Start" | "End"];
    const row = rows[day].get(Number(number)) ?? { row: Number(number), start: "", end: "" };
    row[part === "Start" ? "start" : "end"] = typeof value === "string" ? value.trim() : "";
    rows[day].set(row.row, row);
  }
  return Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      [...rows[day].values()].filter((row) => row.start !== "" || row.end !== "").sort((a, b) => a.row - b.row),
    ]),
  ) as Record<Weekday, WindowRow[]>;
}

/** The business-hours group a weekday falls in (settings.businessHours). */
export function hoursGroupOf(day: Weekday): "weekdays" | "saturday" | "sunday" {
  return day === "saturday" || day === "sunday" ? day : "weekdays";
}

export type FieldIssue = { field: string; key: SchedulingValidationKey };

/**
 * The windows of each day from the posted rows, sorted by start, and what is wrong with them: a missing or malformed
 * time, an end not after its start, two windows of a day overlapping, or a window outside that day's business hours
 * (`hoursOf` answers the posted hours: null for a closed day, undefined when the hours are themselves wrong, and then
 * the windows are not checked against them).
 */
export function checkWindows(
  posted: Record<string, unknown>,
  hoursOf: (day: Weekday) => DailyHours | null | undefined,
): { windows: Record<Weekday, TimeRange[]>; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const rowsByDay = postedWindowRows(posted);
  const windows = {} as Record<Weekday, TimeRange[]>;
  for (const day of WEEKDAYS) {
    const rows = rowsByDay[day];
    const field = (row: WindowRow, part: "Start" | "End") => windowField(day, row.row, part);
    const extra = rows[L.maxWindowsPerDay];
    if (extra) issues.push({ field: field(extra, "Start"), key: "windowsTooMany" });
    const valid: (TimeRange & { row: WindowRow })[] = [];
    for (const row of rows) {
      const startOk = isClockTime(row.start);
      const endOk = isClockTime(row.end);
      if (!startOk) issues.push({ field: field(row, "Start"), key: row.start ? "timeInvalid" : "required" });
      if (!endOk) issues.push({ field: field(row, "End"), key: row.end ? "timeInvalid" : "required" });
      else if (startOk && row.end <= row.start) issues.push({ field: field(row, "End"), key: "windowEndBeforeStart" });
      else if (startOk) valid.push({ start: row.start, end: row.end, row });
    }
    valid.sort((a, b) => a.start.localeCompare(b.start));
    valid.forEach((window, index) => {
      const before = valid[index - 1];
      if (before && window.start < before.end)
        issues.push({ field: field(window.row, "Start"), key: "windowsOverlap" });
    });
    const hours = hoursOf(day);
    if (hours === null && valid[0]) issues.push({ field: field(valid[0].row, "Start"), key: "windowOnClosedDay" });
    if (hours) {
      for (const window of valid) {
        if (window.start < hours.opens) issues.push({ field: field(window.row, "Start"), key: "windowOutsideHours" });
        else if (window.end > hours.closes) issues.push({ field: field(window.row, "End"), key: "windowOutsideHours" });
      }
    }
    windows[day] = valid.map(({ start, end }) => ({ start, end }));
  }
  return { windows, issues };
}

/** The window rows' inputs as the form posts a record's windows (rows numbered from 0). */
export function windowRowFields(windows: Record<Weekday, readonly TimeRange[]>): Record<string, string> {
  return Object.fromEntries(
    WEEKDAYS.flatMap((day) =>
      windows[day].flatMap((window, row) => [
        [windowField(day, row, "Start"), window.start],
        [windowField(day, row, "End"), window.end],
      ]),
    ),
  );
}

/** The numbers' inputs as the form shows a stored record (a service type the record lacks starts from one hour). */
export function schedulingNumberValues(scheduling: SchedulingSettings): Record<SchedulingNumberField, string> {
  return {
    ...(Object.fromEntries(
      APPOINTMENT_SERVICE_TYPES.map((type) => [DURATION_FIELDS[type], String(scheduling.durationMinutes[type] ?? 60)]),
    ) as Record<(typeof DURATION_FIELDS)[AppointmentServiceType], string>),
    travelBufferMinutes: String(scheduling.travelBufferMinutes),
    leadTimeHours: String(scheduling.leadTimeHours),
    emergencyLeadTimeHours: String(scheduling.emergencyLeadTimeHours),
    memberLeadTimeHours: String(scheduling.memberLeadTimeHours),
    horizonDays: String(scheduling.horizonDays),
    emergencyReservePercent: String(scheduling.emergencyReservePercent),
    emergencyReserveReleaseHours: String(scheduling.emergencyReserveReleaseHours),
  };
}
