import type { ReactNode } from "react";
import { formatBusinessDate, formatCalendarDate, formatUsd } from "~/domain/dashboard/dashboard-format";
import type { CustomerInvoiceDetail } from "~/domain/invoice-payments/customer-invoice-view.server";
import { format, type Locale, type Messages } from "~/i18n/catalog";
import { InvoiceTotals } from "~/components/invoices/invoice-totals";
import { CustomerInvoiceStateBadge } from "./customer-invoice-state-badge";

/**
 * One invoice as the customer reads it (portal and invoice link alike): dates, lines, discount, totals, payments, and
 * `action` (the Pay form) under the balance while it is owed. Its words are passed in: the link's public page is not
 * sent the portal's catalogue.
 */
export function CustomerInvoiceDocument({
  invoice,
  action,
  words,
  locale,
}: {
  invoice: CustomerInvoiceDetail;
  action?: ReactNode;
  words: Messages["portal"]["invoices"];
  locale: Locale;
}) {
  const d = words.detail;
  const usd = (cents: number) => formatUsd(cents / 100, locale);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-mono text-2xl font-bold tracking-tight md:text-3xl">{invoice.number}</h1>
        <CustomerInvoiceStateBadge state={invoice.state} words={words} />
      </div>
      <dl className="grid max-w-md grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{d.issueDate}</dt>
        <dd>{invoice.issueDate ? formatCalendarDate(invoice.issueDate, locale) : "—"}</dd>
        <dt className="text-muted-foreground">{d.dueDate}</dt>
        <dd>{invoice.dueDate ? formatCalendarDate(invoice.dueDate, locale) : "—"}</dd>
      </dl>
      {invoice.state === "void" && invoice.voidReason ? (
        <p className="text-sm text-muted-foreground">{format(d.voidNote, { reason: invoice.voidReason })}</p>
      ) : null}
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-sm">
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="p-3">
                {d.description}
              </th>
              <th scope="col" className="p-3 text-right">
                {d.quantity}
              </th>
              <th scope="col" className="p-3 text-right">
                {d.unitPrice}
              </th>
              <th scope="col" className="p-3 text-right">
                {d.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line) => (
              <tr key={line.id} className="border-t">
                <td className="p-3">{line.description}</td>
                <td className="p-3 text-right tabular-nums">{line.quantity}</td>
                <td className="p-3 text-right tabular-nums">{usd(line.unitPriceCents)}</td>
                <td className="p-3 text-right tabular-nums">{usd(line.lineTotalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <InvoiceTotals invoice={invoice} words={d} locale={locale} className="w-full max-w-xs" />
      {invoice.payable && action ? <div className="ml-auto">{action}</div> : null}
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">{d.payments}</h2>
        {invoice.payments.length === 0 ? (
          <p className="text-sm text-muted-foreground">{d.noPayments}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {invoice.payments.map((payment) => (
              <li key={payment.id} className="flex justify-between gap-4">
                <span>
                  {formatBusinessDate(payment.receivedAt, locale)} ·{" "}
                  {d.methods[payment.method as keyof typeof d.methods] ?? payment.method}
                </span>
                <span className="tabular-nums">{usd(payment.amountCents)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
