import { Download } from "lucide-react";
import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { formatBusinessDate, formatCalendarDate, formatUsd } from "~/domain/dashboard/dashboard-format";
import type { InvoiceView } from "~/domain/invoices/read-invoice.server";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { InvoiceTotals } from "~/components/invoices/invoice-totals";
import { InvoiceStatusBadge } from "./invoice-status-badge";

/** The invoice as the customer would read it: number, customer, dates, lines, discount, totals and payments. */
export function InvoiceDocument({ view }: { view: InvoiceView }) {
  const m = useMessages().admin.invoices;
  const d = m.detail;
  const locale = useLocale();
  const { invoice, customer, lines, payments } = view;
  const usd = (cents: number) => formatUsd(cents / 100, locale);
  const draft = invoice.status === "draft";
  return (
    <>
      <div className="flex flex-col gap-2">
        <Link to="/admin/invoices" className="text-sm text-primary underline-offset-4 hover:underline">
          ← {d.back}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-mono text-2xl font-bold tracking-tight md:text-3xl">{invoice.number ?? d.draftTitle}</h1>
          <InvoiceStatusBadge status={invoice.status} />
          {/* A plain link: the PDF is a download, not a page the router could render. */}
          <a
            href={`/admin/invoices/${invoice.id}/pdf`}
            download
            className={buttonVariants({ variant: "outline", size: "sm" })}
            data-testid="invoice-pdf-link"
          >
            <Download aria-hidden />
            {d.downloadPdf}
          </a>
        </div>
        <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{d.customer}</dt>
          <dd>
            <Link to={`/admin/customers/${customer.id}`} className="text-primary underline-offset-4 hover:underline">
              {customer.name}
            </Link>{" "}
            <span className="font-mono text-xs text-muted-foreground">{customer.customerNumber}</span>
          </dd>
          <dt className="text-muted-foreground">{d.issueDate}</dt>
          <dd>{invoice.issueDate ? formatCalendarDate(invoice.issueDate, locale) : m.table.notYet}</dd>
          <dt className="text-muted-foreground">{d.dueDate}</dt>
          <dd>{invoice.dueDate ? formatCalendarDate(invoice.dueDate, locale) : m.table.notYet}</dd>
        </dl>
        {invoice.status === "void" && invoice.voidReason ? (
          <p className="text-sm text-destructive">{format(d.voidReason, { reason: invoice.voidReason })}</p>
        ) : null}
      </div>
      <section aria-labelledby="invoice-lines" className="rounded-lg border bg-card">
        <h2 id="invoice-lines" className="sr-only">
          {d.linesHeading}
        </h2>
        <div className="overflow-x-auto" role="region" tabIndex={0} aria-labelledby="invoice-lines">
          <table className="w-full text-sm" data-testid="invoice-lines">
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th className="px-3 py-2 font-medium">{d.description}</th>
                <th className="px-3 py-2 text-right font-medium">{d.quantity}</th>
                <th className="px-3 py-2 text-right font-medium max-sm:hidden">{d.unitPrice}</th>
                <th className="px-3 py-2 text-right font-medium">{d.lineTotal}</th>
                {draft ? <th className="sr-only">{d.remove}</th> : null}
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id} className="border-b align-top">
                  <td className="break-words px-3 py-2">{line.description}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{line.quantityThousandths / 1000}</td>
                  <td className="px-3 py-2 text-right tabular-nums max-sm:hidden">{usd(line.unitPriceCents)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{usd(line.lineTotalCents)}</td>
                  {draft ? (
                    <td className="px-3 py-1 text-right">
                      <Form method="post">
                        <input type="hidden" name="intent" value="remove-line" />
                        <input type="hidden" name="lineId" value={line.id} />
                        <Button
                          type="submit"
                          variant="ghost"
                          size="sm"
                          aria-label={format(d.removeLabel, { description: line.description })}
                        >
                          {d.remove}
                        </Button>
                      </Form>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <InvoiceTotals invoice={invoice} words={d} locale={locale} className="max-w-sm p-3" testId="invoice-totals" />
      </section>
      <section aria-labelledby="invoice-payments" className="flex flex-col gap-2">
        <h2 id="invoice-payments" className="text-lg font-semibold">
          {d.paymentsHeading}
        </h2>
        {payments.length === 0 ? (
          <p className="text-sm text-muted-foreground">{d.noPayments}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm" data-testid="invoice-payments">
            {payments.map((payment) => (
              <li key={payment.id} className="flex flex-col">
                <div className="flex flex-wrap gap-x-3">
                  <span>{formatBusinessDate(payment.receivedAt, locale)}</span>
                  <span>{d.methods[payment.method]}</span>
                  {payment.reference ? <span className="text-muted-foreground">{payment.reference}</span> : null}
                  <span className="ml-auto font-medium tabular-nums">{usd(payment.amountCents)}</span>
                </div>
                {payment.refunds.map((refund) => (
                  // Money given back of this payment: the invoice's paid amount already counts it out.
                  <p key={refund.id} className="pl-4 text-muted-foreground" data-testid="invoice-payment-refund">
                    {format(d.refundedLine, {
                      amount: usd(refund.amountCents),
                      date: formatBusinessDate(refund.refundedAt, locale),
                      reason: refund.reason,
                    })}
                    {refund.by ? ` ${format(d.refundedBy, { name: refund.by })}` : ""}
                  </p>
                ))}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
