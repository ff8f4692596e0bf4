// The shapes of the settings record's JSON columns. They live in config, the lowest layer, because the defaults
// (business-defaults.ts), the schema, the domain and the screens all describe the same values.

/** Opening and closing times as 24-hour "HH:MM"; pages format them per language, JSON-LD reads them as they are. */
export type DailyHours = { opens: string; closes: string };

/** Regular hours per day group; `null` means closed for regular work (emergency service only). */
export type BusinessHours = {
  weekdays: DailyHours | null;
  saturday: DailyHours | null;
  sunday: DailyHours | null;
  emergencyLine24x7: boolean;
};

export type SocialLinks = {
  facebook?: string;
  instagram?: string;
  tiktok?: string;
  youtube?: string;
};

/** The days of the week, in the order JavaScript numbers them (Sunday 0), as the scheduling records key them. */
export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A stretch of one day, 24-hour "HH:MM" in the business time zone; `end` after `start`. */
export type TimeRange = { start: string; end: string };

/**
 * How online booking offers arrival windows (issue 34, ADR 074). A window is an arrival window: the technician arrives
 * within it and the visit then runs its service type's duration, possibly past the window's end.
 */
export type SchedulingSettings = {
  /** The arrival windows of each weekday; an empty list closes the day to booking. */
  windows: Record<Weekday, TimeRange[]>;
  /** Minutes a visit of each service type reserves its technician, from the window's start. */
  durationMinutes: Record<string, number>;
  /** Minutes added after every visit for the drive to the next one. */
  travelBufferMinutes: number;
  /** A customer or visitor books at least this long before a window starts (the spec's 24-hour minimum). */
  leadTimeHours: number;
  /** Emergency Service's own, shorter lead time. */
  emergencyLeadTimeHours: number;
  /**
   * A plan member's lead time for the other service types (issue 37 item 5, "priority scheduling"), at most
   * leadTimeHours. Records saved before it existed lack it: getSettings reads them as the default.
   */
  memberLeadTimeHours: number;
  /** How far ahead windows are offered, in days from today. */
  horizonDays: number;
  /** The share of each window's technicians kept for Emergency Service bookings and staff. */
  emergencyReservePercent: number;
  /** How long before a window starts its reserve is released to every booking. */
  emergencyReserveReleaseHours: number;
};

/** The texts and e-mails a customer may get (issue 36); staff switch each one on or off. */
export const CUSTOMER_MESSAGES = [
  "booking_confirmed",
  "booking_rescheduled",
  "booking_cancelled",
  "reminder_day_before",
  "reminder_hours_before",
  "on_my_way",
  "visit_completed",
  "review_request",
  "plan_visit_offer",
  "invoice_sent",
] as const;
export type CustomerMessage = (typeof CUSTOMER_MESSAGES)[number];

/** The Messaging tab (issue 36 item 7); the SMS switch stays settings.sms_notifications, credentials the environment's. */
export type MessagingSettings = {
  /** The one review page every customer is sent to (e.g. the Google Business Profile's review link); none: no requests. */
  reviewLink: string | null;
  /** Hours before a window's start for the first and the second reminder. */
  reminderHoursBefore: { first: number; second: number };
  /** Which messages go out. */
  enabled: Record<CustomerMessage, boolean>;
};

/** A technician's working hours per weekday; `null` is a day not worked. */
export type WeeklyHours = Record<Weekday, TimeRange | null>;
