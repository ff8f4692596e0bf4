import { Clock, MapPin } from "lucide-react";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import type { HomeFacts } from "./home-facts";
import { SECTION_CONTAINER, SECTION_SPACING, SectionHeading } from "./section-heading";

/**
 * Business hours and every service area from the settings record: the #service-areas anchor the footer links to.
 * The one place in the page's main content that lists them (issue 17); the emergency number is the hero's.
 */
export function HoursAndAreas({ facts }: { facts: HomeFacts }) {
  const t = useMessages().home.hoursAreas;
  return (
    <section id="service-areas" aria-labelledby="service-areas-title" className={SECTION_SPACING}>
      <div className={SECTION_CONTAINER}>
        <SectionHeading id="service-areas-title" title={t.heading} />
        <div className="mt-5 grid gap-4 sm:mt-10 sm:gap-6 lg:grid-cols-[1fr_2fr]">
          <div className="rounded-2xl bg-card p-5 shadow-sm ring-1 ring-border sm:p-8">
            <h3 className="flex items-center gap-2 text-lg font-bold sm:text-xl">
              <Clock aria-hidden className="size-5 text-primary" />
              {t.hoursHeading}
            </h3>
            <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:mt-4 sm:block sm:space-y-2 sm:text-lg">
              {facts.hoursLines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl bg-card p-5 shadow-sm ring-1 ring-border sm:p-8">
            <h3 className="flex items-center gap-2 text-lg font-bold sm:text-xl">
              <MapPin aria-hidden className="size-5 text-primary" />
              {t.areasHeading}
            </h3>
            <p className="mt-1.5 text-sm text-muted-foreground sm:mt-2 sm:text-base">
              {format(t.areasIntro, { region: facts.serviceRegion, radius: facts.serviceRadiusMiles })}
            </p>
            <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:mt-5 sm:grid-cols-3 sm:gap-y-2 sm:text-base lg:grid-cols-4">
              {facts.serviceAreas.map((area) => (
                <li key={area} className="flex items-center gap-2">
                  <span aria-hidden className="size-1.5 shrink-0 rounded-full bg-primary" />
                  {area}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
