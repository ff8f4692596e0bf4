import { z } from "zod";
import { INVOICE_LINE_MAX_CENTS, INVOICE_LINES_MAX } from "~/config/invoice-rules";
import { multiLineText } from "~/domain/text-fields/text-field-schemas";
import { amountCents } from "./invoice-schemas";

/**
 * Staff record that money of one payment was given back (ADR 084's refunds addendum): which payment (one of the
 * invoice's, checked on the server), how much in dollars (more than zero; at most what is left of the payment, also
 * checked there) and why.
 */
export const InvoicePaymentRefundSchema = z
  .object({
    paymentId: z.uuid({ error: "paymentUnknown" }),
    amount: amountCents(INVOICE_LINE_MAX_CENTS * INVOICE_LINES_MAX, false),
    reason: multiLineText({
      max: 500,
      messages: { required: "reasonRequired", tooLong: "reasonTooLong", notAllowed: "reasonInvalid" },
    }),
  })
  .transform(({ amount, ...rest }) => ({ ...rest, amountCents: amount }));
export type InvoicePaymentRefund = z.infer<typeof InvoicePaymentRefundSchema>;
