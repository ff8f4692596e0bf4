import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import type { HomeFacts } from "./home-facts";
import { SECTION_CONTAINER, SECTION_SPACING } from "./section-heading";

/**
 * Who we are. This is where the page says how long we have been in business (the founding year, from settings);
 * the hero's promises are the only other place (issue 17: each fact once where a visitor looks for it).
 */
export function AboutSection({ facts }: { facts: HomeFacts }) {
  const t = useMessages().home.about;
  return (
    <section aria-labelledby="about-title" className={SECTION_SPACING}>
      <div className={`${SECTION_CONTAINER} grid gap-3 lg:grid-cols-[2fr_3fr] lg:gap-16`}>
        <h2 id="about-title" className="text-balance text-[1.375rem]/7 font-extrabold tracking-tight sm:text-4xl">
          {format(t.heading, { year: facts.foundedYear })}
        </h2>
        <div>
          {t.body.map((paragraph, index) => (
            <p
              key={paragraph.slice(0, 24)}
              className={`${index === 0 ? "" : "mt-3 sm:mt-4 "}text-[0.9375rem] leading-relaxed text-muted-foreground sm:text-lg`}
            >
              {format(paragraph, { region: facts.serviceRegion })}
            </p>
          ))}
        </div>
      </div>
    </section>
  );
}
