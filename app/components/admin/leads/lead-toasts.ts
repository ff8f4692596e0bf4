import { FAILURE_TOAST_MS, SUCCESS_TOAST_MS } from "~/config/toast-durations";
import type { FlashToast } from "~/http/flash-toast.server";
import type { Messages } from "~/i18n/catalog";

type LeadsMessages = Messages["admin"]["leads"];

export function leadSuccessToast(title: string, description: string): FlashToast {
  return { title, description, variant: "success", durationMs: SUCCESS_TOAST_MS };
}

export function leadInfoToast(title: string, description: string): FlashToast {
  return { title, description, variant: "info", durationMs: FAILURE_TOAST_MS };
}

export function leadFailureToast(title: string, description: string): FlashToast {
  return { title, description, variant: "error", durationMs: FAILURE_TOAST_MS };
}

/** A refusal's message key (from the domain's fieldErrors) worded in the page's language. */
export function leadErrorText(key: string | undefined, m: LeadsMessages, host: string): string | undefined {
  if (!key || !(key in m.errors)) return undefined;
  return m.errors[key as keyof LeadsMessages["errors"]].replace("{host}", host);
}

/** What the action answers when it does not redirect: the refusal, worded, for the toast and the page's alert. */
export type LeadActionReply = { intent: string; toast: FlashToast; fieldErrors: Record<string, string> };
