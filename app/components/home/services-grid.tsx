import { BadgeCheck, Building2, Clock, Home, Snowflake, ThermometerSnowflake, Wrench, ArrowRight } from "lucide-react";
import { useMessages } from "~/i18n/use-messages";
import { SECTION_CONTAINER, SectionHeading } from "./section-heading";

/** One icon per card, in the catalogue's order (spec 1 §2's seven services). */
const SERVICE_ICONS = [Snowflake, Wrench, Clock, Home, Building2, ThermometerSnowflake, BadgeCheck];

/** The seven service cards; the section is the #services anchor the header and footer link to. */
export function ServicesGrid() {
  const t = useMessages().home.services;
  return (
    <section id="services" aria-labelledby="services-title" className="bg-muted py-16 sm:py-20">
      <div className={SECTION_CONTAINER}>
        <SectionHeading id="services-title" title={t.heading} intro={t.intro} />
        {/* Flex, not grid: the seventh card centres under the others instead of leaving a hole. */}
        <ul className="mt-10 flex flex-wrap justify-center gap-5">
          {t.items.map((item, index) => {
            const Icon = SERVICE_ICONS[index] ?? Wrench;
            const emergency = index === 2;
            return (
              <li key={item.title} className="group flex w-full gap-4 rounded-2xl sm:flex-col sm:gap-0 sm:w-[calc(50%-0.625rem)] lg:w-[calc(25%-0.9375rem)] bg-card p-6 shadow-sm ring-1 ring-border transition-shadow hover:shadow-lg">
                <span
                  className={
                    emergency
                      ? "grid size-12 shrink-0 place-items-center rounded-xl bg-accent text-accent-foreground"
                      : "grid size-12 shrink-0 place-items-center rounded-xl bg-secondary text-primary"
                  }
                >
                  <Icon aria-hidden className="size-6" />
                </span>
                <div className="flex flex-1 flex-col">
                  <h3 className="text-lg font-bold sm:mt-4">{item.title}</h3>
                  <p className="mt-2 flex-1 leading-relaxed text-muted-foreground">{item.body}</p>
                  <a
                    href="#contact"
                    className="mt-4 inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {t.cta}
                    <span className="sr-only">: {item.title}</span>
                    <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
                  </a>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
