import { Clock, MapPin, Phone } from "lucide-react";
import { PhoneLink } from "~/components/site/phone-link";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import type { HomeFacts } from "./home-facts";
import { SECTION_CONTAINER, SectionHeading } from "./section-heading";

/** Business hours and every service area from the settings record: the #service-areas anchor. */
export function HoursAndAreas({ facts }: { facts: HomeFacts }) {
  const t = useMessages().home.hoursAreas;
  return (
    <section id="service-areas" aria-labelledby="service-areas-title" className="py-16 sm:py-20">
      <div className={SECTION_CONTAINER}>
        <SectionHeading id="service-areas-title" title={t.heading} />
        <div className="mt-10 grid gap-6 lg:grid-cols-[1fr_2fr]">
          <div className="rounded-2xl bg-card p-6 shadow-sm ring-1 ring-border sm:p-8">
            <h3 className="flex items-center gap-2 text-xl font-bold">
              <Clock aria-hidden className="size-5 text-primary" />
              {t.hoursHeading}
            </h3>
            <ul className="mt-4 space-y-2 text-lg">
              {facts.hoursLines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p className="mt-6 flex items-center gap-2 font-semibold">
              <Phone aria-hidden className="size-4 text-accent" />
              <span>
                {t.emergencyLabel}{" "}
                <PhoneLink phone={facts.emergencyPhone} className="text-primary underline underline-offset-4" />
              </span>
            </p>
          </div>
          <div className="rounded-2xl bg-card p-6 shadow-sm ring-1 ring-border sm:p-8">
            <h3 className="flex items-center gap-2 text-xl font-bold">
              <MapPin aria-hidden className="size-5 text-primary" />
              {t.areasHeading}
            </h3>
            <p className="mt-2 text-muted-foreground">{format(t.areasIntro, { region: facts.serviceRegion, radius: facts.serviceRadiusMiles })}</p>
            <ul className="mt-5 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 lg:grid-cols-4">
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
