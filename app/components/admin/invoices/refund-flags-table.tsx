import { Link } from "react-router";
import { formatBusinessDate, formatUsd } from "~/domain/dashboard/dashboard-format";
import type { RefundFlagRow } from "~/domain/invoice-payments/list-refund-flags.server";
import { useLocale, useMessages } from "~/i18n/use-messages";

/**
 * "Payments to refund": online payments that completed for an invoice voided or paid meanwhile, recorded against
 * nothing, for staff to refund in Stripe. Drawn only when there are some.
 */
export function RefundFlagsTable({ rows }: { rows: RefundFlagRow[] }) {
  const m = useMessages().admin.invoices.refunds;
  const locale = useLocale();
  if (rows.length === 0) return null;
  return (
    <section className="flex flex-col gap-2 rounded-lg border border-destructive p-4" data-testid="refund-flags">
      <h2 className="text-lg font-semibold">{m.title}</h2>
      <p className="text-sm text-muted-foreground">{m.intro}</p>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" aria-label={m.label}>
          <thead className="text-left">
            <tr>
              <th scope="col" className="p-2">
                {m.customer}
              </th>
              <th scope="col" className="p-2">
                {m.invoice}
              </th>
              <th scope="col" className="p-2 text-right">
                {m.amount}
              </th>
              <th scope="col" className="p-2">
                {m.session}
              </th>
              <th scope="col" className="p-2">
                {m.reason}
              </th>
              <th scope="col" className="p-2">
                {m.flagged}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t">
                <td className="p-2">
                  <Link to={`/admin/customers/${row.customerId}`} className="underline-offset-4 hover:underline">
                    {row.customerName}
                  </Link>
                </td>
                <td className="p-2 font-mono text-xs">
                  <Link
                    to={`/admin/invoices/${row.invoiceId}`}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {row.number}
                  </Link>
                </td>
                <td className="p-2 text-right tabular-nums">{formatUsd(row.amountCents / 100, locale)}</td>
                <td className="break-all p-2 font-mono text-xs">{row.sessionId}</td>
                <td className="p-2">{m.reasons[row.reason]}</td>
                <td className="whitespace-nowrap p-2">{formatBusinessDate(row.flaggedAt, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
