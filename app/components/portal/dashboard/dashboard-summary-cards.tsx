import { CalendarClock, CircleCheck, DollarSign, ShieldCheck, TriangleAlert, Wrench } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type * as React from "react";
import { windowText } from "~/components/booking/window-text";
import { ChooseTimeLink, planVisitName } from "~/components/portal/plan-visits/choose-time-link";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardFigureHeader } from "~/components/ui/card";
import {
  formatBusinessDate,
  formatBusinessTime,
  formatCalendarDate,
  formatUsd,
} from "~/domain/dashboard/dashboard-format";
import type { CustomerDashboard, NextService } from "~/domain/dashboard/get-customer-dashboard.server";
import type { OwnPlanVisit } from "~/domain/plan-visits/customer-plan-visits.server";
import { format, type Locale } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";

/** The dashboard's four figure cards (spec document 1 §2): Next Service, Current Balance, Service Plan, Account Status. */
export function DashboardSummaryCards({
  dashboard,
}: {
  dashboard: Pick<CustomerDashboard, "account" | "customer" | "nextService">;
}) {
  const m = useMessages().portal.dashboard;
  const locale = useLocale();
  const { account, customer, nextService } = dashboard;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <SummaryCard title={m.nextService} icon={CalendarClock} testId="card-next-service">
        <NextServiceText nextService={nextService} locale={locale} />
      </SummaryCard>
      <SummaryCard title={m.currentBalance} icon={DollarSign} testId="card-current-balance">
        {formatUsd(customer?.currentBalance ?? 0, locale)}
      </SummaryCard>
      <SummaryCard title={m.servicePlan} icon={Wrench} testId="card-service-plan">
        {customer?.plan ? (locale === "es" ? customer.plan.nameEs : customer.plan.name) : m.noPlan}
      </SummaryCard>
      <SummaryCard title={m.accountStatus} icon={ShieldCheck} testId="card-account-status">
        <AccountStatusBadge status={account.status} />
        <p className="mt-2 text-sm font-normal text-muted-foreground">
          {account.emailVerified ? m.emailVerified : m.emailNotVerified}
        </p>
      </SummaryCard>
    </div>
  );
}

/**
 * Next Service's contents: an appointment's day and time, a plan visit's booked window or due date (with "Choose a
 * time"), or the record's due date, each labelled so a due date is never read as a booked visit.
 */
function NextServiceText({ nextService, locale }: { nextService: NextService; locale: Locale }) {
  const m = useMessages().portal.dashboard;
  const words = useMessages().portal.planVisits;
  const note = "mt-2 text-sm font-normal text-muted-foreground";
  if (nextService?.kind === "plan-visit") {
    const { visit } = nextService;
    const name = planVisitName(visit, words, locale, "title");
    if (visit.state === "booked" && visit.window)
      return (
        <>
          <p className="text-lg leading-snug">{windowText(visit.window, locale)}</p>
          <p className={note}>{format(words.card.booked, { visit: name })}</p>
        </>
      );
    return (
      <>
        {formatCalendarDate(visit.dueDate, locale)}
        <p className={note}>{format(words.card.due, { visit: name })}</p>
        <ChooseTimeOrWhen visit={visit} locale={locale} />
      </>
    );
  }
  if (nextService?.kind === "appointment") {
    const waiting = nextService.planVisitWaiting;
    return (
      <>
        {format(m.nextVisitAt, {
          date: formatBusinessDate(nextService.at, locale),
          time: formatBusinessTime(nextService.at, locale),
        })}
        <p className={note}>{m.nextServiceKinds[nextService.status]}</p>
        {waiting ? (
          <div className="mt-3 flex flex-col items-start gap-2 border-t pt-3">
            <p className="text-sm font-normal">
              {format(words.card.alsoDue, {
                visit: planVisitName(waiting, words, locale, "title"),
                date: formatCalendarDate(waiting.dueDate, locale),
              })}
            </p>
            <ChooseTimeOrWhen visit={waiting} locale={locale} />
          </div>
        ) : null}
      </>
    );
  }
  if (nextService?.kind === "due")
    return (
      <>
        {formatCalendarDate(nextService.date, locale)}
        <p className={note}>{m.nextServiceKinds.due}</p>
      </>
    );
  return <>{m.notScheduled}</>;
}

/** "Choose a time" for a visit open for booking; for one due later, the day its time can be chosen. */
function ChooseTimeOrWhen({ visit, locale }: { visit: OwnPlanVisit; locale: Locale }) {
  const words = useMessages().portal.planVisits;
  if (visit.canChooseTime)
    return (
      <div className="mt-3">
        <ChooseTimeLink visit={visit} locale={locale} />
      </div>
    );
  return (
    <p className="mt-1 text-sm font-normal text-muted-foreground">
      {format(words.choosableFrom, { date: formatCalendarDate(visit.choosableFrom, locale) })}
    </p>
  );
}

function SummaryCard({
  title,
  icon: Icon,
  testId,
  children,
}: {
  title: string;
  icon: LucideIcon;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <Card data-testid={testId}>
      <CardFigureHeader title={title} icon={Icon} />
      <CardContent className="text-2xl font-bold">{children}</CardContent>
    </Card>
  );
}

/** Active shows a green check; any other status a warning with the status. */
function AccountStatusBadge({ status }: { status: string }) {
  const m = useMessages().portal.dashboard;
  if (status === "active") {
    return (
      <Badge variant="success" size="md">
        <CircleCheck aria-hidden className="size-3.5" />
        {m.statuses.active}
      </Badge>
    );
  }
  const known = m.statuses as Record<string, string>;
  return (
    <Badge variant="warning" size="md">
      <TriangleAlert aria-hidden className="size-3.5" />
      {known[status] ?? status}
    </Badge>
  );
}
