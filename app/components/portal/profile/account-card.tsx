import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import type { ProfileView } from "~/domain/profile/get-profile.server";
import { useLocale, useMessages } from "~/i18n/use-messages";

/**
 * The read-only Account Information card (spec document 1 §2): customer number and status when a customer record
 * exists, the current plan, which changes only through Service Plans (DECISIONS.md §2), and the way to the Change
 * Password screen.
 */
export function AccountCard({ account, plan }: Pick<ProfileView, "account" | "plan">) {
  const t = useMessages().portal.profile;
  const locale = useLocale();
  const statuses = t.account.statuses as Record<string, string>;
  return (
    // Without a customer record there is no Account Information yet: the card shows only the plan.
    <Card data-testid={account ? "account-information" : "plan-information"}>
      <CardHeader>
        <CardTitle>{account ? t.sections.account : t.account.plan}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm">
          {account ? (
            <>
              <div>
                <dt className="text-muted-foreground">{t.account.customerNumber}</dt>
                <dd className="font-semibold" data-testid="customer-number">
                  {account.customerNumber}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t.account.status}</dt>
                <dd>
                  <Badge variant={account.status === "active" ? "success" : "warning"}>
                    {statuses[account.status] ?? account.status}
                  </Badge>
                </dd>
              </div>
            </>
          ) : null}
          <div>
            <dt className="text-muted-foreground">{t.account.plan}</dt>
            <dd className="font-semibold" data-testid="profile-plan">
              {plan ? (locale === "es" ? plan.nameEs : plan.name) : t.account.noPlan}
            </dd>
            <dd className="mt-1 text-muted-foreground">{t.account.planNote}</dd>
            <dd className="mt-2">
              <Link
                to="/customer/subscription"
                className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
              >
                {t.account.managePlan}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t.account.password}</dt>
            <dd className="mt-1 text-muted-foreground">{t.account.passwordNote}</dd>
            <dd className="mt-2">
              <Link
                to="/customer/profile/password"
                className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
              >
                {t.account.managePassword}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
