import { CalendarPlus, CreditCard, History, PhoneCall } from "lucide-react";
import { Link } from "react-router";
import { telHref } from "~/format/phone-number";
import { buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/components/ui/class-names";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";

export const REQUEST_APPOINTMENT_PATH = "/customer/appointments?new=1";
export const HISTORY_PATH = "/customer/history";
const BILLING_PORTAL_ENDPOINT = "/api/billing/portal";

/**
 * Quick Actions (spec document 1 §2). Manage Billing is a plain form posted into a new tab: the billing endpoint
 * answers a form with a redirect to Stripe's portal (or the demo billing page), so it works without JavaScript.
 * Only `noopener` on it: `noreferrer` would make the browser send "Origin: null", which the POST check refuses.
 */
export function QuickActionsCard({ emergencyPhone }: { emergencyPhone: string }) {
  const m = useMessages().portal.dashboard.quickActions;
  const action = cn(buttonVariants({ variant: "outline" }), "w-full");
  return (
    <Card data-testid="quick-actions">
      <CardHeader>
        <CardTitle>{m.title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Link to={REQUEST_APPOINTMENT_PATH} className={cn(buttonVariants(), "w-full")}>
          <CalendarPlus aria-hidden />
          {m.requestAppointment}
        </Link>
        <Link to={HISTORY_PATH} className={action}>
          <History aria-hidden />
          {m.viewHistory}
        </Link>
        <a
          href={telHref(emergencyPhone)}
          className={action}
          aria-label={format(m.emergencyLabel, { phone: emergencyPhone })}
        >
          <PhoneCall aria-hidden />
          {format(m.emergency, { phone: emergencyPhone })}
        </a>
        <form method="post" action={BILLING_PORTAL_ENDPOINT} target="_blank" rel="noopener">
          <input type="hidden" name="returnPath" value="/customer" />
          <button type="submit" className={action}>
            <CreditCard aria-hidden />
            {m.manageBilling}
            <span className="sr-only"> {m.opensInNewTab}</span>
          </button>
        </form>
      </CardContent>
    </Card>
  );
}
