import { z } from "zod";
import { APPOINTMENT_SERVICE_TYPES } from "~/config/service-types";
import type { BusinessHours, DailyHours, SchedulingSettings, SocialLinks } from "~/config/settings-shapes";
import { firstIssuePerField } from "~/domain/form-field-errors";
import { checkZones, isZoneField, type ZoneValidationKey } from "~/domain/zones/zone-schemas";
import {
  DURATION_FIELDS,
  SCHEDULING_NUMBER_FIELDS,
  SCHEDULING_NUMBER_SHAPE,
  checkMemberLeadTime,
  checkWindows,
  hoursGroupOf,
  isWindowField,
  type SchedulingValidationKey,
} from "./scheduling-form";
import {
  adminEmail,
  checkbox,
  email,
  foundedYear,
  phone,
  serviceAreas,
  quoteDepositPercent,
  serviceCallFeeCents,
  serviceRadiusMiles,
  socialLink,
  text,
  typed,
} from "./settings-field-schemas";
import { SCHEDULING_LIMITS, SETTINGS_LIMITS } from "./settings-limits";
import { isClockTime } from "./typed-setting-values";
import {
  MESSAGING_FIELDS,
  MESSAGING_SHAPE,
  checkReminderOrder,
  messagingRecordOf,
  type MessagingValidationKey,
} from "./messaging-form";

/**
 * The back office Settings form (issue 12, DECISIONS.md §1), the same on both sides: every business fact of the one
 * settings record as staff type them (flat text fields; a checkbox is "on" when ticked and absent otherwise), parsed
 * into the record's shape. Messages are keys that each side words in the page's language (settings-messages.ts).
 * The SMS switch is part of it since texts have a provider (issue 36): the Messaging tab turns it on and off.
 */

export { SCHEDULING_LIMITS, SETTINGS_LIMITS };

export const SOCIAL_NETWORKS = [
  "facebook",
  "instagram",
  "tiktok",
  "youtube",
] as const satisfies readonly (keyof SocialLinks)[];
export const HOURS_DAY_GROUPS = ["weekdays", "saturday", "sunday"] as const satisfies readonly Exclude<
  keyof BusinessHours,
  "emergencyLine24x7"
>[];
export type HoursDayGroup = (typeof HOURS_DAY_GROUPS)[number];

export type SettingsValidationKey =
  | "required"
  | "tooLong"
  | "notAllowed"
  | "phoneInvalid"
  | "emailInvalid"
  | "foundedYearInvalid"
  | "socialLinkInvalid"
  | "socialLinkNotProfile"
  | "timeInvalid"
  | "closesBeforeOpens"
  | "serviceAreasRequired"
  | "serviceAreasTooMany"
  | "serviceAreaTooLong"
  | "serviceRadiusInvalid"
  | "serviceCallFeeInvalid"
  | "quoteDepositPercentInvalid"
  | "adminEmailConfirmRequired"
  | "adminEmailOwnAccess"
  | SchedulingValidationKey
  | ZoneValidationKey
  | MessagingValidationKey;

/** The form's fields, grouped by the tab that shows them (a refused save opens the tab of its first bad field). */
export const SETTINGS_TAB_FIELDS = {
  company: [
    "companyName",
    "mainPhone",
    "emergencyPhone",
    "email",
    "address",
    "licenseNumber",
    "foundedYear",
    ...SOCIAL_NETWORKS,
    "adminEmail",
    "adminEmailConfirmed",
  ],
  service: [
    ...HOURS_DAY_GROUPS.flatMap((day) => [`${day}Closed`, `${day}Opens`, `${day}Closes`] as const),
    "emergencyLine24x7",
    "serviceAreas",
    "serviceRadiusMiles",
    "serviceCallFee",
    "quoteDepositPercent",
  ],
  notifications: ["emailNotifications", "autoConfirm"],
  // Besides these, each window row's two times and each zone row's inputs (named by their row: isWindowField).
  scheduling: SCHEDULING_NUMBER_FIELDS,
  messaging: MESSAGING_FIELDS,
} as const;

