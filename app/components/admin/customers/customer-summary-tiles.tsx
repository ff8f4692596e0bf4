import { CalendarClock, DollarSign, UserCheck, Users, type LucideIcon } from "lucide-react";
import { Suspense } from "react";
import { Await } from "react-router";
import { Card, CardContent, CardFigureHeader } from "~/components/ui/card";
import { cn } from "~/components/ui/class-names";
import { formatCount, formatUsd } from "~/domain/dashboard/dashboard-format";
import type { CustomerSummary } from "~/domain/customers/get-customer-summary.server";
import { useLocale, useMessages } from "~/i18n/use-messages";

const TILES: readonly { key: keyof CustomerSummary; icon: LucideIcon; money?: boolean }[] = [
  { key: "totalCustomers", icon: Users },
  { key: "activeCustomers", icon: UserCheck },
  { key: "outstandingBalance", icon: DollarSign, money: true },
  { key: "dueSoonCustomers", icon: CalendarClock },
];

/**
 * The four figures over every customer (spec document 2 §2). They arrive after the table: summing a large customer
 * base's balances takes longer than a search, and the search must not wait for it (ADR 033's speed target).
 */
export function CustomerSummaryTiles({ summary }: { summary: Promise<CustomerSummary> }) {
  const m = useMessages().admin.customers.tiles;
  return (
    <section aria-label={m.heading} className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <Suspense fallback={<Tiles state="loading" />}>
        <Await resolve={summary} errorElement={<Tiles state="unavailable" />}>
          {(figures) => <Tiles state={figures} />}
        </Await>
      </Suspense>
    </section>
  );
}

function Tiles({ state }: { state: CustomerSummary | "loading" | "unavailable" }) {
  const m = useMessages().admin.customers.tiles;
  const locale = useLocale();
  return TILES.map(({ key, icon, money }) => {
    const value = typeof state === "object" ? state[key] : undefined;
    // Spec document 2 §9: the outstanding balance is red when anything is owed.
    const owed = money === true && value !== undefined && value > 0;
    return (
      <Card key={key} data-testid={`tile-${key}`} aria-busy={state === "loading" || undefined}>
        <CardFigureHeader title={m[key]} icon={icon} />
        <CardContent
          className={cn(
            "break-words text-xl font-bold tabular-nums sm:text-2xl md:text-3xl",
            owed && "text-destructive",
          )}
        >
          {value === undefined ? (
            <span className="text-base font-medium text-muted-foreground">
              {state === "loading" ? m.loading : m.unavailable}
            </span>
          ) : money ? (
            formatUsd(value, locale)
          ) : (
            formatCount(value, locale)
          )}
        </CardContent>
      </Card>
    );
  });
}
