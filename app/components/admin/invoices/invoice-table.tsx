import { DataTable, type DataTableColumn } from "~/components/admin/data-table";
import { numberedDocumentColumns } from "~/components/admin/document-table-columns";
import { formatCalendarDate, formatUsd } from "~/domain/dashboard/dashboard-format";
import type { InvoiceListRow } from "~/domain/invoices/list-invoices.server";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { InvoiceStatusBadge } from "./invoice-status-badge";

/** The invoice list's rows: number (or "Draft") linking to the invoice, customer, dates, amounts and status. */
export function InvoiceTable({ rows }: { rows: InvoiceListRow[] }) {
  const m = useMessages().admin.invoices;
  const locale = useLocale();
  const date = (value: string | null) => (value ? formatCalendarDate(value, locale) : m.table.notYet);
  const columns: DataTableColumn<InvoiceListRow>[] = [
    ...numberedDocumentColumns<InvoiceListRow>({ basePath: "/admin/invoices", words: m.table }),
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
