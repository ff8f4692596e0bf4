import { CalendarClock, CircleCheck, DollarSign, ShieldCheck, TriangleAlert, Wrench } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type * as React from "react";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardFigureHeader } from "~/components/ui/card";
import {
  formatBusinessDate,
  formatBusinessTime,
  formatCalendarDate,
  formatUsd,
} from "~/domain/dashboard/dashboard-format";
import type { CustomerDashboard } from "~/domain/dashboard/get-customer-dashboard.server";
import { format } from "~/i18n/catalog";
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
        {nextService?.kind === "appointment"
          ? format(m.nextVisitAt, {
              date: formatBusinessDate(nextService.at, locale),
              time: formatBusinessTime(nextService.at, locale),
            })
          : nextService?.kind === "due"
            ? formatCalendarDate(nextService.date, locale)
            : m.notScheduled}
        {nextService ? (
          <p className="mt-2 text-sm font-normal text-muted-foreground">
            {m.nextServiceKinds[nextService.kind === "due" ? "due" : nextService.status]}
          </p>
        ) : null}
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
