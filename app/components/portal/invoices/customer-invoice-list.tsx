import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { formatCalendarDate, formatUsd } from "~/domain/dashboard/dashboard-format";
import type { CustomerInvoiceSummary } from "~/domain/invoice-payments/customer-invoice-view.server";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { CustomerInvoiceStateBadge } from "./customer-invoice-state-badge";

/**
 * The customer's invoices in one form: a box to tick on each open one, "Pay selected" and "Pay all". Only ids are
 * posted; the server reads every amount.
 */
export function CustomerInvoiceList({
  invoices,
  owedCents,
}: {
  invoices: CustomerInvoiceSummary[];
  owedCents: number;
}) {
  const m = useMessages().portal.invoices;
  const locale = useLocale();
  const busy = useNavigation().state !== "idle";
  const usd = (cents: number) => formatUsd(cents / 100, locale);
  const date = (value: string | null) => (value ? formatCalendarDate(value, locale) : "—");
  return (
    <Form method="post" className="flex flex-col gap-4">
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-sm" aria-label={m.table.label}>
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="p-3">
                {m.table.choose}
              </th>
              <th scope="col" className="p-3">
                {m.table.number}
              </th>
              <th scope="col" className="p-3">
                {m.table.issueDate}
              </th>
              <th scope="col" className="p-3">
                {m.table.dueDate}
              </th>
              <th scope="col" className="p-3 text-right">
                {m.table.total}
              </th>
              <th scope="col" className="p-3 text-right">
                {m.table.balance}
              </th>
              <th scope="col" className="p-3">
                {m.table.status}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.id} className="border-t" data-testid="customer-invoice-row">
                <td className="p-3">
                  {invoice.payable ? (
                    <input
                      type="checkbox"
                      name="invoice"
                      value={invoice.id}
                      className="size-5"
                      aria-label={format(m.table.chooseInvoice, { number: invoice.number })}
                    />
                  ) : null}
                </td>
                <th scope="row" className="p-3 text-left font-mono text-xs">
                  <Link
                    to={`/customer/invoices/${invoice.id}`}
                    className="font-semibold text-primary underline-offset-4 hover:underline"
                    aria-label={format(m.table.open, { number: invoice.number })}
                  >
                    {invoice.number}
                  </Link>
                </th>
                <td className="whitespace-nowrap p-3">{date(invoice.issueDate)}</td>
                <td className="whitespace-nowrap p-3">{date(invoice.dueDate)}</td>
                <td className="p-3 text-right tabular-nums">{usd(invoice.totalCents)}</td>
                <td className="p-3 text-right tabular-nums">{usd(invoice.balanceCents)}</td>
                <td className="p-3">
                  <CustomerInvoiceStateBadge state={invoice.state} words={m} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {owedCents > 0 ? (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" name="intent" value="pay" disabled={busy}>
            {busy ? m.paying : m.paySelected}
          </Button>
          <Button type="submit" name="intent" value="pay-all" variant="outline" disabled={busy}>
            {format(m.payAll, { amount: usd(owedCents) })}
          </Button>
        </div>
      ) : null}
    </Form>
  );
}
