import {
  CalendarClock,
  ClipboardList,
  DollarSign,
  Upload,
  UserCheck,
  UserPlus,
  Users,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { requireAdmin } from "~/auth/require-user.server";
import { Card, CardContent, CardFigureHeader } from "~/components/ui/card";
import { cn } from "~/components/ui/class-names";
import { formatCount, formatUsd } from "~/domain/dashboard/dashboard-format";
import { getAdminDashboardStats, type AdminDashboardStats } from "~/domain/dashboard/get-admin-dashboard-stats.server";
import type { LiveTopicsHandle } from "~/domain/live-updates/back-office-topics";
import { useLocale, useMessages, messagesFromMatches } from "~/i18n/use-messages";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: messagesFromMatches(matches).admin.dashboard.metaTitle }];
}

/** Reloads by itself when one of these changes (issue 13: live updates). */
export const handle = { liveTopics: ["leads", "signups", "requests", "customers"] } satisfies LiveTopicsHandle;

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
      <DashboardActions />
    </div>
  );
}

type ActionCard = {
  key: "manageCustomers" | "leads" | "addCustomer" | "bulkImport";
  icon: LucideIcon;
  href: string;
};

// Add New Customer and Bulk Import open their dialogs on the customers screen (DECISIONS.md §4; the older app left
// them inert).
const ACTION_CARDS: readonly ActionCard[] = [
  { key: "manageCustomers", icon: Users, href: "/admin/customers" },
  { key: "leads", icon: ClipboardList, href: "/admin/leads" },
  { key: "addCustomer", icon: UserPlus, href: "/admin/customers?add=1" },
  { key: "bulkImport", icon: Upload, href: "/admin/customers?import=1" },
];

function DashboardActions() {
  const m = useMessages().admin.dashboard;
  return (
    <section aria-labelledby="dashboard-actions-heading" className="flex flex-col gap-4">
      <h2 id="dashboard-actions-heading" className="text-xl font-semibold">
        {m.actionsHeading}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {ACTION_CARDS.map(({ key, icon: Icon, href }) => (
          <li key={key}>
            <Link
              to={href}
              data-testid={`action-${key}`}
              className="block h-full rounded-xl border bg-card p-5 shadow-sm transition-colors hover:border-primary hover:bg-muted/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
            >
              <Icon aria-hidden className="size-6 text-primary" />
              <span className="mt-3 block font-semibold">{m[key]}</span>
              <span className="mt-1 block text-sm text-muted-foreground">{m[`${key}Body`]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
