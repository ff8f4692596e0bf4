import { CheckCircle2 } from "lucide-react";
import { SERVICED_BRANDS } from "~/content/home/brands";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import type { HomeFacts } from "./home-facts";
import { SECTION_CONTAINER } from "./section-heading";

/** The brands we work on, beside the reasons to choose us. */
export function BrandsAndWhy({ facts }: { facts: HomeFacts }) {
  const t = useMessages().home.brandsWhy;
  return (
    <section aria-labelledby="brands-title" className="bg-muted py-16 sm:py-20">
      <div className={`${SECTION_CONTAINER} grid gap-10 lg:grid-cols-2 lg:gap-16`}>
        <div>
          <h2 id="brands-title" className="text-3xl font-extrabold tracking-tight">
            {t.brandsHeading}
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">{t.brandsIntro}</p>
          <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {SERVICED_BRANDS.map((brand) => (
              <li key={brand} className="flex items-center justify-center rounded-xl bg-card px-4 py-3 text-center font-semibold tracking-tight text-secondary-foreground shadow-sm ring-1 ring-border">
                {brand}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-card p-6 shadow-md ring-1 ring-border sm:p-8">
          <h2 className="text-3xl font-extrabold tracking-tight">{t.whyHeading}</h2>
          <ul className="mt-6 space-y-4">
            {t.why.map((reason) => (
              <li key={reason} className="flex gap-3 text-lg">
                <CheckCircle2 aria-hidden className="mt-1 size-5 shrink-0 text-success" />
                <span>{format(reason, { years: facts.experienceYears, region: facts.serviceRegion })}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