export type SettingsTab = keyof typeof SETTINGS_TAB_FIELDS;
export const SETTINGS_TABS = Object.keys(SETTINGS_TAB_FIELDS) as SettingsTab[];
export type SettingsField = (typeof SETTINGS_TAB_FIELDS)[SettingsTab][number];
export const SETTINGS_FIELDS = SETTINGS_TABS.flatMap((tab) => SETTINGS_TAB_FIELDS[tab]) as SettingsField[];

/** The form's values as the inputs hold them: text, and "on" or "" for a checkbox. */
export type SettingsFormValues = Record<SettingsField, string>;
/** Keyed by the fixed fields and by the window and zone rows' inputs, whose names carry their row. */
export type SettingsFieldErrors = Record<string, SettingsValidationKey>;

/** The tab that shows a field; the first tab for anything else. */
export function tabOfField(field: string): SettingsTab {
  if (isWindowField(field) || isZoneField(field)) return "scheduling";
  return SETTINGS_TABS.find((tab) => (SETTINGS_TAB_FIELDS[tab] as readonly string[]).includes(field)) ?? "company";
}

export function isSettingsTab(value: unknown): value is SettingsTab {
  return typeof value === "string" && (SETTINGS_TABS as string[]).includes(value);
}

const dayFields = Object.fromEntries(
  HOURS_DAY_GROUPS.flatMap((day) => [
    [`${day}Closed`, checkbox],
    [`${day}Opens`, typed],
    [`${day}Closes`, typed],
  ]),
) as Record<`${HoursDayGroup}${"Closed"}`, typeof checkbox> &
  Record<`${HoursDayGroup}${"Opens" | "Closes"}`, typeof typed>;

// Loose: the window and zone rows' inputs are named by their row, so they are read from the posted fields as they are.
const FormShape = z.looseObject({
  companyName: text(SETTINGS_LIMITS.companyNameLength),
  mainPhone: phone,
  emergencyPhone: phone,
  email,
  address: text(SETTINGS_LIMITS.addressLength),
  licenseNumber: text(SETTINGS_LIMITS.licenseNumberLength),
  foundedYear,
  facebook: socialLink,
  instagram: socialLink,
  tiktok: socialLink,
  youtube: socialLink,
  adminEmail,
  adminEmailConfirmed: checkbox,
  ...dayFields,
  emergencyLine24x7: checkbox,
  serviceAreas,
  serviceRadiusMiles,
  serviceCallFee: serviceCallFeeCents,
  quoteDepositPercent,
  emailNotifications: checkbox,
  autoConfirm: checkbox,
  ...SCHEDULING_NUMBER_SHAPE,
  ...MESSAGING_SHAPE,
});

/** The posted hours of a day group: null when closed, undefined when they are themselves wrong. */
function postedHours(form: z.infer<typeof FormShape>, day: HoursDayGroup): DailyHours | null | undefined {
  if (form[`${day}Closed`]) return null;
  const [opens, closes] = [form[`${day}Opens`], form[`${day}Closes`]];
  return isClockTime(opens) && isClockTime(closes) && opens < closes ? { opens, closes } : undefined;
}

/**
 * The whole form. Hours: a day group is either closed (its times are then ignored) or open from a valid time to a
 * later one on the same day. Output: the settings record's fields, plus whether a change of the admin address was
 * confirmed (the save decides whether that was needed).
 */
