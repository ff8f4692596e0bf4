import { FAILURE_TOAST_MS, SUCCESS_TOAST_MS, VALIDATION_TOAST_MS } from "~/config/toast-durations";
import { format, type Messages } from "~/i18n/catalog";

type AppointmentMessages = Messages["portal"]["appointments"];
export type ValidationKey = keyof AppointmentMessages["validation"];

/** What a toast says; the same shape as the server's flash toast. */
export type AppointmentToast = {
  title: string;
  description?: string;
  variant: "success" | "error" | "info";
  durationMs: number;
};

function validationWords(
  key: string,
  m: AppointmentMessages,
  hoursText: string,
  phone: string,
): { title: string; description: string } {
  const words =
    (m.validation as Record<string, { title: string; description: string }>)[key] ?? m.validation.dateInvalid;
  return { title: words.title, description: format(words.description, { hours: hoursText, phone }) };
}

/** Field message keys (from the schema or the domain) worded for the fields, in the page's language. */
export function fieldMessagesOf(
  keys: Record<string, string>,
  m: AppointmentMessages,
  hoursText: string,
  /** The office's phone, for "outside our area, call us". */
  phone = "",
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(keys).map(([field, key]) => [field, validationWords(key, m, hoursText, phone).description]),
  );
}

/** The spec's validation toast: the first failing field in the spec's order (address, phone, service type, date). */
export function validationToast(
  keys: Record<string, string>,
  m: AppointmentMessages,
  hoursText: string,
  phone = "",
): AppointmentToast {
  const first = Object.values(keys)[0] ?? "dateInvalid";
  return { ...validationWords(first, m, hoursText, phone), variant: "error", durationMs: VALIDATION_TOAST_MS };
}

export function successToast(title: string, description: string): AppointmentToast {
  return { title, description, variant: "success", durationMs: SUCCESS_TOAST_MS };
}

export function failureToast(title: string, description: string): AppointmentToast {
  return { title, description, variant: "error", durationMs: FAILURE_TOAST_MS };
}
