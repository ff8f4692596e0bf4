import { Quote } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { MARKETING_FIGURES } from "~/content/marketing-figures";
import type { ReviewCard } from "~/content/reviews";
import { format } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { PhoneScroller, SCROLLER_ITEM } from "~/components/ui/phone-scroller";
import { SECTION_BODY_GAP, SECTION_CONTAINER, SECTION_SPACING } from "./section-heading";
import { StarRating } from "./star-rating";

/** Three review cards under the 4.9 out of 5 / 200+ reviews summary (spec 1 §2). */
export function ReviewsSection({ reviews: cards }: { reviews: ReviewCard[] }) {
  const t = useMessages().home.reviews;
  const locale = useLocale();
  const { reviews } = MARKETING_FIGURES;
  return (
    <section aria-labelledby="reviews-title" className={SECTION_SPACING}>
      <div className={SECTION_CONTAINER}>
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="reviews-title" className="text-[1.375rem]/7 font-extrabold tracking-tight sm:text-4xl">
            {t.heading}
          </h2>
          <p className="mt-2 flex flex-col items-center justify-center gap-1.5 font-semibold sm:mt-4 sm:flex-row sm:gap-2 sm:text-lg">
            <StarRating
              rating={reviews.averageScore}
              label={format(t.stars, { rating: reviews.averageScore })}
              className="size-6"
            />
            <span>
              {format(t.summary, { score: reviews.averageScore, max: reviews.maxScore, count: reviews.countAtLeast })}
            </span>
          </p>
        </div>
        <PhoneScroller grid="sm:grid sm:gap-6 md:grid-cols-3" label={t.heading} className={SECTION_BODY_GAP}>
          {cards.map((review) => {
            return (
              <li
                key={review.id}
                className={`${SCROLLER_ITEM} relative flex flex-col rounded-2xl bg-card p-5 shadow-md ring-1 ring-border sm:p-6`}
              >
                <Quote aria-hidden className="absolute right-5 top-5 size-8 text-secondary" />
                <StarRating rating={review.rating} label={format(t.stars, { rating: review.rating })} />
                <blockquote className="mt-3 flex-1 text-sm leading-relaxed sm:mt-4 sm:text-base">
                  “{review.quote}”
                </blockquote>
                <p className="mt-4 border-t pt-3 text-sm sm:mt-5 sm:pt-4">
                  <span className="block font-bold">{review.name}</span>
                  <span className="text-muted-foreground">
                    {review.area} · {review.service}
                  </span>
                </p>
              </li>
            );
          })}
        </PhoneScroller>
        <div className="mt-4 text-center sm:mt-8">
          <Link to={localizedPath("/testimonials", locale)} className={buttonVariants({ variant: "outline" })}>
            {t.allReviews}
          </Link>
        </div>
      </div>
    </section>
  );
}
