import { BadgeCheck, Building2, Clock, Home, Snowflake, ThermometerSnowflake, Wrench, ArrowRight } from "lucide-react";
import { useMessages } from "~/i18n/use-messages";
import { PhoneScroller } from "~/components/ui/phone-scroller";
import { SECTION_BODY_GAP, SECTION_CONTAINER, SECTION_SPACING, SectionHeading } from "./section-heading";

/** One icon per card, in the catalogue's order (spec 1 §2's seven services). */
const SERVICE_ICONS = [Snowflake, Wrench, Clock, Home, Building2, ThermometerSnowflake, BadgeCheck];

/** The seven service cards; the section is the #services anchor the header and footer link to. */
export function ServicesGrid() {
  const t = useMessages().home.services;
  return (
    <section id="services" aria-labelledby="services-title" className={`bg-muted ${SECTION_SPACING}`}>
      <div className={SECTION_CONTAINER}>
        <SectionHeading id="services-title" title={t.heading} intro={t.intro} />
        {/* From `sm` up flex, not grid: the seventh card centres under the others instead of leaving a hole. */}
        <PhoneScroller grid="sm:flex-wrap sm:justify-center sm:gap-5" className={SECTION_BODY_GAP}>
          {t.items.map((item, index) => {
            const Icon = SERVICE_ICONS[index] ?? Wrench;
            const emergency = index === 2;
            return (
              <li
                key={item.title}
                className="group flex w-[88%] shrink-0 snap-start flex-col rounded-2xl bg-card p-5 shadow-sm ring-1 ring-border transition-shadow hover:shadow-lg sm:w-[calc(50%-0.625rem)] sm:p-6 lg:w-[calc(25%-0.9375rem)]"
              >
                <span
                  className={
                    emergency
                      ? "grid size-10 shrink-0 place-items-center rounded-xl bg-accent text-accent-foreground sm:size-12"
                      : "grid size-10 shrink-0 place-items-center rounded-xl bg-secondary text-primary sm:size-12"
                  }
                >
                  <Icon aria-hidden className="size-5 sm:size-6" />
                </span>
                <div className="flex flex-1 flex-col">
                  <h3 className="mt-3 text-lg font-bold sm:mt-4">{item.title}</h3>
                  <p className="mt-1.5 flex-1 text-sm leading-relaxed text-muted-foreground sm:mt-2 sm:text-base">
                    {item.body}
                  </p>
                  <a
                    href="#contact"
                    className="mt-3 inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {t.cta}
                    <span className="sr-only">: {item.title}</span>
                    <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
                  </a>
                </div>
              </li>
            );
          })}
        </PhoneScroller>
      </div>
    </section>
  );
}
