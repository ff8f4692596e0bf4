import { Award, BadgeCheck, ShieldCheck, Star, Umbrella } from "lucide-react";
import { MARKETING_FIGURES } from "~/content/marketing-figures";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import type { HomeFacts } from "./home-facts";
import { SECTION_CONTAINER } from "./section-heading";

/** Licence (settings), years (from the founding year), insurance, EPA and the review score, in one band. */
export function CredentialsStrip({ facts }: { facts: HomeFacts }) {
  const t = useMessages().home.credentials;
  const { reviews } = MARKETING_FIGURES;
  const items = [
    { icon: ShieldCheck, text: format(t.license, { license: facts.licenseNumber }) },
    { icon: Umbrella, text: t.insured },
    { icon: BadgeCheck, text: t.epa },
    { icon: Award, text: format(t.years, { years: facts.experienceYears }) },
    { icon: Star, text: format(t.rating, { score: reviews.averageScore, max: reviews.maxScore, count: reviews.countAtLeast }) },
  ];
  return (
    <section aria-label={t.label} className="border-y bg-secondary">
      <ul className={`${SECTION_CONTAINER} grid grid-cols-1 gap-4 py-8 sm:grid-cols-2 lg:grid-cols-5`}>
        {items.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-3 font-semibold text-secondary-foreground">
            <Icon aria-hidden className="size-6 shrink-0 text-primary" />
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
