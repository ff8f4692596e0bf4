import { Quote } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { MARKETING_FIGURES } from "~/content/marketing-figures";
import type { ReviewCard } from "~/content/reviews";
import { format } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { SECTION_CONTAINER } from "./section-heading";
import { StarRating } from "./star-rating";

/** Three review cards under the 4.9 out of 5 / 200+ reviews summary (spec 1 §2). */
export function ReviewsSection({ reviews: cards }: { reviews: ReviewCard[] }) {
  const t = useMessages().home.reviews;
  const locale = useLocale();
  const { reviews } = MARKETING_FIGURES;
  return (
    <section aria-labelledby="reviews-title" className="py-16 sm:py-20">
      <div className={SECTION_CONTAINER}>
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="reviews-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t.heading}
          </h2>
          <p className="mt-4 flex flex-col items-center justify-center gap-2 text-lg font-semibold sm:flex-row">
            <StarRating rating={reviews.averageScore} label={format(t.stars, { rating: reviews.averageScore })} className="size-6" />
            <span>{format(t.summary, { score: reviews.averageScore, max: reviews.maxScore, count: reviews.countAtLeast })}</span>
          </p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {cards.map((review) => {
            return (
              <li key={review.id} className="relative flex flex-col rounded-2xl bg-card p-6 shadow-md ring-1 ring-border">
                <Quote aria-hidden className="absolute right-5 top-5 size-8 text-secondary" />
                <StarRating rating={review.rating} label={format(t.stars, { rating: review.rating })} />
                <blockquote className="mt-4 flex-1 leading-relaxed">“{review.quote}”</blockquote>
                <p className="mt-5 border-t pt-4 text-sm">
                  <span className="block font-bold">{review.name}</span>
                  <span className="text-muted-foreground">
                    {review.area} · {review.service}
                  </span>
                </p>
              </li>
            );
          })}
        </ul>
        <div className="mt-8 text-center">
          <Link to={localizedPath("/testimonials", locale)} className={buttonVariants({ variant: "outline" })}>
            {t.allReviews}
          </Link>
        </div>
      </div>
    </section>
  );
}
