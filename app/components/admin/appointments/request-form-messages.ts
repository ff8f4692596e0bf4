import type { FormReply } from "~/http/form-reply";
import type { Messages } from "~/i18n/catalog";

type AppointmentsMessages = Messages["admin"]["appointments"];

/**
 * What the action answers a refused post with (ADR 063's FormReply): worded field messages, the typed values and the
 * toast, with the request a refused status change was for, and the customer a refused booking had chosen (without
 * JavaScript the page is rendered anew from this reply).
 */
export type AppointmentFormReply = FormReply & {
  requestId?: string;
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
