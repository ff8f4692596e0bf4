import { CheckCircle2 } from "lucide-react";
import { SERVICED_BRANDS } from "~/content/home/brands";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import type { HomeFacts } from "./home-facts";
import { SECTION_CONTAINER, SECTION_SPACING } from "./section-heading";

/** The brands we work on, beside the reasons to choose us. */
export function BrandsAndWhy({ facts }: { facts: HomeFacts }) {
  const t = useMessages().home.brandsWhy;
  return (
    <section aria-labelledby="brands-title" className={`bg-muted ${SECTION_SPACING}`}>
      <div className={`${SECTION_CONTAINER} grid gap-6 sm:gap-10 lg:grid-cols-2 lg:gap-16`}>
        <div>
          <h2 id="brands-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {t.brandsHeading}
          </h2>
          <p className="mt-2 text-muted-foreground sm:mt-3 sm:text-lg">{t.brandsIntro}</p>
          {/* Word-sized chips on a phone; a grid of equal tiles from `sm` up. */}
          <ul className="mt-4 flex flex-wrap gap-2 sm:mt-6 sm:grid sm:grid-cols-3 sm:gap-3">
            {SERVICED_BRANDS.map((brand) => (
              <li
                key={brand}
                className="flex items-center justify-center rounded-full bg-card px-3 py-1.5 text-center text-sm font-semibold tracking-tight text-secondary-foreground shadow-sm ring-1 ring-border sm:rounded-xl sm:px-4 sm:py-3 sm:text-base"
              >
                {brand}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-card p-5 shadow-md ring-1 ring-border sm:p-8">
          <h2 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t.whyHeading}</h2>
          <ul className="mt-4 space-y-2.5 sm:mt-6 sm:space-y-4">
            {t.why.map((reason) => (
              <li key={reason} className="flex gap-3 sm:text-lg">
                <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-success sm:mt-1" />
                <span>{format(reason, { region: facts.serviceRegion })}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
