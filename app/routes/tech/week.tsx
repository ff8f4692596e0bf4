import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { requireTechnician } from "~/auth/require-user.server";
import { VisitStateBadge } from "~/components/tech/visit-state-badge";
import { visitDayText, visitTimeText } from "~/components/tech/visit-time-text";
import { listTechnicianWeek } from "~/domain/visits/list-technician-week.server";
import { messagesFromMatches, useLocale, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/week";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).tech.day.metaTitle }, { name: "robots", content: "noindex" }];
}

/** The next seven days of the signed-in technician's visits, day by day. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireTechnician(request);
  const week = await listTechnicianWeek({ user });
  return { days: week.days };
}

export default function TechWeek({ loaderData }: Route.ComponentProps) {
  const t = useMessages().tech.day;
  const locale = useLocale();
  const none = loaderData.days.every((day) => day.visits.length === 0);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold tracking-tight">{t.weekTitle}</h1>
      {none ? <p className="rounded-md border bg-background p-4 text-muted-foreground">{t.weekEmpty}</p> : null}
      {loaderData.days
        .filter((day) => day.visits.length > 0)
        .map((day) => (
          <section key={day.date} aria-labelledby={`day-${day.date}`} className="space-y-2">
            <h2 id={`day-${day.date}`} className="text-base font-semibold capitalize">
              {visitDayText(day.date, locale)}
            </h2>
            <ol className="divide-y rounded-md border bg-background">
              {day.visits.map((visit) => (
                <li key={visit.id}>
                  <Link to={`/tech/visits/${visit.id}`} className="flex items-center gap-3 p-3 hover:bg-muted">
                    {/* The window above the name: side by side, a phone's width cut the name to three letters. */}
                    <span className="min-w-0 flex-1">
                      <span className="block text-sm font-medium">{visitTimeText(visit, locale)}</span>
                      <span className="block break-words font-medium">{visit.customerName}</span>
                      <span className="block text-sm text-muted-foreground">{visit.serviceType}</span>
                    </span>
                    <VisitStateBadge state={visit.state} />
                    <ChevronRight aria-hidden className="size-4 shrink-0" />
                  </Link>
                </li>
              ))}
            </ol>
          </section>
        ))}
    </div>
  );
}
