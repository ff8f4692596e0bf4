import { z } from "zod";
import { firstIssuePerField } from "~/domain/form-field-errors";
import { SERVICE_PAYMENT_STATUSES, parseAmountDollars } from "~/domain/service-history/service-record-schemas";
import { leftOutWhenEmpty, multiLineText } from "~/domain/text-fields/text-field-schemas";

/**
 * The technician's completion form (issue 35), the same on both sides: what was done, the parts, the amount and
 * whether it was paid, notes the customer sees, and up to VISIT_PHOTOS_MAX photos (checked by the server's resizer).
 */

export const VISIT_PHOTOS_MAX = 4;
export const VISIT_COMPLETION_MAX_LENGTH = { workDone: 2000, partsUsed: 1000, technicianNotes: 2000 } as const;
/** A technician collects paid or pending; "overdue" is the office's word, later. */
export const VISIT_PAYMENT_STATUSES = [
  "paid",
  "pending",
] as const satisfies readonly (typeof SERVICE_PAYMENT_STATUSES)[number][];
export type VisitPaymentStatus = (typeof VISIT_PAYMENT_STATUSES)[number];

export type VisitCompletionValidationKey =
  | "workDoneRequired"
  | "amountRequired"
  | "amountNegative"
  | "amountInvalid"
  | "paymentStatusInvalid"
  | "tooLong"
  | "notAllowed"
  | "tooManyPhotos"
  | "idempotencyKeyInvalid";

const textMessages = { tooLong: "tooLong", notAllowed: "notAllowed" } as const;

export const VisitCompletionSchema = z.object({
  workDone: multiLineText({
    max: VISIT_COMPLETION_MAX_LENGTH.workDone,
    messages: { required: "workDoneRequired", ...textMessages },
  }),
  partsUsed: leftOutWhenEmpty(
    multiLineText({ max: VISIT_COMPLETION_MAX_LENGTH.partsUsed, messages: textMessages }),
  ).transform((value) => value ?? null),
  amountCharged: z
    .string({ error: "amountInvalid" })
    .optional()
    .transform((value, context) => {
      const typed = (value ?? "").trim();
      const parsed = typed === "" ? undefined : parseAmountDollars(typed);
      if (parsed === undefined) {
        const message = typed === "" ? "amountRequired" : /^-/.test(typed) ? "amountNegative" : "amountInvalid";
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return parsed;
    }),
  paymentStatus: z.enum(VISIT_PAYMENT_STATUSES, { error: "paymentStatusInvalid" }),
  technicianNotes: leftOutWhenEmpty(
    multiLineText({ max: VISIT_COMPLETION_MAX_LENGTH.technicianNotes, messages: textMessages }),
  ).transform((value) => value ?? null),
});

export type VisitCompletionInput = z.input<typeof VisitCompletionSchema>;
export type VisitCompletion = z.infer<typeof VisitCompletionSchema>;
export type VisitCompletionField = keyof VisitCompletionInput;

/** The form's fields in the screen's order. */
export const VISIT_COMPLETION_FIELDS = Object.keys(VisitCompletionSchema.shape) as VisitCompletionField[];

export function visitCompletionFieldErrors(error: z.ZodError): Record<string, string> {
  return firstIssuePerField<VisitCompletionField>(error, "workDone") as Record<string, string>;
}

/** The key the phone makes for each action (a uuid), so a retry is recognised. */
export const IdempotencyKeySchema = z.uuid({ error: "idempotencyKeyInvalid" });
