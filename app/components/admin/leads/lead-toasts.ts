import { FAILURE_TOAST_MS } from "~/config/toast-durations";
import type { FormToast } from "~/http/form-toast";
import type { Messages } from "~/i18n/catalog";

type LeadsMessages = Messages["admin"]["leads"];

/** A sync that is queued rather than done: it stays as long as a failure, since it asks the reader to wait. */
export function leadInfoToast(title: string, description: string): FormToast {
  return { title, description, variant: "info", durationMs: FAILURE_TOAST_MS };
}

/** A refusal's message key (from the domain's fieldErrors) worded in the page's language. */
export function leadErrorText(key: string | undefined, m: LeadsMessages, host: string): string | undefined {
  if (!key || !(key in m.errors)) return undefined;
  return m.errors[key as keyof LeadsMessages["errors"]].replace("{host}", host);
}
