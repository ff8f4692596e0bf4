import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { formatBusinessDate, formatUsd } from "~/domain/dashboard/dashboard-format";
import type { InvoiceView } from "~/domain/invoices/read-invoice.server";
import type { FormReply } from "~/http/form-reply";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { Field, FormCard, selectClasses } from "./invoice-form-card";

/**
 * "Refund a payment" (ADR 084's refunds addendum): which of the invoice's payments, how much of what is left of it
 * (the server checks it again) and why. Offered while some payment has money left to give back, whatever the status.
 */
export function InvoiceRefundForm({ view, reply }: { view: InvoiceView; reply?: FormReply }) {
  const d = useMessages().admin.invoices.detail;
  const locale = useLocale();
  const usd = (cents: number) => formatUsd(cents / 100, locale);
  const refundable = view.payments.filter((payment) => payment.amountCents > payment.refundedCents);
  if (refundable.length === 0) return null;
  const kept = reply?.intent === "refund-payment" ? reply.values : undefined;
  const first = refundable[0]!;
  return (
    <FormCard title={d.refundHeading} hint={d.refundHint} intent="refund-payment" reply={reply}>
      <Field id="invoice-refund-payment" label={d.refundPayment}>
        <select
          id="invoice-refund-payment"
          name="paymentId"
          className={selectClasses}
          defaultValue={kept?.paymentId ?? first.id}
        >
          {refundable.map((payment) => (
            <option key={payment.id} value={payment.id}>
              {format(d.refundPaymentOption, {
                date: formatBusinessDate(payment.receivedAt, locale),
                method: d.methods[payment.method],
                amount: usd(payment.amountCents),
                left: usd(payment.amountCents - payment.refundedCents),
              })}
            </option>
          ))}
        </select>
      </Field>
      <Field id="invoice-refund-amount" label={d.refundAmount}>
        <Input
          id="invoice-refund-amount"
          name="amount"
          inputMode="decimal"
          maxLength={14}
          defaultValue={kept?.amount ?? ((first.amountCents - first.refundedCents) / 100).toFixed(2)}
          required
        />
      </Field>
      <Field id="invoice-refund-reason" label={d.refundReason}>
        <Textarea
          id="invoice-refund-reason"
          name="reason"
          rows={2}
          maxLength={500}
          defaultValue={kept?.reason ?? ""}
          required
        />
      </Field>
      <Button type="submit" variant="outline" className="self-start" data-testid="invoice-refund">
        {d.refund}
      </Button>
    </FormCard>
  );
}
