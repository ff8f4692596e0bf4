import { Link } from "react-router";
import { CustomerNameCell } from "~/components/admin/customer-name-cell";
import { ListPagination } from "~/components/admin/services/list-pagination";
import { DataTable, type DataTableColumn } from "~/components/admin/data-table";
import { Badge } from "~/components/ui/badge";
import { formatBusinessDate, formatCalendarDate } from "~/domain/dashboard/dashboard-format";
import { followUpPageHref } from "~/domain/plan-visits/follow-up-page-param";
import type { FollowUpPage, PlanVisitFollowUpRow } from "~/domain/plan-visits/read-plan-visits-overview.server";
import { buttonVariants } from "~/components/ui/button";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { planVisitBookHref } from "./plan-visit-book-panel";

/**
 * The office's call list: follow-up and overdue visits, oldest due first, each phone a tap to call; a page of them at a
 * time, with where this page is in the whole list.
 */
export function PlanVisitFollowUps({ rows, paging }: { rows: PlanVisitFollowUpRow[]; paging: FollowUpPage }) {
  const m = useMessages().admin.planVisits;
  const locale = useLocale();
  const columns: DataTableColumn<PlanVisitFollowUpRow>[] = [
    {
      header: m.followUps.customer,
      rowHeader: true,
      cell: (row) => (
        <CustomerNameCell
          customerId={row.customerId}
          customerName={row.customerName}
          customerNumber={row.customerNumber}
        />
      ),
    },
    {
      header: m.followUps.phone,
      phoneLabel: true,
      cell: (row) =>
        row.phone ? (
          <a
            href={`tel:${row.phone.replace(/[^\d+]/g, "")}`}
            className="text-primary underline-offset-4 hover:underline"
          >
            {row.phone}
          </a>
        ) : (
          m.followUps.noPhone
        ),
    },
    { header: m.followUps.plan, phoneLabel: true, cell: (row) => row.planName },
    { header: m.followUps.due, phoneLabel: true, cell: (row) => formatCalendarDate(row.dueDate, locale) },
    {
      header: m.followUps.status,
      phoneLabel: true,
      cell: (row) => (
        <Badge variant={row.status === "overdue" ? "destructive" : "warning"} data-testid="follow-up-status">
          {m.statuses[row.status]}
        </Badge>
      ),
    },
    {
      header: m.followUps.offered,
      phoneLabel: true,
      cell: (row) =>
        row.offeredAt ? (
          formatBusinessDate(row.offeredAt, locale)
        ) : (
          <span className="text-muted-foreground">{m.followUps.notOffered}</span>
        ),
    },
    {
      header: m.book.action,
      headerHidden: true,
      cell: (row) => (
        <Link
          to={planVisitBookHref(row.id)}
          preventScrollReset
          className={buttonVariants({ size: "sm" })}
          aria-label={format(m.book.actionLabel, { name: row.customerName })}
        >
          {m.book.action}
        </Link>
      ),
    },
  ];
  return (
    <section className="flex flex-col gap-3">
      <div>
        <h2 className="text-lg font-semibold">{m.followUps.heading}</h2>
        <p className="text-sm text-muted-foreground">{m.followUps.intro}</p>
        {paging.total > 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="plan-visit-follow-ups-showing">
            {format(m.followUps.showing, { from: paging.from, to: paging.to, total: paging.total })}
          </p>
        ) : null}
      </div>
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(row) => row.id}
        rowTestId="plan-visit-follow-up"
        rowData={(row) => ({ "data-plan-visit-id": row.id })}
        label={m.followUps.caption}
        layout="stacked"
        widthClassName="md:min-w-[52rem]"
        empty={{ text: m.followUps.empty, hint: m.followUps.emptyHint, testId: "plan-visit-follow-ups-empty" }}
      />
      <ListPagination
        page={paging.page}
        pageCount={paging.pageCount}
        hrefFor={followUpPageHref}
        words={m.followUps.pagination}
      />
    </section>
  );
}
