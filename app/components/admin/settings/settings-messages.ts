import { FAILURE_TOAST_MS, SUCCESS_TOAST_MS, VALIDATION_TOAST_MS } from "~/config/toast-durations";
import { MESSAGING_LIMITS } from "~/domain/settings/settings-limits";
import { SCHEDULING_LIMITS, SETTINGS_LIMITS } from "~/domain/settings/settings-schemas";
import { ZONE_LIMITS, invalidZipCodes } from "~/domain/zones/zone-schemas";
import type { FlashToast } from "~/http/flash-toast.server";
import { format, type Messages } from "~/i18n/catalog";

type SettingsMessages = Messages["admin"]["settings"];

/**
 * Field message keys (from the schema or the save) worded in the page's language, with the limits filled in; a zone's
 * refused zip codes are named from what was posted in that field.
 */
export function settingsFieldMessages(
  keys: Record<string, string>,
  m: SettingsMessages,
  posted: Record<string, unknown> = {},
  today = new Date(),
): Record<string, string> {
  const S = SCHEDULING_LIMITS;
  const words = m.validation as Record<string, string>;
  const limits: Record<string, Record<string, string | number>> = {
    foundedYearInvalid: { min: SETTINGS_LIMITS.minFoundedYear, max: today.getFullYear() },
    serviceAreasTooMany: { max: SETTINGS_LIMITS.serviceAreasCount },
    serviceAreaTooLong: { max: SETTINGS_LIMITS.serviceAreaLength },
    serviceRadiusInvalid: { min: SETTINGS_LIMITS.minServiceRadiusMiles, max: SETTINGS_LIMITS.maxServiceRadiusMiles },
    serviceCallFeeInvalid: {
      max: SETTINGS_LIMITS.maxServiceCallFeeDollars.toLocaleString("en-US", { minimumFractionDigits: 2 }),
    },
    windowsTooMany: { max: S.maxWindowsPerDay },
    durationInvalid: { min: S.minDurationMinutes, max: S.maxDurationMinutes },
    travelBufferInvalid: { max: S.maxTravelBufferMinutes },
    leadTimeInvalid: { min: S.minLeadTimeHours, max: S.maxLeadTimeHours },
    emergencyLeadTimeInvalid: { max: S.maxEmergencyLeadTimeHours },
    horizonInvalid: { min: S.minHorizonDays, max: S.maxHorizonDays },
    reservePercentInvalid: { max: S.maxReservePercent },
    reserveReleaseInvalid: { max: S.maxReserveReleaseHours },
    zonesTooMany: { max: ZONE_LIMITS.maxZones },
    reviewLinkTooLong: { max: MESSAGING_LIMITS.reviewLinkLength },
    firstReminderInvalid: { min: MESSAGING_LIMITS.minReminderHours, max: MESSAGING_LIMITS.maxFirstReminderHours },
    secondReminderInvalid: { min: MESSAGING_LIMITS.minReminderHours, max: MESSAGING_LIMITS.maxSecondReminderHours },
  };
  const codes = (field: string) => {
    const value = posted[field];
    return { codes: invalidZipCodes(typeof value === "string" ? value : "").join(", ") };
  };
  return Object.fromEntries(
    Object.entries(keys).map(([field, key]) => [
      field,
      format(words[key] ?? m.validation.notAllowed, key === "zipCodesInvalid" ? codes(field) : (limits[key] ?? {})),
    ]),
  );
}

/** The toast for a refused form: the first failing field's message. */
export function settingsValidationToast(messages: Record<string, string>, m: SettingsMessages): FlashToast {
  return {
    title: m.toasts.validationTitle,
    description: Object.values(messages)[0],
    variant: "error",
    durationMs: VALIDATION_TOAST_MS,
  };
}

/** Spec document 2 §8, word for word: 'Settings Saved' / 'Your settings have been updated successfully.' */
export function settingsSavedToast(m: SettingsMessages): FlashToast {
  return { title: m.toasts.savedTitle, description: m.toasts.saved, variant: "success", durationMs: SUCCESS_TOAST_MS };
}

/** Spec document 2 §8: 'Failed to save settings. Please try again.' */
export function settingsFailedToast(m: SettingsMessages, description: string = m.toasts.failed): FlashToast {
  return { title: m.toasts.failedTitle, description, variant: "error", durationMs: FAILURE_TOAST_MS };
}
