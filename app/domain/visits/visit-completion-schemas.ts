import { z } from "zod";
import { firstIssuePerField } from "~/domain/form-field-errors";
import { QuantityThousandthsSchema } from "~/domain/invoices/invoice-schemas";
import { SERVICE_PAYMENT_STATUSES, parseAmountDollars } from "~/domain/service-history/service-record-schemas";
import { leftOutWhenEmpty, multiLineText } from "~/domain/text-fields/text-field-schemas";

/**
 * The technician's completion form (issue 35), the same on both sides: what was done, the parts, the amount and
 * whether it was paid, notes the customer sees, and up to VISIT_PHOTOS_MAX photos (checked by the server's resizer).
 */

export const VISIT_PHOTOS_MAX = 4;
/** How many price book rows the completion form offers (and the most lines it may post). */
export const VISIT_COMPLETION_LINES_MAX = 6;
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
  | "linesInvalid"
  | "quantityInvalid"
  | "unknownPriceBookItem"
  | "idempotencyKeyInvalid";

const textMessages = { tooLong: "tooLong", notAllowed: "notAllowed" } as const;

export const VisitCompletionSchema = z
  .object({
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
        // Empty is allowed here: with price book lines the invoice prices the visit (checked below, with the lines).
        if (typed === "") return undefined;
        const parsed = parseAmountDollars(typed);
        if (parsed === undefined) {
          context.addIssue({ code: "custom", message: /^-/.test(typed) ? "amountNegative" : "amountInvalid" });
          return z.NEVER;
        }
        return parsed;
      }),
    paymentStatus: z.enum(VISIT_PAYMENT_STATUSES, { error: "paymentStatusInvalid" }),
    technicianNotes: leftOutWhenEmpty(
      multiLineText({ max: VISIT_COMPLETION_MAX_LENGTH.technicianNotes, messages: textMessages }),
    ).transform((value) => value ?? null),
    /**
     * Price book items the technician picked (issue 38): a code and how many, never a price (the server prices them
     * from its price book). Rows left on "none" are dropped before this (postedCompletionLines).
     */
    lines: z
      .array(
        z.object({
          code: z.string({ error: "linesInvalid" }).trim().min(1).max(60),
          quantity: QuantityThousandthsSchema,
        }),
        { error: "linesInvalid" },
      )
      .max(VISIT_COMPLETION_LINES_MAX, "linesInvalid")
      .optional()
      .transform((lines) => (lines ?? []).map((line) => ({ code: line.code, quantityThousandths: line.quantity }))),
  })
  .superRefine((form, context) => {
    // Without price book lines the typed amount is what the visit cost, so it is required (0 when nothing).
    if (form.amountCharged === undefined && form.lines.length === 0)
      context.addIssue({ code: "custom", path: ["amountCharged"], message: "amountRequired" });
  });

/**
 * The completion form's price book rows as posted (`lineCode` and `lineQuantity`, repeated, in order) into the
 * schema's `lines`: a row left on "none" is no line. The quantity of a row is the one beside it.
 */
export function postedCompletionLines(codes: readonly unknown[], quantities: readonly unknown[]) {
  return codes.flatMap((code, index) =>
    typeof code === "string" && code.trim() !== ""
      ? [{ code, quantity: typeof quantities[index] === "string" ? quantities[index] : "" }]
      : [],
  );
}

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
