import { requireAdmin, type SessionUser } from "~/auth/require-user.server";
import { AnalyticsReportView } from "~/components/admin/analytics/analytics-report-view";
import { ContactSubmissions } from "~/components/admin/analytics/contact-submissions";
import { ReviewRequests } from "~/components/admin/analytics/review-requests";
import { ScreenLoadError } from "~/components/screen-load-error";
import { getAnalyticsReport } from "~/domain/analytics/get-analytics-report.server";
import { listContactSubmissions } from "~/domain/analytics/list-contact-submissions.server";
import { refreshTodaysAnalytics } from "~/domain/analytics/refresh-todays-analytics.server";
import { listReviewRequests } from "~/domain/reviews/list-review-requests.server";
import type { LiveTopicsHandle } from "~/domain/live-updates/back-office-topics";
import { messagesFromMatches, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/analytics";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).admin.analytics.metaTitle }];
}

/** The open screen reloads its data when traffic is rolled up, a lead arrives or an appointment is requested. */
export const handle = { liveTopics: ["analytics", "leads", "requests"] } satisfies LiveTopicsHandle;

/** One part of the screen: its data, or null (with the failure logged) so the other part still shows. */
async function orNull<T>(load: Promise<T>, what: string, actor: SessionUser): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    console.error(`[analytics] loading ${what} for admin ${actor.id} failed`, error);
    return null;
  }
}

/**
 * Today's figures are rolled up first (the spec's "update_daily_analytics is called after load"); if that fails the
 * screen shows the figures stored before and says so. The report, the contact submissions and the review requests load
 * independently: each failure shows its own message in its own section (spec document 2 §8).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  let refreshFailed = false;
  try {
    await refreshTodaysAnalytics();
  } catch (error) {
    refreshFailed = true;
    console.error(
      `[analytics] rolling up today's page views for admin ${actor.id} failed; showing the stored figures`,
      error,
    );
  }
  const [report, submissions, reviewRequests] = await Promise.all([
    orNull(getAnalyticsReport({ actor }), "the analytics report", actor),
    orNull(listContactSubmissions({ actor }), "the contact submissions", actor),
    orNull(listReviewRequests({ actor }), "the review requests", actor),
  ]);
  return { report, submissions, reviewRequests, refreshFailed };
}

export default function AnalyticsScreen({ loaderData }: Route.ComponentProps) {
  const m = useMessages().admin.analytics;
  const { report, submissions, reviewRequests, refreshFailed } = loaderData;
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{m.title}</h1>
        <p className="mt-1 max-w-3xl text-muted-foreground">{m.intro}</p>
      </div>
      <AnalyticsReportView report={report} refreshFailed={refreshFailed} />
      <ContactSubmissions list={submissions} />
      <ReviewRequests list={reviewRequests} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useMessages().admin.analytics;
  return <ScreenLoadError error={error} title={m.title} description={m.loadFailed} />;
}
