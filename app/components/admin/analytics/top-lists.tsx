import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { formatCount } from "~/domain/dashboard/dashboard-format";
import type { AnalyticsTopRow } from "~/domain/analytics/get-analytics-report.server";
import { useLocale, useMessages } from "~/i18n/use-messages";

/** Top pages and top referring sites of the last 30 days (issue 13's welcome extra). */
export function TopLists({ pages, referrers }: { pages: AnalyticsTopRow[]; referrers: AnalyticsTopRow[] }) {
  const m = useMessages().admin.analytics.top;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TopList testId="analytics-top-pages" title={m.pages} column={m.page} empty={m.noPages} rows={pages} />
      <TopList
        testId="analytics-top-referrers"
        title={m.referrers}
        column={m.referrer}
        empty={m.noReferrers}
        rows={referrers}
      />
    </div>
  );
}

function TopList({
  testId,
  title,
  column,
  empty,
  rows,
}: {
  testId: string;
  title: string;
  column: string;
  empty: string;
  rows: AnalyticsTopRow[];
}) {
  const m = useMessages().admin.analytics.top;
  const locale = useLocale();
  const headCell = "border-b py-2 font-semibold text-muted-foreground";
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{m.period}</CardDescription>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <table className="w-full table-fixed text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className={`${headCell} w-1/2 text-left`}>
                  {column}
                </th>
                <th scope="col" className={`${headCell} text-right`}>
                  {m.pageViews}
                </th>
                <th scope="col" className={`${headCell} text-right`}>
                  {m.visitors}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.value} className="border-b last:border-b-0">
                  <th scope="row" className="py-2 pr-2 text-left font-normal [overflow-wrap:anywhere]">
                    {row.value}
                  </th>
                  <td className="py-2 text-right tabular-nums">{formatCount(row.pageviews, locale)}</td>
                  <td className="py-2 text-right tabular-nums">{formatCount(row.visitors, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
