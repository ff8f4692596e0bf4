import { BarChart3 } from "lucide-react";
import { Alert, AlertDescription } from "~/components/ui/alert";
import type { AnalyticsReport } from "~/domain/analytics/get-analytics-report.server";
import { useMessages } from "~/i18n/use-messages";
import { LatestDayCards } from "./latest-day-cards";
import { MonthlyLists } from "./monthly-lists";
import { TopLists } from "./top-lists";

/**
 * The traffic part of Analytics & Reports: the latest day's cards, the monthly lists and the top lists; the empty
 * state while nothing has been counted (never sample figures); null when the figures could not be read.
 */
export function AnalyticsReportView({
  report,
  refreshFailed,
}: {
  report: AnalyticsReport | null;
  refreshFailed: boolean;
}) {
  const m = useMessages().admin.analytics;
  if (report === null) {
    return (
      <Alert variant="destructive" data-testid="analytics-error">
        <AlertDescription>{m.loadFailed}</AlertDescription>
      </Alert>
    );
  }
  if (report.empty || report.latestDay === null) {
    return (
      <section
        aria-labelledby="analytics-empty-heading"
        className="rounded-lg border border-dashed p-8 text-center"
        data-testid="analytics-empty"
      >
        <BarChart3 aria-hidden className="mx-auto size-8 text-muted-foreground" />
        <h2 id="analytics-empty-heading" className="mt-3 font-semibold">
          {m.empty.title}
        </h2>
        <p className="mx-auto mt-1 max-w-xl text-sm text-muted-foreground">{m.empty.body}</p>
      </section>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {refreshFailed ? (
        <Alert variant="info" data-testid="analytics-refresh-failed">
          <AlertDescription>{m.refreshFailed}</AlertDescription>
        </Alert>
      ) : null}
      <LatestDayCards day={report.latestDay} previousDay={report.previousDay} />
      <MonthlyLists months={report.monthly} />
      <TopLists pages={report.topPages} referrers={report.topReferrers} />
    </div>
  );
}
