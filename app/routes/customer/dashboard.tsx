import { CalendarClock, CircleAlert, CircleCheck, DollarSign, ShieldCheck, TriangleAlert, Wrench } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type * as React from "react";
import type { Route } from "./+types/dashboard";
import { requireCustomer } from "~/auth/require-user.server";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardFigureHeader } from "~/components/ui/card";
import { formatCalendarDate, formatUsd } from "~/domain/dashboard/dashboard-format";
import { getCustomerDashboard } from "~/domain/dashboard/get-customer-dashboard.server";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages, messagesFromMatches } from "~/i18n/use-messages";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).portal.dashboard.metaTitle }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  return getCustomerDashboard({ user });
}

export default function CustomerDashboardPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().portal.dashboard;
  const locale = useLocale();
  const { customer } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
          {format(m.welcome, { name: loaderData.firstName ?? m.fallbackName })}
        </h1>
        <p className="mt-1 text-muted-foreground">{m.intro}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <SummaryCard title={m.nextService} icon={CalendarClock} testId="card-next-service">
          {customer?.nextServiceDue ? formatCalendarDate(customer.nextServiceDue, locale) : m.notScheduled}
        </SummaryCard>
        <SummaryCard title={m.currentBalance} icon={DollarSign} testId="card-current-balance">
          {formatUsd(customer?.currentBalance ?? 0, locale)}
        </SummaryCard>
        <SummaryCard title={m.servicePlan} icon={Wrench} testId="card-service-plan">
          {customer?.plan ? (locale === "es" ? customer.plan.nameEs : customer.plan.name) : m.noPlan}
        </SummaryCard>
        <SummaryCard title={m.accountStatus} icon={ShieldCheck} testId="card-account-status">
          <AccountStatusBadge status={customer?.status ?? null} />
        </SummaryCard>
      </div>
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

/** Active shows a green check; any other status a warning with the status; no record reads Unknown. */
function AccountStatusBadge({ status }: { status: string | null }) {
  const m = useMessages().portal.dashboard;
  if (status === null) {
    return (
      <Badge variant="outline" size="md">
        <CircleAlert aria-hidden className="size-3.5" />
        {m.unknownStatus}
      </Badge>
    );
  }
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

export function ErrorBoundary() {
  const m = useMessages().portal.dashboard;
  return (
    <Alert variant="destructive">
      <h1 className="mb-1 font-semibold leading-none">{m.loadErrorTitle}</h1>
      <AlertDescription>{m.loadError}</AlertDescription>
    </Alert>
  );
}