export const SettingsFormSchema = FormShape.superRefine(
  (form, context) => {
    for (const day of HOURS_DAY_GROUPS) {
      if (form[`${day}Closed`]) continue;
      const opens = form[`${day}Opens`];
      const closes = form[`${day}Closes`];
      if (!isClockTime(opens))
        context.addIssue({ code: "custom", message: opens ? "timeInvalid" : "required", path: [`${day}Opens`] });
      if (!isClockTime(closes))
        context.addIssue({ code: "custom", message: closes ? "timeInvalid" : "required", path: [`${day}Closes`] });
      else if (isClockTime(opens) && closes <= opens)
        context.addIssue({ code: "custom", message: "closesBeforeOpens", path: [`${day}Closes`] });
    }
    // The windows lie inside the hours posted with them: both are saved together.
    const windows = checkWindows(form, (weekday) => postedHours(form, hoursGroupOf(weekday)));
    const crossChecks = [...checkReminderOrder(form), ...checkMemberLeadTime(form)];
    for (const { field, key } of [...windows.issues, ...checkZones(form).issues, ...crossChecks])
      context.addIssue({ code: "custom", message: key, path: [field] });
    // Also when other fields failed, so one save reports every problem. Safe: the hour fields themselves never fail,
    // and the window and zone rows are read from the posted text.
  },
  { when: () => true },
).transform((form) => {
  const hoursOf = (day: HoursDayGroup): DailyHours | null =>
    form[`${day}Closed`] ? null : { opens: form[`${day}Opens`], closes: form[`${day}Closes`] };
  const socialLinks: SocialLinks = Object.fromEntries(
    SOCIAL_NETWORKS.filter((network) => form[network] !== "").map((network) => [network, form[network]]),
  );
  return {
    record: {
      companyName: form.companyName,
      mainPhone: form.mainPhone,
      emergencyPhone: form.emergencyPhone,
      email: form.email,
      address: form.address,
      licenseNumber: form.licenseNumber,
      foundedYear: form.foundedYear,
      socialLinks,
      adminEmail: form.adminEmail,
      businessHours: {
        weekdays: hoursOf("weekdays"),
        saturday: hoursOf("saturday"),
        sunday: hoursOf("sunday"),
        emergencyLine24x7: form.emergencyLine24x7,
      } satisfies BusinessHours,
      serviceAreas: form.serviceAreas,
      serviceRadiusMiles: form.serviceRadiusMiles,
      serviceCallFeeCents: form.serviceCallFee,
      quoteDepositPercent: form.quoteDepositPercent,
      emailNotifications: form.emailNotifications,
      autoConfirm: form.autoConfirm,
      scheduling: {
        windows: checkWindows(form, () => undefined).windows,
        durationMinutes: Object.fromEntries(
          APPOINTMENT_SERVICE_TYPES.map((type) => [type, form[DURATION_FIELDS[type]]]),
        ),
        travelBufferMinutes: form.travelBufferMinutes,
        leadTimeHours: form.leadTimeHours,
        emergencyLeadTimeHours: form.emergencyLeadTimeHours,
        memberLeadTimeHours: form.memberLeadTimeHours,
        horizonDays: form.horizonDays,
        emergencyReservePercent: form.emergencyReservePercent,
        emergencyReserveReleaseHours: form.emergencyReserveReleaseHours,
      } satisfies SchedulingSettings,
      ...messagingRecordOf(form),
    },
    adminEmailConfirmed: form.adminEmailConfirmed,
    /** The zone rows' changes, saved in the same transaction (save-settings.server.ts). */
    zones: checkZones(form).changes,
  };
});

export type SettingsFormInput = z.input<typeof SettingsFormSchema>;
export type SettingsUpdate = z.infer<typeof SettingsFormSchema>["record"];

export function settingsFieldErrors(error: z.ZodError): SettingsFieldErrors {
  return firstIssuePerField(error, "companyName") as SettingsFieldErrors;
}

/** Whether saving `next` as the designated admin address changes who counts as admin (case and spaces aside). */
export function adminEmailChanges(current: string | null, next: string): boolean {
  const normalized = next.trim().toLowerCase();
  return normalized !== (current ?? "").trim().toLowerCase();
}
