import { Link } from "react-router";
import { cn } from "~/components/ui/class-names";
import {
  REQUEST_STATUS_FILTERS,
  type AppointmentRequestListParams,
} from "~/domain/appointments/appointment-request-list-params";
import type { AppointmentRequestList } from "~/domain/appointments/list-appointment-requests.server";
import { formatCount } from "~/domain/dashboard/dashboard-format";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { requestListHref } from "./request-links";

/** The status filter as links (the view lives in the URL and works without JavaScript), each with its count. */
export function RequestStatusFilter({
  params,
  counts,
}: {
  params: AppointmentRequestListParams;
  counts: AppointmentRequestList["counts"];
}) {
  const m = useMessages().admin.appointments;
  const locale = useLocale();
  return (
    <nav aria-label={m.filters.label}>
      <ul className="flex flex-wrap gap-2">
        {REQUEST_STATUS_FILTERS.map((status) => {
          const current = params.status === status;
          return (
            <li key={status}>
              <Link
                to={requestListHref(params, { status, page: 1 })}
                aria-current={current ? "page" : undefined}
                data-testid={`status-filter-${status}`}
                className={cn(
                  "inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  current && "border-primary bg-primary text-primary-foreground hover:bg-primary",
                )}
              >
                {status === "all" ? m.filters.all : m.statuses[status]}
                <span
                  className={cn(
                    "rounded-full px-1.5 text-xs tabular-nums",
                    current ? "bg-primary-foreground/20" : "bg-muted",
                  )}
                >
                  {formatCount(counts[status], locale)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
