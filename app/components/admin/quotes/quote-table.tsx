import { DataTable, type DataTableColumn } from "~/components/admin/data-table";
import { numberedDocumentColumns } from "~/components/admin/document-table-columns";
import { QuoteStatusBadge } from "~/components/quotes/quote-status-badge";
import { BUSINESS_TIME_ZONE } from "~/config/business-rules";
import { formatUsd } from "~/domain/dashboard/dashboard-format";
import type { QuoteListRow } from "~/domain/quotes/list-quotes.server";
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
    ...numberedDocumentColumns<QuoteListRow>({ basePath: "/admin/quotes", words: m.table }),
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
