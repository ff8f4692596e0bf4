import { Link } from "react-router";
import { InvoiceStatusBadge } from "~/components/admin/invoices/invoice-status-badge";
import { buttonVariants } from "~/components/ui/button";
import { formatCalendarDate, formatUsd } from "~/domain/dashboard/dashboard-format";
import type { CustomerInvoiceRow } from "~/domain/invoices/list-customer-invoices.server";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { ActivityTable } from "./customer-activity-tables";

/**
 * The customer's invoices on their page (issue 38): number (or Draft) linking to the invoice, status (Overdue for an
 * open one past its due date), amounts, and how many are overdue.
 */
export function CustomerInvoicesTable(props: {
  customerId: string;
  customerName: string;
  invoices: { rows: CustomerInvoiceRow[]; total: number; overdueCount: number };
}) {
  const m = useMessages().admin.invoices;
  const locale = useLocale();
  const { rows, total } = props.invoices;
  return (
    <ActivityTable
      id="invoices"
      title={m.title}
      empty={m.empty.text}
      total={total}
      action={
        <span className="flex flex-wrap items-center gap-2">
          {props.invoices.overdueCount > 0 ? (
            // How many are past due, linked to the office list filtered to them.
            <Link
              to={`/admin/invoices?status=overdue&q=${encodeURIComponent(props.customerName)}`}
              className={buttonVariants({ variant: "destructive", size: "sm" })}
              data-testid="customer-invoices-overdue"
            >
              {format(m.customer.overdueCount, { count: props.invoices.overdueCount })}
            </Link>
          ) : null}
          <Link
            to={`/admin/invoices?q=${encodeURIComponent(props.customerName)}`}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            {m.customer.all}
          </Link>
          {/* Quotes (issue 38 item 4) are started from the customer record they are for. */}
          <Link
            to={`/admin/quotes/new?customer=${props.customerId}`}
            className={buttonVariants({ variant: "outline", size: "sm" })}
            data-testid="customer-new-quote"
          >
            {m.customer.newQuote}
          </Link>
        </span>
      }
      columns={[m.table.number, m.table.issueDate, m.table.total, m.table.balance, m.table.status]}
      numericColumn={2}
      rows={rows.map((row) => [
        <Link
          key="n"
          to={`/admin/invoices/${row.id}`}
          className="whitespace-nowrap font-mono text-xs font-semibold text-primary underline-offset-4 hover:underline"
        >
          {row.number ?? m.table.draft}
        </Link>,
        row.issueDate ? formatCalendarDate(row.issueDate, locale) : m.table.notYet,
        formatUsd(row.totalCents / 100, locale),
        <span key="b" className="tabular-nums">
          {formatUsd(row.balanceCents / 100, locale)}
        </span>,
        <InvoiceStatusBadge key="s" status={row.status} overdue={row.overdue} />,
      ])}
      rowKeys={rows.map((row) => row.id)}
    />
  );
}
