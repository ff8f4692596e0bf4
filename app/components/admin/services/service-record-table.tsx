import { Pencil, Trash2 } from "lucide-react";
import { CustomerNameCell } from "~/components/admin/customer-name-cell";
import { Link } from "react-router";
import { DataTable, type DataTableColumn } from "~/components/admin/data-table";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/class-names";
import { formatCalendarDate, formatUsd } from "~/domain/dashboard/dashboard-format";
import type { ServiceRecordList, ServiceRecordRow } from "~/domain/service-history/list-service-records.server";
import type { ServiceListParams } from "~/domain/service-history/service-record-schemas";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { serviceDialogHref, serviceListHref } from "./service-dialog-links";
import { ListPagination } from "./list-pagination";
import { ServicePaymentBadge } from "./service-payment-badge";

/** The records as a table (scrolls sideways on a phone), or the spec's empty state. */
export function ServiceRecordTable({ list, params }: { list: ServiceRecordList; params: ServiceListParams }) {
  const m = useMessages().admin.services;
  const locale = useLocale();
  const columns: DataTableColumn<ServiceRecordRow>[] = [
    {
      header: m.table.date,
      cell: (row) => formatCalendarDate(row.serviceDate, locale),
      className: "whitespace-nowrap tabular-nums",
    },
    {
      header: m.table.customer,
      cell: (row) => (
        <CustomerNameCell
          customerId={row.customerId}
          customerName={row.customerName}
          customerNumber={row.customerNumber}
        />
      ),
    },
    {
      header: m.table.service,
      cell: (row) => (
        <>
          <span className="font-medium">{row.serviceType}</span>
          {row.description ? (
            <span className="mt-0.5 line-clamp-2 whitespace-pre-line break-words text-xs text-muted-foreground">
              {row.description}
            </span>
          ) : null}
        </>
      ),
      className: "max-w-xs",
    },
    {
      header: m.table.technician,
      cell: (row) => row.technicianName ?? <span aria-hidden>{m.table.noTechnician}</span>,
    },
    {
      header: m.table.amount,
      cell: (row) => formatUsd(row.amountCharged, locale),
      align: "right",
      className: "whitespace-nowrap font-semibold tabular-nums",
    },
    { header: m.table.payment, cell: (row) => <ServicePaymentBadge status={row.paymentStatus} /> },
    { header: m.table.actions, cell: (row) => <RecordActions row={row} params={params} />, align: "right" },
  ];
  return (
    <div className="flex flex-col gap-4">
      <DataTable
        rows={list.rows}
        columns={columns}
        rowKey={(row) => row.id}
        rowTestId="service-record-row"
        label={m.table.caption}
        empty={{ text: m.empty, hint: m.emptyHint, testId: "services-empty" }}
        widthClassName="min-w-[56rem]"
      />
      <ListPagination
        page={list.page}
        pageCount={list.pageCount}
        hrefFor={(page) => serviceListHref(params, { page })}
        words={m.pagination}
      />
    </div>
  );
}

/** Edit and Delete, each named after the record it opens ("Edit the Maintenance record of … for Ana Ruiz"). */
function RecordActions({ row, params }: { row: ServiceRecordRow; params: ServiceListParams }) {
  const m = useMessages().admin.services.table;
  const locale = useLocale();
  const date = formatCalendarDate(row.serviceDate, locale);
  const described = { service: row.serviceType, date, name: row.customerName };
  return (
    <div className="flex justify-end gap-1">
      <Link
        to={serviceDialogHref(params, "edit", row.id)}
        preventScrollReset
        aria-label={format(m.editLabel, described)}
        className={buttonVariants({ variant: "ghost", size: "sm" })}
      >
        <Pencil aria-hidden />
        {m.edit}
      </Link>
      <Link
        to={serviceDialogHref(params, "delete", row.id)}
        preventScrollReset
        aria-label={format(m.deleteLabel, described)}
        className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "text-destructive")}
      >
        <Trash2 aria-hidden />
        {m.delete}
      </Link>
    </div>
  );
}
