import { Link } from "react-router";
import { DataTable, type DataTableColumn } from "~/components/admin/data-table";
import { QuoteStatusBadge } from "~/components/quotes/quote-status-badge";
import { BUSINESS_TIME_ZONE } from "~/config/business-rules";
import { formatUsd } from "~/domain/dashboard/dashboard-format";
import type { QuoteListRow } from "~/domain/quotes/list-quotes.server";
import { format } from "~/i18n/catalog";
import { dateTimeFormat } from "~/i18n/intl-formats";
import { useLocale, useMessages } from "~/i18n/use-messages";

/** The quote list's rows: number (or Draft) linking to the quote, customer, what it is for, the options' totals. */
export function QuoteTable({ rows }: { rows: QuoteListRow[] }) {
  const m = useMessages().admin.quotes;
  const locale = useLocale();
  const dates = dateTimeFormat(locale === "es" ? "es-US" : "en-US", {
    dateStyle: "medium",
    timeZone: BUSINESS_TIME_ZONE,
  });
  const columns: DataTableColumn<QuoteListRow>[] = [
    {
      header: m.table.number,
      rowHeader: true,
      phoneLabel: true,
      className: "whitespace-nowrap font-mono text-xs",
      cell: (row) => (
        <Link
          to={`/admin/quotes/${row.id}`}
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
    { header: m.table.title, phoneLabel: true, className: "max-w-[16rem] break-words", cell: (row) => row.title },
    {
      header: m.table.options,
      phoneLabel: true,
      className: "tabular-nums",
      cell: (row) => row.optionTotalsCents.map((cents) => formatUsd(cents / 100, locale)).join(" · "),
    },
    {
      header: m.table.expires,
      phoneLabel: true,
      className: "whitespace-nowrap",
      cell: (row) => (row.expiresAt ? dates.format(new Date(row.expiresAt)) : "—"),
    },
    {
      header: m.table.status,
      phoneLabel: true,
      cell: (row) => <QuoteStatusBadge status={row.status} label={m.statuses[row.status]} />,
    },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      rowData={(row) => ({ "data-quote-id": row.id })}
      rowTestId="quote-row"
      label={m.table.label}
      layout="stacked"
      widthClassName="md:min-w-[48rem]"
      empty={{ text: m.table.none, testId: "quotes-empty" }}
    />
  );
}
