import { FAILURE_TOAST_MS, SUCCESS_TOAST_MS } from "~/config/toast-durations";
import type { CustomerRecordField, CustomerValidationKey } from "~/domain/customers/customer-schemas";
import { format, type Messages } from "~/i18n/catalog";
import type { CustomerFormReply, CustomerFormValues } from "./customer-form-fields";

type FormMessages = Messages["admin"]["customerForm"];

/** The posted form's record fields as text (files and unknown names dropped), to refill the form after a refusal. */
export function customerFormValues(form: FormData): CustomerFormValues {
  return Object.fromEntries(
    [...form.entries()].filter((entry): entry is [CustomerRecordField, string] => typeof entry[1] === "string"),
  );
}

/** The schema's (or the domain's) message keys worded for their fields; a taken number names itself. */
export function customerFieldMessages(
  keys: Record<string, string>,
  m: FormMessages,
  values: CustomerFormValues,
): CustomerFormReply["fieldErrors"] {
  const number = (values.customerNumber ?? "").trim().toUpperCase();
  return Object.fromEntries(
    Object.entries(keys).map(([field, key]) => [
      field,
      format(m.validation[key as CustomerValidationKey] ?? m.validation.notAllowed, { number }),
    ]),
  );
}

export function customerSuccessToast(title: string, description?: string): CustomerFormReply["toast"] {
  return { title, description, variant: "success", durationMs: SUCCESS_TOAST_MS };
}

export function customerFailureToast(title: string, description?: string): CustomerFormReply["toast"] {
  return { title, description, variant: "error", durationMs: FAILURE_TOAST_MS };
}
