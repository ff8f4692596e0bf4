import { requireAdmin } from "~/auth/require-user.server";
import { PlanVisitFollowUps } from "~/components/admin/plan-visits/plan-visit-follow-ups";
import {
  PlanMembershipTable,
  PlanVisitFigures,
  PlanVisitMonthsTable,
} from "~/components/admin/plan-visits/plan-visit-summary";
import { ScreenLoadError } from "~/components/screen-load-error";
import { readPlanVisitsOverview } from "~/domain/plan-visits/read-plan-visits-overview.server";
import { resolveLocale } from "~/i18n/locale";
import { messagesFromMatches, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/plan-visits";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).admin.planVisits.metaTitle }];
}

/** The plan visits overview (issue 37 item 3): staff only, since it spans every customer. */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  return { overview: await readPlanVisitsOverview({ actor, locale: resolveLocale(request, actor.locale) }) };
}

export default function PlanVisitsPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().admin.planVisits;
  const { overview } = loaderData;
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{m.title}</h1>
        <p className="mt-1 max-w-2xl text-muted-foreground">{m.intro}</p>
      </div>
      <PlanVisitFigures overview={overview} />
      <PlanVisitFollowUps rows={overview.followUps} />
      <PlanVisitMonthsTable months={overview.months} today={overview.today} />
      <PlanMembershipTable plans={overview.plans} total={overview.monthlyRecurringRevenueCents} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useMessages().admin.planVisits;
  return <ScreenLoadError error={error} title={m.loadErrorTitle} description={m.loadError} />;
}
