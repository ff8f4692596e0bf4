import { Landmark, MapPin, Sun, Zap } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { dollars, MARKETING_FIGURES } from "~/content/marketing-figures";
import type { RebateCard, RebateScope } from "~/content/rebates";
import { format } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { PhoneScroller, SCROLLER_ITEM } from "~/components/ui/phone-scroller";
import { SECTION_BODY_GAP, SECTION_CONTAINER, SECTION_SPACING, SectionHeading } from "./section-heading";

const SCOPE_ICONS: Record<RebateScope, typeof Landmark> = { federal: Landmark, florida: Sun, local: MapPin };

/** The four rebate programs (spec 1 §2), their caps from the marketing figures. */
export function RebatesSection({ programs }: { programs: RebateCard[] }) {
  const t = useMessages().home.rebates;
  const locale = useLocale();
  const { rebates } = MARKETING_FIGURES;
  return (
    <section aria-labelledby="rebates-title" className={SECTION_SPACING}>
      <div className={SECTION_CONTAINER}>
        <SectionHeading id="rebates-title" title={t.heading} intro={t.intro} />
        <PhoneScroller
          grid="sm:grid sm:grid-cols-2 sm:gap-5 lg:grid-cols-4"
          label={t.heading}
          className={SECTION_BODY_GAP}
        >
          {programs.map((program) => {
            const Icon = program.id === "utility-rebate" ? Zap : SCOPE_ICONS[program.scope];
            return (
              <li
                key={program.id}
                className={`${SCROLLER_ITEM} flex flex-col rounded-2xl bg-card p-5 shadow-sm ring-1 ring-border sm:p-6`}
              >
                <div className="flex items-center justify-between gap-2">
                  <span className="grid size-9 place-items-center rounded-xl bg-secondary text-primary sm:size-11">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <span className="rounded-full bg-muted px-3 py-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                    {t.scopes[program.scope]}
                  </span>
                </div>
                <h3 className="mt-3 text-lg font-bold leading-snug sm:mt-4">{program.name}</h3>
                <p className="mt-1 text-xl font-extrabold text-success sm:text-2xl">
                  {program.maxDollars === null ? t.varies : format(t.upTo, { amount: dollars(program.maxDollars) })}
                </p>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground sm:mt-3">{program.body}</p>
                <p className="mt-3 border-t pt-3 text-xs sm:mt-4 leading-relaxed text-muted-foreground">
                  {program.eligibility}
                </p>
              </li>
            );
          })}
        </PhoneScroller>
        <p className="mx-auto mt-3 max-w-3xl text-center text-xs text-muted-foreground sm:mt-6 sm:text-sm">
          {format(t.footnote, { days: rebates.applicationWindowDays, weeks: rebates.payoutWeeks })}
        </p>
        <div className="mt-4 text-center sm:mt-6">
          <Link to={localizedPath("/rebates", locale)} className={buttonVariants({ variant: "outline" })}>
            {t.learnMore}
          </Link>
        </div>
      </div>
    </section>
  );
}
