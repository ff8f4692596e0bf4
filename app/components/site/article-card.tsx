import { ArrowRight, CalendarDays, Clock } from "lucide-react";
import { Link } from "react-router";
import type { ArticleSummary } from "~/content/blog/article-presentation";
import { format } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/use-messages";

/**
 * A card for one article: the title is the link, and the whole card is its click target. `compact` is the home
 * page's four-across teaser.
 */
export function ArticleCard({
  article,
  headingLevel = 2,
  compact = false,
}: {
  article: ArticleSummary;
  headingLevel?: 2 | 3;
  compact?: boolean;
}) {
  const t = useMessages().blog;
  const locale = useLocale();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className={`group relative flex h-full flex-col rounded-2xl bg-card ${compact ? "p-5 sm:p-6" : "p-6"} shadow-sm ring-1 ring-border transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-lg`}
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-primary">{t.categories[article.category]}</p>
      <Heading className={`mt-2 text-lg font-bold leading-snug${compact ? "" : " sm:text-xl"}`}>
        <Link
          to={localizedPath(`/blog/${article.slug}`, locale)}
          className="focus-visible:outline-none after:absolute after:inset-0"
        >
          {article.title}
        </Link>
      </Heading>
      <p className={`mt-2 flex-1 ${compact ? "text-sm " : ""}leading-relaxed text-muted-foreground`}>
        {article.excerpt}
      </p>
      <p
        className={`mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground ${compact ? "text-xs" : "text-sm"}`}
      >
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden className="size-4" />
          <time dateTime={article.publishedOn}>{article.publishedText}</time>
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden className="size-4" />
          {format(t.readTime, { minutes: article.readTimeMinutes })}
        </span>
      </p>
      <p aria-hidden className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary">
        {t.readArticle}
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
      </p>
    </article>
  );
}
