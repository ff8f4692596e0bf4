import { BadgeCheck, ShieldCheck, Star, Umbrella } from "lucide-react";
import { MARKETING_FIGURES } from "~/content/marketing-figures";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import type { HomeFacts } from "./home-facts";
import { SECTION_CONTAINER } from "./section-heading";

/**
 * Licence (settings), insurance, EPA and the review score, in one band. Years in business are the hero's and the
 * about section's to say (issue 17).
 */
export function CredentialsStrip({ facts }: { facts: HomeFacts }) {
  const t = useMessages().home.credentials;
  const { reviews } = MARKETING_FIGURES;
  const items = [
    { icon: ShieldCheck, text: format(t.license, { license: facts.licenseNumber }) },
    { icon: Umbrella, text: t.insured },
    { icon: BadgeCheck, text: t.epa },
    {
      icon: Star,
      text: format(t.rating, { score: reviews.averageScore, max: reviews.maxScore, count: reviews.countAtLeast }),
    },
  ];
  return (
    <section aria-label={t.label} className="border-y bg-secondary">
      <ul
        className={`${SECTION_CONTAINER} grid grid-cols-2 gap-x-3 gap-y-3 py-5 text-sm sm:gap-4 sm:py-8 sm:text-base lg:grid-cols-4`}
      >
        {items.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2 font-semibold text-secondary-foreground sm:gap-3">
            <Icon aria-hidden className="size-5 shrink-0 text-primary sm:size-6" />
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
