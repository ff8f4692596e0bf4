import { Link } from "react-router";
import { cn } from "~/components/ui/class-names";
import { REWARD_CLAIM_FILTERS, type RewardClaimListParams } from "~/domain/rewards/reward-claim-list-params";
import { useMessages } from "~/i18n/use-messages";
import { rewardClaimListHref } from "./reward-claim-links";

/** Requested / Fulfilled / All as links, so the filter is in the URL and works without JavaScript. */
export function RewardClaimFilters({ params }: { params: RewardClaimListParams }) {
  const m = useMessages().admin.rewardClaims.filters;
  return (
    <nav aria-label={m.label}>
      <ul className="inline-flex flex-wrap gap-1 rounded-lg border bg-muted p-1">
        {REWARD_CLAIM_FILTERS.map((status) => {
          const current = params.status === status;
          return (
            <li key={status}>
              <Link
                to={rewardClaimListHref(params, { status, page: 1 })}
                aria-current={current ? "page" : undefined}
                data-testid={`claims-filter-${status}`}
                className={cn(
                  "inline-flex h-9 items-center rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  current
                    ? "bg-background text-foreground shadow-sm"
                    : "text-muted-foreground hover:bg-background/60 hover:text-foreground",
                )}
              >
                {m[status]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
