import { VALIDATION_TOAST_MS } from "~/config/toast-durations";
import type { Messages } from "~/i18n/catalog";
import type { FlashToast } from "~/http/flash-toast.server";

type ServicesMessages = Messages["admin"]["services"];

/** Field message keys (from the schema or the domain) worded in the page's language. */
export function serviceFieldMessages(keys: Record<string, string>, m: ServicesMessages): Record<string, string> {
  const words = m.validation as Record<string, string>;
  return Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, words[key] ?? m.validation.notAllowed]));
}

/** The toast for a refused form: the first failing field's message. */
export function serviceValidationToast(messages: Record<string, string>, m: ServicesMessages): FlashToast {
  return {
    title: m.toasts.validationTitle,
    description: Object.values(messages)[0],
    variant: "error",
    durationMs: VALIDATION_TOAST_MS,
  };
}
