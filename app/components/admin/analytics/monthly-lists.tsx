import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { formatCount } from "~/domain/dashboard/dashboard-format";
import type { AnalyticsMonth } from "~/domain/analytics/get-analytics-report.server";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { formatMonth } from "./analytics-number-format";

/** "Monthly Visitors" and "Monthly Page Views" (spec document 2 §2): the last six months, oldest first. */
export function MonthlyLists({ months }: { months: AnalyticsMonth[] }) {
  const m = useMessages().admin.analytics.monthly;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <MonthlyList
        id="analytics-monthly-visitors"
        title={m.visitors}
        period={m.period}
        rows={months.map((row) => ({ month: row.month, value: row.visitors }))}
      />
      <MonthlyList
        id="analytics-monthly-pageviews"
        title={m.pageViews}
        period={m.period}
        rows={months.map((row) => ({ month: row.month, value: row.pageviews }))}
      />
    </div>
  );
}

/**
 * One month per row: its name, its figure as text, and a bar scaled to the largest month. The bar only repeats the
 * figure for the eye, so it is hidden from screen readers.
 */
function MonthlyList({
  id,
  title,
  period,
  rows,
}: {
  id: string;
  title: string;
  period: string;
  rows: { month: string; value: number }[];
}) {
  const locale = useLocale();
  const largest = Math.max(1, ...rows.map((row) => row.value));
  return (
    <Card data-testid={id}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{title}</CardTitle>
        <CardDescription>{period}</CardDescription>
      </CardHeader>
      <CardContent>
        <ol aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
          {rows.map((row) => (
            <li key={row.month} data-testid="analytics-month">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span>{formatMonth(row.month, locale)}</span>
                <span className="font-semibold tabular-nums">{formatCount(row.value, locale)}</span>
              </div>
              <div aria-hidden className="mt-1 h-2 rounded-full bg-muted">
                <div className="h-full rounded-full bg-primary" style={{ width: `${(row.value / largest) * 100}%` }} />
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
