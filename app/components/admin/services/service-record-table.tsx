import { Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";
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

const headCell = "border-b px-3 py-2 text-left font-semibold text-muted-foreground";
const cell = "border-b px-3 py-3 align-top";

/** The records as a table (scrolls sideways on a phone), or the spec's empty state. */
export function ServiceRecordTable({ list, params }: { list: ServiceRecordList; params: ServiceListParams }) {
  const m = useMessages().admin.services;
  if (list.rows.length === 0) {
    return (
      <div className="rounded-lg border border-dashed p-8 text-center" data-testid="services-empty">
        <p className="font-semibold">{m.empty}</p>
        <p className="mt-1 text-sm text-muted-foreground">{m.emptyHint}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div
        className="overflow-x-auto rounded-lg border bg-card"
        tabIndex={0}
        role="region"
        aria-label={m.table.caption}
      >
        <table className="w-full min-w-[56rem] text-sm">
          <caption className="sr-only">{m.table.caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={headCell}>
                {m.table.date}
              </th>
              <th scope="col" className={headCell}>
                {m.table.customer}
              </th>
              <th scope="col" className={headCell}>
                {m.table.service}
              </th>
              <th scope="col" className={headCell}>
                {m.table.technician}
              </th>
              <th scope="col" className={cn(headCell, "text-right")}>
                {m.table.amount}
              </th>
              <th scope="col" className={headCell}>
                {m.table.payment}
              </th>
              <th scope="col" className={cn(headCell, "text-right")}>
                {m.table.actions}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <RecordRow key={row.id} row={row} params={params} />
            ))}
          </tbody>
        </table>
      </div>
      <ListPagination
        page={list.page}
        pageCount={list.pageCount}
        hrefFor={(page) => serviceListHref(params, { page })}
        words={m.pagination}
      />
    </div>
  );
}

function RecordRow({ row, params }: { row: ServiceRecordRow; params: ServiceListParams }) {
  const m = useMessages().admin.services.table;
  const locale = useLocale();
  const date = formatCalendarDate(row.serviceDate, locale);
  const described = { service: row.serviceType, date, name: row.customerName };
  return (
    <tr data-testid="service-record-row">
      <td className={cn(cell, "whitespace-nowrap tabular-nums")}>{date}</td>
      <td className={cell}>
        <Link
          to={`/admin/customers/${row.customerId}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {row.customerName}
        </Link>
        <span className="block text-xs text-muted-foreground">{row.customerNumber}</span>
      </td>
      <td className={cn(cell, "max-w-xs")}>
        <span className="font-medium">{row.serviceType}</span>
        {row.description ? (
          <span className="mt-0.5 line-clamp-2 whitespace-pre-line break-words text-xs text-muted-foreground">
            {row.description}
          </span>
        ) : null}
      </td>
      <td className={cell}>{row.technicianName ?? <span aria-hidden>{m.noTechnician}</span>}</td>
      <td className={cn(cell, "whitespace-nowrap text-right font-semibold tabular-nums")}>
        {formatUsd(row.amountCharged, locale)}
      </td>
      <td className={cell}>
        <ServicePaymentBadge status={row.paymentStatus} />
      </td>
      <td className={cn(cell, "text-right")}>
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
      </td>
    </tr>
  );
}
