import { z } from "zod";
import { APPOINTMENT_SERVICE_TYPES } from "~/config/service-types";
import { WEEKDAYS, type TimeRange, type Weekday, type WeeklyHours } from "~/config/settings-shapes";
import { FULL_NAME_MAX_LENGTH, singleLineText } from "~/domain/text-fields/text-field-schemas";

/**
 * A technician as staff type it on the Team screen (issue 34, ADR 074): one schema for the form and the server. It
 * takes the form's raw values (`technicianFormInput`) and returns the record's typed values; its issues are message
 * keys that each side words in the page's language (`admin.team.validation`).
 */

export const TECHNICIAN_PHONE_MAX_LENGTH = 30;
export const TECHNICIAN_EMAIL_MAX_LENGTH = 254;
/** Zone names are the settings' service areas and the City of Miami: short, but bounded like any posted text. */
const ZONE_NAME_MAX_LENGTH = 100;
export const TECHNICIAN_LOCALES = ["en", "es"] as const;

export type TeamValidationKey =
  | "nameRequired"
  | "phoneRequired"
  | "phoneInvalid"
  | "emailRequired"
  | "emailInvalid"
  | "emailTaken"
  | "emailHasLogin"
  | "localeInvalid"
  | "serviceTypesRequired"
  | "serviceTypeUnknown"
  | "zonesRequired"
  | "zoneUnknown"
  | "timeInvalid"
  | "endBeforeStart"
  | "hoursRequired"
  | "dayInvalid"
  | "dayTaken"
  | "tooLong"
  | "notAllowed";

const PHONE_PATTERN = /^\+?[\d\s().-]*$/;
const PHONE_MIN_DIGITS = 7;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** 24-hour "HH:MM", as the time input posts it and the weekly hours store it. */
const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

const line = (max: number, required: TeamValidationKey) =>
  singleLineText({ max, messages: { required, tooLong: "tooLong", notAllowed: "notAllowed" } });

/** One weekday's row: not worked (null), or a start before an end. */
const DayHoursSchema = z
  .object({ works: z.boolean(), start: z.string(), end: z.string() })
  .transform((day, context): TimeRange | null => {
    if (!day.works) return null;
    const start = day.start.trim();
    const end = day.end.trim();
    if (!TIME_PATTERN.test(start) || !TIME_PATTERN.test(end)) {
      context.addIssue({ code: "custom", message: "timeInvalid" });
      return z.NEVER;
    }
    if (end <= start) {
      context.addIssue({ code: "custom", message: "endBeforeStart" });
      return z.NEVER;
    }
    return { start, end };
  });

const WeeklyHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, DayHoursSchema])) as Record<Weekday, typeof DayHoursSchema>,
);

export const TechnicianSchema = z
  .object({
    name: line(FULL_NAME_MAX_LENGTH, "nameRequired"),
    phone: line(TECHNICIAN_PHONE_MAX_LENGTH, "phoneRequired").refine(
      (phone) => PHONE_PATTERN.test(phone) && phone.replace(/\D/g, "").length >= PHONE_MIN_DIGITS,
      "phoneInvalid",
    ),
    email: line(TECHNICIAN_EMAIL_MAX_LENGTH, "emailRequired")
      .refine((email) => EMAIL_PATTERN.test(email), "emailInvalid")
      .transform((email) => email.toLowerCase()),
    locale: z.enum(TECHNICIAN_LOCALES, { error: "localeInvalid" }),
    serviceTypes: z
      .array(z.enum(APPOINTMENT_SERVICE_TYPES, { error: "serviceTypeUnknown" }))
      .min(1, "serviceTypesRequired")
      .transform((types) => APPOINTMENT_SERVICE_TYPES.filter((type) => types.includes(type))),
    zones: z
      .array(line(ZONE_NAME_MAX_LENGTH, "zoneUnknown"))
      .min(1, "zonesRequired")
      .transform((zones) => [...new Set(zones)]),
    weeklyHours: WeeklyHoursSchema,
    onEmergencyRota: z.boolean(),
    active: z.boolean(),
  })
  .refine((technician) => WEEKDAYS.some((day) => technician.weeklyHours[day] !== null), {
    message: "hoursRequired",
    path: ["weeklyHours"],
  });

export type Technician = z.infer<typeof TechnicianSchema> & { weeklyHours: WeeklyHours };
export type TechnicianInput = z.input<typeof TechnicianSchema>;

/** A day off: a calendar date as the date input posts it. */
export const DayOffSchema = z.object({
  day: z
    .string({ error: "dayInvalid" })
    .trim()
    .refine((day) => isCalendarDate(day), "dayInvalid"),
});

export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text && Number(match[1]) >= 2000 && Number(match[1]) <= 2200;
}

/**
 * The form's field a schema issue belongs to: a weekday's row (`monday`) for its hours, else the field's own name.
 */
export function technicianFieldErrors(error: z.ZodError): Record<string, TeamValidationKey> {
  const errors: Record<string, TeamValidationKey> = {};
  for (const issue of error.issues) {
    const [first, second] = issue.path.map(String);
    const field = first === "weeklyHours" && second ? second : (first ?? "name");
    errors[field] ??= issue.message as TeamValidationKey;
  }
  return errors;
}

/** What the form posts, as the schema reads it: a weekday's row is `<day>.works`, `<day>.start`, `<day>.end`. */
export function technicianFormInput(form: { get(name: string): unknown; getAll(name: string): unknown[] }) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const texts = (name: string) => form.getAll(name).filter((value): value is string => typeof value === "string");
  return {
    name: text("name"),
    phone: text("phone"),
    email: text("email"),
    locale: text("locale"),
    serviceTypes: texts("serviceTypes"),
    zones: texts("zones"),
    weeklyHours: Object.fromEntries(
      WEEKDAYS.map((day) => [
        day,
        { works: text(`${day}.works`) === "on", start: text(`${day}.start`), end: text(`${day}.end`) },
      ]),
    ),
    onEmergencyRota: text("onEmergencyRota") === "on",
    active: text("active") === "on",
  };
}
