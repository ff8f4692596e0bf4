import { APPOINTMENT_MIN_LEAD_HOURS } from "~/config/business-rules";

/** The bounds of the Settings form's fields (the schema and the screen both show them). */
export const SETTINGS_LIMITS = {
  companyNameLength: 120,
  phoneLength: 30,
  emailLength: 254,
  addressLength: 200,
  licenseNumberLength: 50,
  socialLinkLength: 300,
  serviceAreaLength: 60,
  serviceAreasCount: 50,
  /** The textarea as a whole: 50 areas of 60 characters and their line breaks, with room for blank lines. */
  serviceAreasTextLength: 4000,
  minServiceRadiusMiles: 1,
  maxServiceRadiusMiles: 200,
  maxServiceCallFeeDollars: 1000,
  /** No Miami contractor's license predates this; a typo such as 183 or 1083 is refused. */
  minFoundedYear: 1900,
} as const;

/** The bounds of the Scheduling tab's numbers (issue 34); the lead time's floor is the spec's 24 hours. */
export const SCHEDULING_LIMITS = {
  maxWindowsPerDay: 12,
  minDurationMinutes: 15,
  maxDurationMinutes: 600,
  maxTravelBufferMinutes: 120,
  minLeadTimeHours: APPOINTMENT_MIN_LEAD_HOURS,
  /** Two weeks: a longer lead time would leave the customer portal's 14-day strip empty. */
  maxLeadTimeHours: 336,
  maxEmergencyLeadTimeHours: 24,
  minHorizonDays: 7,
  maxHorizonDays: 365,
  maxReservePercent: 100,
  maxReserveReleaseHours: 72,
} as const;

/**
 * The bounds of the Messaging tab (issue 36 item 7). The first reminder comes at most a week ahead (earlier, people
 * forget it again) and the second at most two days ahead, and after the first; neither less than an hour ahead, when
 * the technician may already be on the way. The review link is one address of ordinary length.
 */
export const MESSAGING_LIMITS = {
  reviewLinkLength: 500,
  minReminderHours: 1,
  maxFirstReminderHours: 168,
  maxSecondReminderHours: 48,
} as const;
