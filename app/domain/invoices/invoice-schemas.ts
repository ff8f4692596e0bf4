import { z } from "zod";
import { INVOICE_LINE_MAX_CENTS, INVOICE_LINES_MAX } from "~/config/invoice-rules";
import { INVOICE_PAYMENT_METHODS } from "~/db/schema/invoices";
import { leftOutWhenEmpty, multiLineText, singleLineText } from "~/domain/text-fields/text-field-schemas";

/** Dollars as staff type them ("89", "89.5", "1,234.56") into integer cents; undefined when it is not an amount. */
export function dollarsToCents(text: string): number | undefined {
  const cleaned = text.trim().replace(/[$,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return undefined;
  const [whole, fraction = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Dollars typed into a form, as integer cents up to `max`; zero only when allowed. The field key is amountInvalid. */
export const amountCents = (max: number, allowZero: boolean) =>
  z.union([z.string(), z.number()], { error: "amountInvalid" }).transform((value, context) => {
    const cents = dollarsToCents(String(value));
    if (cents === undefined || cents > max || (!allowZero && cents === 0)) {
      context.addIssue({ code: "custom", message: "amountInvalid" });
      return z.NEVER;
    }
    return cents;
  });

/** A payment staff record: amount in dollars (more than zero), how it was paid, an optional reference (check number). */
export const InvoicePaymentSchema = z
  .object({
    amount: amountCents(INVOICE_LINE_MAX_CENTS * INVOICE_LINES_MAX, false),
    method: z.enum(INVOICE_PAYMENT_METHODS.filter((method) => method !== "stripe") as ["card_on_site"], {
      error: "methodInvalid",
    }),
    reference: leftOutWhenEmpty(
      singleLineText({ max: 100, messages: { tooLong: "referenceTooLong", notAllowed: "referenceInvalid" } }),
    ),
  })
  .transform(({ amount, ...rest }) => ({ ...rest, amountCents: amount }));

/** Quantity as typed ("1", "1.5", "0.25") into thousandths, more than zero and at most 9,999; empty is one. */
export const QuantityThousandthsSchema = z
  .union([z.string(), z.number()], { error: "quantityInvalid" })
  .optional()
  .transform((value, context) => {
    const text = String(value ?? "1").trim() || "1";
    if (!/^\d{1,4}(\.\d{1,3})?$/.test(text) || Number(text) <= 0) {
      context.addIssue({ code: "custom", message: "quantityInvalid" });
      return z.NEVER;
    }
    return Math.round(Number(text) * 1000);
  });

/**
 * One line of a draft as staff edit it: a price book code (its price and name come from the price book, on the
 * server) or a custom line with its own description and unit price. Never a line total: that is computed.
 */
export const DraftInvoiceLineSchema = z.union([
  z.object({ code: z.string().trim().min(1).max(60), quantity: QuantityThousandthsSchema }),
  z.object({
    description: multiLineText({
      max: 500,
      messages: { required: "descriptionRequired", tooLong: "descriptionTooLong", notAllowed: "descriptionInvalid" },
    }),
    unitPrice: amountCents(INVOICE_LINE_MAX_CENTS, true),
    quantity: QuantityThousandthsSchema,
    discountable: z
      .union([z.boolean(), z.literal("on"), z.literal("true")])
      .optional()
      .transform(Boolean),
  }),
]);

export const DraftInvoiceEditSchema = z.object({
  lines: z
    .array(DraftInvoiceLineSchema, { error: "linesInvalid" })
    .min(1, "linesRequired")
    .max(INVOICE_LINES_MAX, "tooManyLines"),
});
export type DraftInvoiceEdit = z.infer<typeof DraftInvoiceEditSchema>;

/** Voiding needs a reason, which the invoice keeps with its number. */
export const VoidInvoiceSchema = z.object({
  reason: multiLineText({
    max: 500,
    messages: { required: "reasonRequired", tooLong: "reasonTooLong", notAllowed: "reasonInvalid" },
  }),
});
