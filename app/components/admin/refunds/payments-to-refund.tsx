import { Link } from "react-router";
import { formatBusinessDate, formatUsd } from "~/domain/dashboard/dashboard-format";
import type { PaymentToRefundRow } from "~/domain/refunds/list-payments-to-refund.server";
import type { FormReply } from "~/http/form-reply";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { MarkRefundedForm } from "./mark-refunded-form";

/**
 * "Payments to refund" (ADR 084 and 087 addenda): one list of invoice payments that could not be taken and quote
 * deposits nothing is owed for, each saying what it is for, whose it is, how much, why, and Stripe's session and
 * payment ids to find it by, with its "Mark refunded". On /admin/invoices (`list`) only what is still to refund; on an
 * invoice's or quote's page (`document`) the refunded ones too, as its record. Drawn only when there are some.
 */
export function PaymentsToRefund(props: {
  rows: PaymentToRefundRow[];
  variant: "list" | "document";
  reply?: FormReply;
}) {
  const m = useMessages().admin.refunds;
  const locale = useLocale();
  if (props.rows.length === 0) return null;
  const owing = props.rows.some((row) => !row.refunded);
  return (
    <section
      aria-labelledby="payments-to-refund-title"
      className={`flex flex-col gap-2 rounded-lg border p-4 ${owing ? "border-destructive" : ""}`}
      data-testid="refund-flags"
    >
      <h2 id="payments-to-refund-title" className="text-lg font-semibold">
        {props.variant === "list" ? m.title : m.historyTitle}
      </h2>
      <p className="text-sm text-muted-foreground">{props.variant === "list" ? m.intro : m.historyIntro}</p>
      <div className="overflow-x-auto" role="region" tabIndex={0} aria-labelledby="payments-to-refund-title">
        <table className="w-full text-sm" aria-label={m.label}>
          <thead className="text-left">
            <tr>
              <th scope="col" className="p-2">
                {m.what}
              </th>
              <th scope="col" className="p-2">
                {m.customer}
              </th>
              <th scope="col" className="p-2 text-right">
                {m.amount}
              </th>
              <th scope="col" className="p-2">
                {m.reason}
              </th>
              <th scope="col" className="p-2">
                {m.stripe}
              </th>
              <th scope="col" className="p-2">
                {m.flagged}
              </th>
              <th scope="col" className="p-2">
                {m.action}
              </th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => {
              const what = format(row.kind === "invoice" ? m.invoice : m.quote, { number: row.number });
              return (
                <tr key={`${row.kind}-${row.id}`} className="border-t align-top" data-testid="refund-flag-row">
                  <td className="whitespace-nowrap p-2">
                    <Link
                      to={`/admin/${row.kind === "invoice" ? "invoices" : "quotes"}/${row.documentId}`}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      {what}
                    </Link>
                  </td>
                  <td className="p-2">
                    <Link to={`/admin/customers/${row.customerId}`} className="underline-offset-4 hover:underline">
                      {row.customerName}
                    </Link>
                  </td>
                  <td className="p-2 text-right tabular-nums">{formatUsd(row.amountCents / 100, locale)}</td>
                  <td className="p-2">{m.reasons[row.reason]}</td>
                  <td className="break-all p-2 font-mono text-xs">
                    {row.sessionId ? <div>{format(m.session, { id: row.sessionId })}</div> : null}
                    {row.paymentIntentId ? <div>{format(m.paymentIntent, { id: row.paymentIntentId })}</div> : null}
                  </td>
                  <td className="whitespace-nowrap p-2">{formatBusinessDate(row.flaggedAt, locale)}</td>
                  <td className="p-2">
                    {row.refunded ? (
                      <RefundedNote refunded={row.refunded} />
                    ) : (
                      <MarkRefundedForm row={row} what={what} reply={props.reply} />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function RefundedNote({ refunded }: { refunded: NonNullable<PaymentToRefundRow["refunded"]> }) {
  const m = useMessages().admin.refunds;
  const locale = useLocale();
  return (
    <p className="flex flex-col text-sm" data-testid="refund-flag-refunded">
      <span>
        {format(m.refundedOn, { date: formatBusinessDate(refunded.at, locale) })}
        {refunded.by ? ` ${format(m.refundedBy, { name: refunded.by })}` : ""}
      </span>
      {refunded.reference ? (
        <span className="font-mono text-xs text-muted-foreground">
          {format(m.refundedReference, { reference: refunded.reference })}
        </span>
      ) : null}
    </p>
  );
}
