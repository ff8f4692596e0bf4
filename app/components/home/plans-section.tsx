import { Link } from "react-router";
import { PlanCards, type PlanCard } from "~/components/plans/plan-cards";
import { MARKETING_FIGURES } from "~/content/marketing-figures";
import { format } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { SECTION_CONTAINER, SectionHeading } from "./section-heading";

/** The maintenance plans from the catalog: the #plans anchor. */
export function PlansSection({ plans }: { plans: PlanCard[] }) {
  const t = useMessages().home.plans;
  const locale = useLocale();
  return (
    <section id="plans" aria-labelledby="plans-title" className="bg-muted py-16 sm:py-20">
      <div className={SECTION_CONTAINER}>
        <SectionHeading
          id="plans-title"
          title={t.heading}
          intro={format(t.intro, { prevented: MARKETING_FIGURES.claims.breakdownsPreventedPercent })}
        />
        <div className="mt-12">
          <PlanCards plans={plans} />
        </div>
        <p className="mt-8 text-center">
          <Link to={localizedPath("/comfort-club", locale)} className="font-semibold text-primary underline-offset-4 hover:underline">
            {t.compare}
          </Link>
        </p>
      </div>
    </section>
  );
}
