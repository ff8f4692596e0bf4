import { useId } from "react";
import { Link } from "react-router";
import { HISTORY_PATH } from "./quick-actions-card";
import { PaymentStatusBadge } from "~/components/portal/history/payment-status-badge";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { formatCalendarDate, formatUsd } from "~/domain/dashboard/dashboard-format";
import type { RecentService } from "~/domain/dashboard/get-customer-dashboard.server";
import { useLocale, useMessages } from "~/i18n/use-messages";

/** Recent Services: the newest visits with amount and payment badge, and the way to the full history. */
export function RecentServicesCard({ services }: { services: RecentService[] }) {
  const m = useMessages().portal.dashboard.recent;
  const locale = useLocale();
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId} className="flex h-full flex-col">
        <CardHeader>
          <CardTitle id={headingId}>{m.title}</CardTitle>
        </CardHeader>
        <CardContent className="flex-1">
          {services.length === 0 ? (
            <p className="text-muted-foreground">{m.empty}</p>
          ) : (
            <ul className="flex flex-col divide-y">
              {services.map((service) => (
                <li
                  key={service.id}
                  className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
                  data-testid="recent-service"
                >
                  <div className="min-w-0">
                    <p className="truncate font-medium">{service.serviceType}</p>
                    <p className="text-sm text-muted-foreground">{formatCalendarDate(service.serviceDate, locale)}</p>
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    <span className="font-semibold tabular-nums">{formatUsd(service.amountCharged, locale)}</span>
                    <PaymentStatusBadge status={service.paymentStatus} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
        <CardFooter>
          <Link to={HISTORY_PATH} className={buttonVariants({ variant: "outline", size: "sm" })}>
            {m.viewAll}
          </Link>
        </CardFooter>
      </section>
    </Card>
  );
}
