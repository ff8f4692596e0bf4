import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import { MARKETING_FIGURES } from "~/content/marketing-figures";
import type { HomeFacts } from "./home-facts";
import { SECTION_CONTAINER } from "./section-heading";

/** Who we are: the founding year and years in business come from settings, the rating from the marketing figures. */
export function AboutSection({ facts }: { facts: HomeFacts }) {
  const t = useMessages().home.about;
  const { reviews } = MARKETING_FIGURES;
  const stats = [
    { value: `${facts.experienceYears}+`, label: t.stats.years },
    { value: `${reviews.averageScore}/${reviews.maxScore}`, label: t.stats.rating },
    { value: "24/7", label: t.stats.emergency },
    { value: String(facts.serviceAreas.length), label: t.stats.areas },
  ];
  return (
    <section aria-labelledby="about-title" className="py-16 sm:py-20">
      <div className={`${SECTION_CONTAINER} grid items-center gap-10 lg:grid-cols-2 lg:gap-16`}>
        <div>
          <h2 id="about-title" className="text-balance text-3xl font-extrabold tracking-tight sm:text-4xl">
            {format(t.heading, { year: facts.foundedYear })}
          </h2>
          {t.body.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className="mt-4 text-lg leading-relaxed text-muted-foreground">
              {format(paragraph, { years: facts.experienceYears, region: facts.serviceRegion })}
            </p>
          ))}
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse rounded-2xl bg-gradient-to-br from-primary to-primary-strong p-6 text-primary-foreground shadow-lg">
              <dt className="mt-1 text-sm font-medium text-primary-foreground/90">{stat.label}</dt>
              <dd className="text-4xl font-extrabold tracking-tight">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
