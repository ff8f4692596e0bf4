import { CalendarCheck, CalendarClock, CircleCheck } from "lucide-react";
import { useId } from "react";
import { windowText } from "~/components/booking/window-text";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatCalendarDate } from "~/domain/dashboard/dashboard-format";
import type { OwnPlanVisit } from "~/domain/plan-visits/customer-plan-visits.server";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { ChooseTimeLink, planVisitName } from "./choose-time-link";

const STATE_BADGE = { done: "success", booked: "secondary", waiting: "warning" } as const;
const STATE_ICON = { done: CircleCheck, booked: CalendarCheck, waiting: CalendarClock } as const;

/**
 * Service Plans' "This plan year's visits" (issue 37 item 4): each visit done (with its day), booked (with its
 * window) or due (with its due date and "Choose a time").
 */
export function PlanYearVisits({ visits }: { visits: OwnPlanVisit[] }) {
  const words = useMessages().portal.planVisits;
  const locale = useLocale();
  const headingId = useId();
  return (
    <Card data-testid="plan-year-visits">
      <section aria-labelledby={headingId}>
        <CardHeader>
          <CardTitle id={headingId}>{words.list.heading}</CardTitle>
        </CardHeader>
        <CardContent>
          {visits.length === 0 ? (
            <p className="text-muted-foreground">{words.list.empty}</p>
          ) : (
            <ul className="flex flex-col divide-y">
              {visits.map((visit) => {
                const Icon = STATE_ICON[visit.state];
                return (
                  <li
                    key={visit.id}
                    className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
                    data-testid="plan-year-visit"
                  >
                    <div className="flex min-w-0 items-start gap-3">
                      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
                      <div className="min-w-0">
                        <p className="font-medium">{planVisitName(visit, words, locale, "title")}</p>
                        <p className="text-sm text-muted-foreground">{whenText(visit, words, locale)}</p>
                        {visit.state === "waiting" && !visit.canChooseTime ? (
                          <p className="text-sm text-muted-foreground">
                            {format(words.choosableFrom, { date: formatCalendarDate(visit.choosableFrom, locale) })}
                          </p>
                        ) : null}
                      </div>
                    </div>
                    <div className="flex items-center gap-2">
                      <Badge variant={STATE_BADGE[visit.state]}>{words.list.states[visit.state]}</Badge>
                      {visit.canChooseTime ? <ChooseTimeLink visit={visit} locale={locale} /> : null}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </CardContent>
      </section>
    </Card>
  );
}

function whenText(
  visit: OwnPlanVisit,
  words: ReturnType<typeof useMessages>["portal"]["planVisits"],
  locale: ReturnType<typeof useLocale>,
): string {
  if (visit.state === "done")
    return format(words.list.done, { date: formatCalendarDate(visit.doneOn ?? visit.dueDate, locale) });
  if (visit.state === "booked" && visit.window)
    return format(words.list.booked, { window: windowText(visit.window, locale) });
  return format(words.list.due, { date: formatCalendarDate(visit.dueDate, locale) });
}
