import { CalendarClock, CircleDollarSign, Users } from "lucide-react";
import { formatMonth } from "~/components/admin/analytics/analytics-number-format";
import { DataTable, type DataTableColumn } from "~/components/admin/data-table";
import { Card, CardContent, CardFigureHeader } from "~/components/ui/card";
import { cn } from "~/components/ui/class-names";
import { formatCount, formatUsd } from "~/domain/dashboard/dashboard-format";
import type {
  PlanMembership,
  PlanVisitMonth,
  PlanVisitsOverview,
} from "~/domain/plan-visits/read-plan-visits-overview.server";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";

const MONTH_STATUSES = ["due", "offered", "booked", "done", "overdue", "follow_up"] as const;

/** The three figures at the top: the unbooked visits due this month first (the owner's goal is 0), then the plans'. */
export function PlanVisitFigures({ overview }: { overview: PlanVisitsOverview }) {
  const m = useMessages().admin.planVisits.figures;
  const locale = useLocale();
  const members = overview.plans.reduce((sum, plan) => sum + plan.members, 0);
  const behind = overview.dueThisMonthNotBooked > 0;
  return (
    <section aria-label={m.heading} className="grid gap-4 sm:grid-cols-3">
      <Card data-testid="figure-due-not-booked">
        <CardFigureHeader title={m.dueNotBooked} icon={CalendarClock} />
        <CardContent>
          <p className={cn("text-3xl font-bold tabular-nums", behind && "text-destructive")}>
            {formatCount(overview.dueThisMonthNotBooked, locale)}
          </p>
          <p className="text-xs text-muted-foreground">{m.dueNotBookedHint}</p>
        </CardContent>
      </Card>
      <Card data-testid="figure-members">
        <CardFigureHeader title={m.members} icon={Users} />
        <CardContent className="text-3xl font-bold tabular-nums">{formatCount(members, locale)}</CardContent>
      </Card>
      <Card data-testid="figure-mrr">
        <CardFigureHeader title={m.recurringRevenue} icon={CircleDollarSign} />
        <CardContent className="text-3xl font-bold tabular-nums">
          {formatUsd(overview.monthlyRecurringRevenueCents / 100, locale)}
        </CardContent>
      </Card>
    </section>
  );
}

/** Last month, this month and the next two, one row each, a column per status. */
export function PlanVisitMonthsTable({ months, today }: { months: PlanVisitMonth[]; today: string }) {
  const m = useMessages().admin.planVisits;
  const locale = useLocale();
  const columns: DataTableColumn<PlanVisitMonth>[] = [
    {
      header: m.months.month,
      rowHeader: true,
      cell: (row) => (
        <>
          <span className="font-medium">{formatMonth(row.month, locale)}</span>
          {row.month === today.slice(0, 7) ? (
            <span className="block text-xs text-muted-foreground">{m.months.thisMonth}</span>
          ) : null}
        </>
      ),
    },
    ...MONTH_STATUSES.map((status): DataTableColumn<PlanVisitMonth> => ({
      header: m.statuses[status],
      align: "right",
      cell: (row) => formatCount(row.counts[status], locale),
    })),
    { header: m.months.total, align: "right", cell: (row) => formatCount(row.total, locale) },
  ];
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{m.months.heading}</h2>
      <DataTable
        rows={months}
        columns={columns}
        rowKey={(row) => row.month}
        rowTestId="plan-visit-month"
        label={m.months.caption}
        widthClassName="min-w-[44rem]"
        dense
      />
    </section>
  );
}

/** Members and monthly recurring revenue per plan, from the catalog's prices; Basic is paid once. */
export function PlanMembershipTable({ plans, total }: { plans: PlanMembership[]; total: number }) {
  const m = useMessages().admin.planVisits.plans;
  const locale = useLocale();
  const columns: DataTableColumn<PlanMembership>[] = [
    { header: m.plan, rowHeader: true, cell: (row) => <span className="font-medium">{row.name}</span> },
    {
      header: m.price,
      cell: (row) =>
        format(row.billingInterval === "month" ? m.perMonth : m.oneTime, {
          price: formatUsd(row.priceCents / 100, locale),
        }),
    },
    { header: m.members, align: "right", cell: (row) => formatCount(row.members, locale) },
    {
      header: m.revenue,
      align: "right",
      cell: (row) =>
        row.billingInterval === "month" ? (
          formatUsd(row.monthlyRevenueCents / 100, locale)
        ) : (
          <span className="text-muted-foreground">{m.notRecurring}</span>
        ),
    },
  ];
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{m.heading}</h2>
      <DataTable
        rows={plans}
        columns={columns}
        rowKey={(row) => row.code}
        rowTestId="plan-membership"
        label={m.caption}
        widthClassName="min-w-[36rem]"
      />
      <p className="text-sm text-muted-foreground" data-testid="plans-mrr-total">
        {m.total}: {formatUsd(total / 100, locale)}
      </p>
    </section>
  );
}
