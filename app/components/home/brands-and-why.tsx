import { CheckCircle2 } from "lucide-react";
import { SERVICED_BRANDS } from "~/content/home/brands";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import type { HomeFacts } from "./home-facts";
import { PhoneScroller } from "~/components/ui/phone-scroller";
import { SECTION_CONTAINER, SECTION_SPACING } from "./section-heading";

/** The brands we work on, beside the reasons to choose us. */
export function BrandsAndWhy({ facts }: { facts: HomeFacts }) {
  const t = useMessages().home.brandsWhy;
  return (
    <section aria-labelledby="brands-title" className={`bg-muted ${SECTION_SPACING}`}>
      <div className={`${SECTION_CONTAINER} grid gap-6 sm:gap-10 lg:grid-cols-2 lg:gap-16`}>
        {/* min-w-0: the chips' row scrolls inside the column instead of widening it. */}
        <div className="min-w-0">
          <h2 id="brands-title" className="text-[1.375rem]/7 font-extrabold tracking-tight sm:text-3xl">
            {t.brandsHeading}
          </h2>
          <p className="mt-1.5 text-sm text-muted-foreground sm:mt-3 sm:text-lg">{t.brandsIntro}</p>
          {/* One row of word-sized chips on a phone; a grid of equal tiles from `sm` up. */}
          <PhoneScroller grid="sm:grid sm:grid-cols-3 sm:gap-3" label={t.brandsHeading} className="mt-3 sm:mt-6">
            {SERVICED_BRANDS.map((brand) => (
              <li
                key={brand}
                className="flex shrink-0 snap-start items-center justify-center rounded-full bg-card px-3 py-1.5 text-center text-sm font-semibold tracking-tight text-secondary-foreground shadow-sm ring-1 ring-border sm:rounded-xl sm:px-4 sm:py-3 sm:text-base"
              >
                {brand}
              </li>
            ))}
          </PhoneScroller>
        </div>
        <div className="rounded-2xl bg-card p-4 shadow-md ring-1 ring-border sm:p-8">
          <h2 className="text-[1.375rem]/7 font-extrabold tracking-tight sm:text-3xl">{t.whyHeading}</h2>
          <ul className="mt-3 space-y-1.5 text-sm sm:mt-6 sm:space-y-4 sm:text-lg">
            {t.why.map((reason) => (
              <li key={reason} className="flex gap-2.5 sm:gap-3">
                <CheckCircle2 aria-hidden className="mt-px size-4 shrink-0 text-success sm:mt-1 sm:size-5" />
                <span>{format(reason, { region: facts.serviceRegion })}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
