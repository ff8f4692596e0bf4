import { Link } from "react-router";
import { DataTable, type DataTableColumn } from "~/components/admin/data-table";
import { formatCalendarDate, formatUsd } from "~/domain/dashboard/dashboard-format";
import type { InvoiceListRow } from "~/domain/invoices/list-invoices.server";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { InvoiceStatusBadge } from "./invoice-status-badge";

/** The invoice list's rows: number (or "Draft") linking to the invoice, customer, dates, amounts and status. */
export function InvoiceTable({ rows }: { rows: InvoiceListRow[] }) {
  const m = useMessages().admin.invoices;
  const locale = useLocale();
  const date = (value: string | null) => (value ? formatCalendarDate(value, locale) : m.table.notYet);
  const columns: DataTableColumn<InvoiceListRow>[] = [
    {
      header: m.table.number,
      rowHeader: true,
      phoneLabel: true,
      className: "whitespace-nowrap font-mono text-xs",
      cell: (row) => (
        <Link
          to={`/admin/invoices/${row.id}`}
          className="font-semibold text-primary underline-offset-4 hover:underline"
          aria-label={format(m.table.open, { number: row.number ?? m.table.draft })}
        >
          {row.number ?? m.table.draft}
        </Link>
      ),
    },
    {
      header: m.table.customer,
      phoneLabel: true,
      className: "max-w-[14rem] break-words",
      cell: (row) => (
        <Link to={`/admin/customers/${row.customerId}`} className="underline-offset-4 hover:underline">
          {row.customerName}
        </Link>
      ),
    },
    { header: m.table.issueDate, phoneLabel: true, className: "whitespace-nowrap", cell: (row) => date(row.issueDate) },
    { header: m.table.dueDate, phoneLabel: true, className: "whitespace-nowrap", cell: (row) => date(row.dueDate) },
    {
      header: m.table.total,
      align: "right",
      phoneLabel: true,
      className: "tabular-nums",
      cell: (row) => formatUsd(row.totalCents / 100, locale),
    },
    {
      header: m.table.balance,
      align: "right",
      phoneLabel: true,
      className: (row) =>
        row.status === "open" && row.balanceCents > 0 ? "tabular-nums text-destructive" : "tabular-nums",
      cell: (row) => formatUsd(row.balanceCents / 100, locale),
    },
    {
      header: m.table.status,
      phoneLabel: true,
      cell: (row) => <InvoiceStatusBadge status={row.status} overdue={row.overdue} />,
    },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      rowData={(row) => ({ "data-invoice-id": row.id })}
      rowTestId="invoice-row"
      label={m.table.label}
      layout="stacked"
      widthClassName="md:min-w-[48rem]"
      empty={{ text: m.empty.text, hint: m.empty.hint, testId: "invoices-empty" }}
    />
  );
}
