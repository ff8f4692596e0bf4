import { Quote } from "lucide-react";
import { StarRating } from "~/components/home/star-rating";
import { EstimateCallToAction, PageHero, PageSection } from "~/components/site/content-page";
import { publicPageMeta } from "~/components/site/page-meta";
import { rootDataFromMatches } from "~/components/site/root-data";
import { SERVICE_AREA_REGION } from "~/config/business-defaults";
import { COMMERCIAL_CLIENTS } from "~/content/home/commercial-clients";
import { MARKETING_FIGURES } from "~/content/marketing-figures";
import { ALL_REVIEWS } from "~/content/reviews";
import { getSettings } from "~/domain/settings/get-settings.server";
import { format } from "~/i18n/catalog";
import { testimonialsPage as en } from "~/i18n/en/pages-testimonials";
import { testimonialsPage as es } from "~/i18n/es/pages-testimonials";
import { resolveLocale } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-messages";
import type { Route } from "./+types/testimonials";

const COPY = { en, es };
const { reviews: REVIEW_FIGURES } = MARKETING_FIGURES;
const SCORE = { score: REVIEW_FIGURES.averageScore, max: REVIEW_FIGURES.maxScore, count: REVIEW_FIGURES.countAtLeast };

export const meta: Route.MetaFunction = ({ data: pageData, matches, location }) => {
  const root = rootDataFromMatches(matches);
  if (!pageData || !root) return [];
  const t = COPY[pageData.locale];
  return publicPageMeta({
    title: format(t.metaTitle, { company: root.business.companyName }),
    description: format(t.metaDescription, SCORE),
    origin: root.origin,
    pathname: location.pathname,
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  const settings = await getSettings();
  return { locale: resolveLocale(request), mainPhone: settings.mainPhone };
}

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = COPY[locale];
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={format(t.lead, { region: SERVICE_AREA_REGION })}>
        <p className="mt-8 inline-flex flex-col gap-2 rounded-xl bg-background px-5 py-4 text-lg font-semibold text-foreground shadow-lg sm:flex-row sm:items-center sm:gap-3">
          <StarRating rating={SCORE.score} label={format(t.stars, { rating: SCORE.score })} className="size-6" />
          <span>{format(t.summary, SCORE)}</span>
        </p>
      </PageHero>

      <PageSection id="residential" title={t.residentialTitle}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {ALL_REVIEWS.map((review) => {
            const text = review.text[locale];
            return (
              <li key={review.id}>
                <figure className="relative flex h-full flex-col rounded-2xl bg-card p-6 shadow-md ring-1 ring-border">
                  <Quote aria-hidden className="absolute right-5 top-5 size-8 text-secondary" />
                  <StarRating rating={review.rating} label={format(t.stars, { rating: review.rating })} />
                  <blockquote className="mt-4 flex-1 leading-relaxed">“{text.quote}”</blockquote>
                  <figcaption className="mt-5 border-t pt-4 text-sm">
                    <span className="block font-bold">{review.name}</span>
                    <span className="text-muted-foreground">
                      {review.area} · {text.service}
                    </span>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </PageSection>

      <PageSection id="commercial" title={t.commercialTitle} intro={t.commercialIntro} muted>
        <ul className="grid gap-6 lg:grid-cols-2">
          {COMMERCIAL_CLIENTS.map((client) => {
            const text = client.text[locale];
            return (
              <li key={client.id}>
                <figure className="flex h-full flex-col rounded-2xl bg-card p-6 shadow-md ring-1 ring-border sm:p-8">
                  <div className="flex items-center gap-4">
                    <span
                      aria-hidden
                      className="grid size-14 shrink-0 place-items-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
                    >
                      {client.initials}
                    </span>
                    <div>
                      <p className="text-lg font-bold">{client.name}</p>
                      <p className="text-sm text-muted-foreground">{text.description}</p>
                    </div>
                  </div>
                  <div className="mt-4">
                    <StarRating rating={client.rating} label={format(t.stars, { rating: client.rating })} />
                  </div>
                  <blockquote className="mt-3 flex-1 leading-relaxed">“{text.quote}”</blockquote>
                  <figcaption className="mt-4 text-sm text-muted-foreground">
                    {text.person}, {client.name}
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </PageSection>

      <EstimateCallToAction title={t.ctaTitle} body={t.ctaBody} phone={loaderData.mainPhone} />
    </>
  );
}
