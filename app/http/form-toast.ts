import { FAILURE_TOAST_MS, SUCCESS_TOAST_MS, VALIDATION_TOAST_MS } from "~/config/toast-durations";
import type { FlashToast } from "./flash-toast.server";

/**
 * The toasts a form's answer raises, with the spec's durations (document 1 §9). One set for every screen: a screen
 * chooses the words, these choose how long and in which style they stay.
 */
export type FormToast = FlashToast;

export function successToast(title: string, description?: string, id?: string): FormToast {
  return { title, description, variant: "success", durationMs: SUCCESS_TOAST_MS, ...(id ? { id } : {}) };
}

export function infoToast(title: string, description?: string, id?: string): FormToast {
  return { title, description, variant: "info", durationMs: SUCCESS_TOAST_MS, ...(id ? { id } : {}) };
}

export function failureToast(title: string, description?: string, id?: string): FormToast {
  return { title, description, variant: "error", durationMs: FAILURE_TOAST_MS, ...(id ? { id } : {}) };
}

/** A refused form: the first failing field's message (fields in the form's order) under the screen's title. */
export function validationToast(title: string, fieldMessages: Record<string, string>, id?: string): FormToast {
  return {
    title,
    description: Object.values(fieldMessages)[0],
    variant: "error",
    durationMs: VALIDATION_TOAST_MS,
    ...(id ? { id } : {}),
  };
}
