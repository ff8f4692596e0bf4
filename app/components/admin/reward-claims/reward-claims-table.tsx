import { CustomerNameCell } from "~/components/admin/customer-name-cell";
import { DataTable, type DataTableColumn } from "~/components/admin/data-table";
import { ListPagination } from "~/components/admin/services/list-pagination";
import { Badge } from "~/components/ui/badge";
import { formatBusinessDate, formatBusinessTime, formatCount } from "~/domain/dashboard/dashboard-format";
import type { RewardClaimList, RewardClaimListRow } from "~/domain/rewards/list-reward-claims.server";
import type { RewardClaimListParams } from "~/domain/rewards/reward-claim-list-params";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { FulfilClaimButton } from "./fulfil-claim-button";
import { rewardClaimListHref } from "./reward-claim-links";

/**
 * The claims as a table (scrolls sideways on a phone), or the filter's empty state. `rewardNames`: each reward code's
 * name in the page's language (an unknown code is shown as it is).
 */
export function RewardClaimsTable({
  list,
  params,
  rewardNames,
}: {
  list: RewardClaimList;
  params: RewardClaimListParams;
  rewardNames: Record<string, string>;
}) {
  const m = useMessages().admin.rewardClaims;
  const locale = useLocale();
  const rewardName = (row: RewardClaimListRow) => rewardNames[row.rewardCode] ?? row.rewardCode;
  // Status and the action come right after who and what, so a phone shows them before scrolling sideways.
  const columns: DataTableColumn<RewardClaimListRow>[] = [
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
      header: m.table.reward,
      cell: (row) => (
        <>
          <span className="font-medium">{rewardName(row)}</span>
          <span className="block text-xs text-muted-foreground">
            {format(m.table.pointsValue, { points: formatCount(row.points, locale) })}
          </span>
        </>
      ),
    },
    {
      header: m.table.status,
      cell: (row) => (
        <Badge variant={row.status === "fulfilled" ? "success" : "secondary"} data-testid="claim-status">
          {m.statuses[row.status]}
        </Badge>
      ),
    },
    {
      header: m.table.actions,
      cell: (row) =>
        row.status === "fulfilled" ? null : (
          <div className="flex">
            <FulfilClaimButton
              claimId={row.id}
              label={m.markFulfilled}
              busyLabel={m.marking}
              accessibleLabel={format(m.markFulfilledLabel, { reward: rewardName(row), name: row.customerName })}
            />
          </div>
        ),
    },
    { header: m.table.claimed, cell: (row) => <When iso={row.claimedAt} /> },
    {
      header: m.table.fulfilled,
      cell: (row) =>
        row.fulfilledAt ? (
          <>
            <When iso={row.fulfilledAt} />
            <span className="block text-xs text-muted-foreground">
              {format(m.table.fulfilledBy, {
                name: row.fulfilledBy?.name || row.fulfilledBy?.email || m.table.formerStaff,
              })}
            </span>
          </>
        ) : (
          <span aria-hidden>{m.table.notYet}</span>
        ),
    },
    { header: m.table.year, className: "tabular-nums", cell: (row) => row.claimYear },
  ];
  return (
    <div className="flex flex-col gap-4">
      <DataTable
        rows={list.rows}
        columns={columns}
        rowKey={(row) => row.id}
        rowTestId="reward-claim-row"
        label={m.table.caption}
        empty={{ text: m.empty[params.status], hint: m.emptyHint, testId: "claims-empty" }}
        widthClassName="min-w-[56rem]"
      />
      <ListPagination
        page={list.page}
        pageCount={list.pageCount}
        hrefFor={(page) => rewardClaimListHref(params, { page })}
        words={{
          label: m.pagination.label,
          previous: m.pagination.previous,
          next: m.pagination.next,
          pageOf: m.pagination.pageOf,
        }}
      />
    </div>
  );
}

function When({ iso }: { iso: string }) {
  const locale = useLocale();
  return (
    <time dateTime={iso} className="whitespace-nowrap tabular-nums">
      {formatBusinessDate(iso, locale)}
      <span className="block text-xs text-muted-foreground">{formatBusinessTime(iso, locale)}</span>
    </time>
  );
}
