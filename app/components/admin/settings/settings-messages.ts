import { FAILURE_TOAST_MS, SUCCESS_TOAST_MS, VALIDATION_TOAST_MS } from "~/config/toast-durations";
import { SETTINGS_LIMITS } from "~/domain/settings/settings-schemas";
import type { FlashToast } from "~/http/flash-toast.server";
import { format, type Messages } from "~/i18n/catalog";

type SettingsMessages = Messages["admin"]["settings"];

/** Field message keys (from the schema or the save) worded in the page's language, with the limits filled in. */
export function settingsFieldMessages(
  keys: Record<string, string>,
  m: SettingsMessages,
  today = new Date(),
): Record<string, string> {
  const words = m.validation as Record<string, string>;
  const limits: Record<string, Record<string, string | number>> = {
    foundedYearInvalid: { min: SETTINGS_LIMITS.minFoundedYear, max: today.getFullYear() },
    serviceAreasTooMany: { max: SETTINGS_LIMITS.serviceAreasCount },
    serviceAreaTooLong: { max: SETTINGS_LIMITS.serviceAreaLength },
    serviceRadiusInvalid: { min: SETTINGS_LIMITS.minServiceRadiusMiles, max: SETTINGS_LIMITS.maxServiceRadiusMiles },
    serviceCallFeeInvalid: {
      max: SETTINGS_LIMITS.maxServiceCallFeeDollars.toLocaleString("en-US", { minimumFractionDigits: 2 }),
    },
  };
  return Object.fromEntries(
    Object.entries(keys).map(([field, key]) => [
      field,
      format(words[key] ?? m.validation.notAllowed, limits[key] ?? {}),
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
