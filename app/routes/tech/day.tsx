import { VisitCard } from "~/components/tech/visit-card";
import { visitDayText } from "~/components/tech/visit-time-text";
import { requireTechnician } from "~/auth/require-user.server";
import { listTechnicianDay } from "~/domain/visits/list-technician-day.server";
import { messagesFromMatches, useLocale, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/day";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).tech.day.metaTitle }, { name: "robots", content: "noindex" }];
}

/** Today's visits of the signed-in technician, in window order (`?date=` another day of their window). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireTechnician(request);
  const day = await listTechnicianDay({ user, date: new URL(request.url).searchParams.get("date") });
  return { date: day.date, visits: day.visits };
}

export default function TechDay({ loaderData }: Route.ComponentProps) {
  const t = useMessages().tech.day;
  const locale = useLocale();
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t.title}</h1>
        <p className="text-sm text-muted-foreground">{visitDayText(loaderData.date, locale)}</p>
      </div>
      {loaderData.visits.length === 0 ? (
        <p className="rounded-md border bg-background p-4 text-muted-foreground">{t.empty}</p>
      ) : (
        <ol className="space-y-4">
          {loaderData.visits.map((visit) => (
            <li key={visit.id}>
              <VisitCard visit={visit} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
