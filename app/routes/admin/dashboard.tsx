import { CalendarClock, ClipboardList, DollarSign, UserCheck, UserPlus, Users, type LucideIcon } from "lucide-react";
import type { Route } from "./+types/dashboard";
import { requireAdmin } from "~/auth/require-user.server";
import { Card, CardContent, CardFigureHeader } from "~/components/ui/card";
import { cn } from "~/components/ui/class-names";
import { formatCount, formatUsd } from "~/domain/dashboard/dashboard-format";
import {
  getAdminDashboardStats,
  type AdminDashboardStats,
} from "~/domain/dashboard/get-admin-dashboard-stats.server";
import { useLocale, useMessages, messagesFromMatches } from "~/i18n/use-messages";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).admin.dashboard.metaTitle }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  try {
    return { stats: await getAdminDashboardStats({ actor: user }) };
  } catch (error) {
    // Spec document 2 §8: dashboard stat errors are only logged; the cards then say the figure is unavailable.
    console.error("[admin dashboard] loading the stat cards failed", error);
    return { stats: null };
  }
}

type StatCard = {
  key: keyof AdminDashboardStats;
  icon: LucideIcon;
  money?: boolean;
};

const STAT_CARDS: readonly StatCard[] = [
  { key: "totalCustomers", icon: Users },
  { key: "activeCustomers", icon: UserCheck },
  { key: "outstandingBalance", icon: DollarSign, money: true },
  { key: "dueForService", icon: CalendarClock },
  { key: "newSignups", icon: UserPlus },
  { key: "pendingLeads", icon: ClipboardList },
];

export default function AdminDashboardPage({ loaderData }: Route.ComponentProps) {
  const m = useMessages().admin.dashboard;
  const locale = useLocale();
  const { stats } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{m.title}</h1>
        <p className="mt-1 text-muted-foreground">{m.intro}</p>
      </div>
      <section aria-label={m.statsHeading} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {STAT_CARDS.map(({ key, icon: Icon, money }) => {
          const value = stats?.[key];
          // Spec document 2 §9: the outstanding balance is red when anything is owed.
          const owed = money && value !== undefined && value > 0;
          return (
            <Card key={key} data-testid={`stat-${key}`}>
              <CardFigureHeader title={m[key]} icon={Icon} />
              <CardContent className={cn("text-3xl font-bold tabular-nums", owed && "text-destructive")}>
                {value === undefined ? (
                  <span className="text-base font-medium text-muted-foreground">{m.unavailable}</span>
                ) : money ? (
                  formatUsd(value, locale)
                ) : (
                  formatCount(value, locale)
                )}
              </CardContent>
            </Card>
          );
        })}
      </section>
    </div>
  );
}
