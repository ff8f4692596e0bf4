import { Link } from "react-router";
import { ListPagination } from "~/components/admin/services/list-pagination";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/components/ui/class-names";
import { formatBusinessDate, formatBusinessTime, formatCount } from "~/domain/dashboard/dashboard-format";
import type { RewardClaimList, RewardClaimListRow } from "~/domain/rewards/list-reward-claims.server";
import type { RewardClaimListParams } from "~/domain/rewards/reward-claim-list-params";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { FulfilClaimButton } from "./fulfil-claim-button";
import { rewardClaimListHref } from "./reward-claim-links";

const headCell = "border-b px-3 py-2 text-left font-semibold text-muted-foreground";
const cell = "border-b px-3 py-3 align-top";

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
  if (list.rows.length === 0) {
    return (
      <div className="rounded-lg border border-dashed p-8 text-center" data-testid="claims-empty">
        <p className="font-semibold">{m.empty[params.status]}</p>
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
              {/* Status and the action come right after who and what, so a phone shows them before scrolling sideways. */}
              {[
                m.table.customer,
                m.table.reward,
                m.table.status,
                m.table.actions,
                m.table.claimed,
                m.table.fulfilled,
                m.table.year,
              ].map((label) => (
                <th key={label} scope="col" className={headCell}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <ClaimRow key={row.id} row={row} rewardName={rewardNames[row.rewardCode] ?? row.rewardCode} />
            ))}
          </tbody>
        </table>
      </div>
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

function ClaimRow({ row, rewardName }: { row: RewardClaimListRow; rewardName: string }) {
  const m = useMessages().admin.rewardClaims;
  const locale = useLocale();
  const fulfilled = row.status === "fulfilled";
  return (
    <tr data-testid="reward-claim-row">
      <td className={cell}>
        <Link
          to={`/admin/customers/${row.customerId}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {row.customerName}
        </Link>
        <span className="block text-xs text-muted-foreground">{row.customerNumber}</span>
      </td>
      <td className={cell}>
        <span className="font-medium">{rewardName}</span>
        <span className="block text-xs text-muted-foreground">
          {format(m.table.pointsValue, { points: formatCount(row.points, locale) })}
        </span>
      </td>
      <td className={cell}>
        <Badge variant={fulfilled ? "success" : "secondary"} data-testid="claim-status">
          {m.statuses[row.status]}
        </Badge>
      </td>
      <td className={cell}>
        {fulfilled ? null : (
          <div className="flex">
            <FulfilClaimButton
              claimId={row.id}
              label={m.markFulfilled}
              busyLabel={m.marking}
              accessibleLabel={format(m.markFulfilledLabel, { reward: rewardName, name: row.customerName })}
            />
          </div>
        )}
      </td>
      <td className={cell}>
        <When iso={row.claimedAt} />
      </td>
      <td className={cell}>
        {row.fulfilledAt ? (
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
        )}
      </td>
      <td className={cn(cell, "tabular-nums")}>{row.claimYear}</td>
    </tr>
  );
}
