import { FAILURE_TOAST_MS, SUCCESS_TOAST_MS, VALIDATION_TOAST_MS } from "~/config/toast-durations";
import type { FlashToast } from "~/http/flash-toast.server";
import type { Messages } from "~/i18n/catalog";

type AppointmentsMessages = Messages["admin"]["appointments"];

/** What the action answers a refused post with: worded field messages, the typed values and the toast. */
export type AppointmentFormReply = {
  intent: "status" | "book";
  /** The request a refused status change was for. */
  requestId?: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
  toast: FlashToast;
  /** The customer a refused booking had chosen (the page is rendered anew from this reply without JavaScript). */
  customer?: {
    id: string;
    name: string;
    customerNumber: string;
    email: string | null;
    phone: string | null;
    city: string | null;
  } | null;
};

/** Field message keys (from the schemas or the domain) worded in the page's language. */
export function appointmentFieldMessages(
  keys: Record<string, string>,
  m: AppointmentsMessages,
): Record<string, string> {
  const words = m.validation as Record<string, string>;
  return Object.fromEntries(
    Object.entries(keys).map(([field, key]) => [field, words[key] ?? m.validation.statusInvalid]),
  );
}

/** The toast for a refused form: the first failing field's message under the form's title. */
export function appointmentValidationToast(title: string, messages: Record<string, string>): FlashToast {
  return { title, description: Object.values(messages)[0], variant: "error", durationMs: VALIDATION_TOAST_MS };
}

export function appointmentSuccessToast(title: string, description: string): FlashToast {
  return { title, description, variant: "success", durationMs: SUCCESS_TOAST_MS };
}

export function appointmentFailureToast(title: string, description: string): FlashToast {
  return { title, description, variant: "error", durationMs: FAILURE_TOAST_MS };
}
