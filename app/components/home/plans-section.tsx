import { Link } from "react-router";
import { PlanCards, type PlanCard } from "~/components/plans/plan-cards";
import { MARKETING_FIGURES } from "~/content/marketing-figures";
import { format } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { SECTION_CONTAINER, SECTION_SPACING, SectionHeading } from "./section-heading";

/** The maintenance plans from the catalog: the #plans anchor. */
export function PlansSection({ plans }: { plans: PlanCard[] }) {
  const t = useMessages().home.plans;
  const locale = useLocale();
  return (
    <section id="plans" aria-labelledby="plans-title" className={`bg-muted ${SECTION_SPACING}`}>
      <div className={SECTION_CONTAINER}>
        <SectionHeading
          id="plans-title"
          title={t.heading}
          intro={format(t.intro, { prevented: MARKETING_FIGURES.claims.breakdownsPreventedPercent })}
        />
        <div className="mt-3 sm:mt-12">
          <PlanCards plans={plans} swipeOnPhone />
        </div>
        <p className="mt-3 text-center sm:mt-8">
          <Link
            to={localizedPath("/comfort-club", locale)}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t.compare}
          </Link>
        </p>
      </div>
    </section>
  );
}
