import { CalendarCheck, DollarSign, ListChecks } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { Card, CardContent, CardFigureHeader } from "~/components/ui/card";
import { formatCalendarDate, formatCount, formatUsd } from "~/domain/dashboard/dashboard-format";
import type { ServiceHistoryList } from "~/domain/service-history/list-service-history.server";
import { useLocale, useMessages } from "~/i18n/use-messages";

/** Total Services, Total Amount and Last Service over the rows the filters leave (spec document 1 §2). */
export function HistorySummaryCards({ summary }: { summary: ServiceHistoryList["summary"] }) {
  const m = useMessages().portal.history;
  const locale = useLocale();
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Figure
        title={m.totalServices}
        icon={ListChecks}
        testId="history-total-services"
        value={formatCount(summary.count, locale)}
      />
      <Figure
        title={m.totalAmount}
        icon={DollarSign}
        testId="history-total-amount"
        value={formatUsd(summary.totalAmount, locale)}
      />
      <Figure
        title={m.lastService}
        icon={CalendarCheck}
        testId="history-last-service"
        value={summary.lastServiceDate ? formatCalendarDate(summary.lastServiceDate, locale) : m.notAvailable}
      />
    </div>
  );
}

function Figure({ title, icon, testId, value }: { title: string; icon: LucideIcon; testId: string; value: string }) {
  return (
    <Card data-testid={testId}>
      <CardFigureHeader title={title} icon={icon} />
      <CardContent className="text-2xl font-bold tabular-nums">{value}</CardContent>
    </Card>
  );
}
