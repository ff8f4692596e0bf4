import { BadgePercent, CalendarClock, Siren } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import type { BenefitsInForce } from "~/domain/billing/get-subscription-overview.server";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { subscriptionDate } from "./subscription-dates";

/**
 * The member's benefits in force (issue 37 item 5): what the plan's "priority scheduling", "priority emergency service"
 * and repair discount do for them today, with the day Basic's priority ends. Shown beside the plan, or on its own for a
 * Basic member (who has no subscription).
 */
export function MemberBenefitsCard({ benefits }: { benefits: BenefitsInForce }) {
  const t = useMessages().portal.subscription.inForce;
  const locale = useLocale();
  // A business date: read at noon UTC, which is the same day in Miami.
  const until = benefits.priorityUntil ? subscriptionDate(`${benefits.priorityUntil}T12:00:00Z`, locale) : null;
  return (
    <Card data-testid="member-benefits">
      <CardHeader>
        <CardTitle>{t.heading}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3">
          {benefits.repairDiscountPercent > 0 ? (
            <li className="flex items-center gap-2">
              <BadgePercent aria-hidden className="size-5 shrink-0 text-muted-foreground" />
              <span>{format(t.repairDiscount, { percent: benefits.repairDiscountPercent })}</span>
            </li>
          ) : null}
          {benefits.priorityLeadTimeHours !== null ? (
            <li className="flex items-center gap-2">
              <CalendarClock aria-hidden className="size-5 shrink-0 text-muted-foreground" />
              <span>
                {format(t.priorityScheduling, { hours: benefits.priorityLeadTimeHours })}
                {until ? ` ${format(t.until, { date: until })}` : null}
              </span>
            </li>
          ) : null}
          {benefits.emergencyReserve ? (
            <li className="flex items-center gap-2">
              <Siren aria-hidden className="size-5 shrink-0 text-muted-foreground" />
              <span>{t.emergencyReserve}</span>
            </li>
          ) : null}
        </ul>
      </CardContent>
    </Card>
  );
}
