import { Link } from "react-router";
import { DataTable, type DataTableColumn } from "~/components/admin/data-table";
import { formatLeadInstant } from "~/components/admin/leads/lead-dates";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { formatCount } from "~/domain/dashboard/dashboard-format";
import type { ReviewRequestList, ReviewRequestRow } from "~/domain/reviews/list-review-requests.server";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";

/**
 * Review Requests (issue 36 item 5): who was asked, how, whether the one reminder went, who followed the review link
 * and who wrote to the owner; null when they could not be read.
 */
export function ReviewRequests({ list }: { list: ReviewRequestList | null }) {
  const m = useMessages().admin.analytics.reviewRequests;
  const locale = useLocale();
  const when = (instant: string | null, otherwise: string) =>
    instant ? formatLeadInstant(instant, locale) : <span className="text-muted-foreground">{otherwise}</span>;
  const columns: DataTableColumn<ReviewRequestRow>[] = [
    {
      header: m.customer,
      rowHeader: true,
      className: "md:max-w-[14rem]",
      cell: (item) => (
        <Link
          to={`/admin/customers/${item.customerId}`}
          className="break-words font-semibold text-primary underline-offset-4 hover:underline"
        >
          {item.customerName}
        </Link>
      ),
    },
    { header: m.visit, phoneLabel: true, cell: (item) => item.serviceType },
    { header: m.channel, phoneLabel: true, cell: (item) => m.channels[item.channel] },
    {
      header: m.asked,
      phoneLabel: true,
      className: "tabular-nums md:whitespace-nowrap",
      cell: (item) => formatLeadInstant(item.askedAt, locale),
    },
    {
      header: m.reminded,
      phoneLabel: true,
      className: "tabular-nums md:whitespace-nowrap",
      cell: (item) => when(item.remindedAt, m.noReminder),
    },
    {
      header: m.followed,
      phoneLabel: true,
      className: "tabular-nums md:whitespace-nowrap",
      cell: (item) => <span data-testid="review-request-followed">{when(item.clickedAt, m.notYet)}</span>,
    },
    {
      header: m.ownerFeedback,
      phoneLabel: true,
      className: "tabular-nums md:whitespace-nowrap",
      cell: (item) => when(item.ownerFeedbackAt, m.noNote),
    },
  ];
  return (
    <section aria-labelledby="review-requests-heading" className="flex flex-col gap-3">
      <div>
        <h2 id="review-requests-heading" className="text-xl font-semibold">
          {m.heading}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{m.intro}</p>
      </div>
      {list === null ? (
        <Alert variant="destructive" data-testid="review-requests-error">
          <AlertDescription>{m.loadFailed}</AlertDescription>
        </Alert>
      ) : (
        <>
          <DataTable
            rows={list.items}
            columns={columns}
            rowKey={(item) => item.appointmentId}
            rowTestId="review-request"
            label={m.caption}
            empty={{ text: m.none, testId: "review-requests-empty" }}
            layout="stacked"
            widthClassName="md:min-w-[52rem]"
          />
          {list.items.length > 0 ? (
            <p className="text-sm text-muted-foreground" data-testid="review-requests-count">
              {format(m.showing, {
                shown: formatCount(list.items.length, locale),
                total: formatCount(list.total, locale),
                clicked: formatCount(list.clicked, locale),
              })}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
