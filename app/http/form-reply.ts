import type { AppErrorCode } from "~/domain/app-error";
import type { FormToast } from "./form-toast";

/** A form's posted text fields by name. */
export type FormFields = Record<string, string>;

/**
 * What every form action answers a post it did not redirect (ADR 063): which form it answers, why it was refused
 * (an AppError code, FAILED for an unexpected failure, null for a success shown in place), what was typed (never a
 * password), the words under each refused field, and the toast. A screen may add fields of its own
 * (`FormReply & { … }`).
 */
export type FormReply = {
  intent: string;
  code: AppErrorCode | "FAILED" | null;
  values: FormFields;
  fieldErrors: Record<string, string>;
  toast: FormToast;
};
