import { Activity, ClipboardList, Eye, Layers, LogOut, Timer, Users, type LucideIcon } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardFigureHeader } from "~/components/ui/card";
import { formatCalendarDate, formatCount } from "~/domain/dashboard/dashboard-format";
import type { AnalyticsDay } from "~/domain/analytics/get-analytics-report.server";
import { format, type Locale } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { formatPercent, formatSessionDuration, formatViewsPerVisit } from "./analytics-number-format";

type CardWords = ReturnType<typeof useMessages>["admin"]["analytics"]["cards"];

type Figure = {
  key: string;
  title: keyof CardWords;
  icon: LucideIcon;
  value: (day: AnalyticsDay, locale: Locale, words: CardWords) => string;
  hint?: keyof CardWords;
};

/** The spec's five cards (spec document 2 §2), then the day's service requests (issue 13). */
const FIGURES: readonly Figure[] = [
  { key: "visitors", title: "visitors", icon: Users, value: (day, locale) => formatCount(day.visitors, locale) },
  { key: "pageViews", title: "pageViews", icon: Eye, value: (day, locale) => formatCount(day.pageviews, locale) },
  {
    key: "viewsPerVisit",
    title: "viewsPerVisit",
    icon: Layers,
    value: (day, locale) => formatViewsPerVisit(day.viewsPerVisit, locale),
  },
  {
    key: "sessionDuration",
    title: "sessionDuration",
    icon: Timer,
    value: (day, _locale, words) => formatSessionDuration(day.sessionDurationSeconds, words),
  },
  {
    key: "bounceRate",
    title: "bounceRate",
    icon: LogOut,
    value: (day, locale) => formatPercent(day.bounceRatePercent, locale),
  },
  {
    key: "serviceRequests",
    title: "serviceRequests",
    icon: ClipboardList,
    value: (day, locale) => formatCount(day.serviceRequests, locale),
    hint: "serviceRequestsHint",
  },
];

/** The latest day of daily_analytics as figure cards, with that day's date and, for today's row, a live hint. */
export function LatestDayCards({ day, previousDay }: { day: AnalyticsDay; previousDay: AnalyticsDay | null }) {
  const words = useMessages().admin.analytics.cards;
  const locale = useLocale();
  return (
    <section aria-labelledby="analytics-latest-day" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id="analytics-latest-day" className="text-xl font-semibold">
          {words.heading}
        </h2>
        <p className="text-sm text-muted-foreground" data-testid="analytics-day">
          {format(words.dayOf, { date: formatCalendarDate(day.date, locale) })}
        </p>
        {day.live ? (
          <Badge variant="success" data-testid="analytics-live">
            <Activity aria-hidden className="size-3" />
            {words.live}
            <span className="sr-only"> {words.liveHint}</span>
          </Badge>
        ) : null}
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {FIGURES.map(({ key, title, icon, value, hint }) => (
          <li key={key}>
            <Card className="h-full" data-testid={`analytics-card-${key}`}>
              <CardFigureHeader title={words[title]} icon={icon} />
              <CardContent>
                <p className="break-words text-2xl font-bold tabular-nums md:text-3xl" data-testid="analytics-figure">
                  {value(day, locale, words)}
                </p>
                {previousDay ? (
                  <p className="mt-1 text-xs text-muted-foreground" data-testid="analytics-previous-figure">
                    {format(words.previousDay, {
                      date: formatCalendarDate(previousDay.date, locale),
                      value: value(previousDay, locale, words),
                    })}
                  </p>
                ) : null}
                {hint ? <p className="mt-1 text-xs text-muted-foreground">{words[hint]}</p> : null}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
