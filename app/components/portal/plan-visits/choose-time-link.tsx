import { CalendarCheck } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import type { OwnPlanVisit } from "~/domain/plan-visits/customer-plan-visits.server";
import { format, type Locale } from "~/i18n/catalog";
import type { PortalPlanVisitsMessages } from "~/i18n/en/portal-plan-visits";
import { useMessages } from "~/i18n/use-messages";

/** The portal's "Choose a time" page of one of the customer's own plan visits. */
export function chooseTimePath(visitId: string): string {
  return `/customer/plan-visits/${visitId}`;
}

/** "Premium Care visit 1 of 2", in the page's language (`title`: the form that starts a line). */
export function planVisitName(
  visit: Pick<OwnPlanVisit, "plan" | "numberInYear" | "visitsPerYear">,
  words: PortalPlanVisitsMessages,
  locale: Locale,
  form: "title" | "inline" = "inline",
): string {
  const only = visit.visitsPerYear === 1;
  const title = only ? words.visitTitleOnly : words.visitTitle;
  const inline = only ? words.visitNameOnly : words.visitName;
  return format(form === "title" ? title : inline, {
    plan: locale === "es" ? visit.plan.nameEs : visit.plan.name,
    number: String(visit.numberInYear),
    total: String(visit.visitsPerYear),
  });
}

/** "Choose a time" for a plan visit waiting for one, named for screen readers with the visit it books. */
export function ChooseTimeLink({ visit, locale, size = "sm" }: { visit: OwnPlanVisit; locale: Locale; size?: "sm" }) {
  const words = useMessages().portal.planVisits;
  return (
    <Link
      to={chooseTimePath(visit.id)}
      className={buttonVariants({ variant: "accent", size })}
      aria-label={format(words.chooseTimeFor, { visit: planVisitName(visit, words, locale) })}
      data-testid="plan-visit-choose-time"
    >
      <CalendarCheck aria-hidden />
      {words.chooseTime}
    </Link>
  );
}
