import { Banknote, CalendarCheck, ThermometerSun, Wrench, Zap, ShieldCheck } from "lucide-react";
import { MARKETING_FIGURES } from "~/content/marketing-figures";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import { SECTION_CONTAINER, SectionHeading } from "./section-heading";

const PAIN_ICONS = [ThermometerSun, Banknote, Wrench];
const SOLUTION_ICONS = [Zap, ShieldCheck, CalendarCheck];

/** The three problems visitors arrive with (spec 1 §2: AC down, rising bills, constant repairs). */
export function PainPoints() {
  const t = useMessages().home.painPoints;
  const values = { threshold: MARKETING_FIGURES.emergencyHeatThresholdF };
  return (
    <section aria-labelledby="pain-points-title" className="bg-muted py-16 sm:py-20">
      <div className={SECTION_CONTAINER}>
        <SectionHeading id="pain-points-title" title={t.heading} intro={t.intro} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {t.items.map((item, index) => {
            const Icon = PAIN_ICONS[index] ?? Wrench;
            return (
              <li key={item.title} className="flex gap-4 rounded-2xl border border-destructive/15 bg-card p-5 shadow-sm md:block md:p-6">
                <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-destructive/10 text-destructive">
                  <Icon aria-hidden className="size-6" />
                </span>
                <div>
                  <h3 className="text-xl font-bold md:mt-4">{item.title}</h3>
                  <p className="mt-2 leading-relaxed text-muted-foreground">{format(item.body, values)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/** The answer to each problem, with the 30% / 85% / 15-year claims from the marketing figures. */
export function Solutions() {
  const t = useMessages().home.solutions;
  const { claims } = MARKETING_FIGURES;
  const values = { savings: claims.energySavingsPercent, prevented: claims.breakdownsPreventedPercent, years: claims.equipmentLifeYears };
  return (
    <section aria-labelledby="solutions-title" className="py-16 sm:py-20">
      <div className={SECTION_CONTAINER}>
        <SectionHeading id="solutions-title" title={t.heading} intro={t.intro} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {t.items.map((item, index) => {
            const Icon = SOLUTION_ICONS[index] ?? Zap;
            return (
              <li key={item.title} className="flex gap-4 rounded-2xl border-t-4 border-primary bg-card p-5 shadow-md ring-1 ring-border md:block md:p-6">
                <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-primary text-primary-foreground">
                  <Icon aria-hidden className="size-6" />
                </span>
                <div>
                  <h3 className="text-xl font-bold md:mt-4">{item.title}</h3>
                  <p className="mt-2 leading-relaxed text-muted-foreground">{format(item.body, values)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
