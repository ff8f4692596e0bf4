import { ArrowRight, CalendarDays, Clock } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import type { ArticleCategory } from "~/content/blog/article";
import { format } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { SECTION_CONTAINER, SectionHeading } from "./section-heading";

/** What a teaser card needs (the loader sends only this, never the article bodies). */
export type BlogTeaserItem = {
  slug: string;
  title: string;
  excerpt: string;
  category: ArticleCategory;
  /** ISO date, for the <time> element. */
  publishedOn: string;
  /** The date as the page's language writes it (formatted on the server, so hydration matches). */
  publishedText: string;
  readTimeMinutes: number;
};

/** Four article teasers; each links to its article, and the section's button to /blog (spec 1 §2). */
export function BlogTeaser({ articles }: { articles: BlogTeaserItem[] }) {
  const t = useMessages().home.blog;
  const locale = useLocale();
  return (
    <section aria-labelledby="blog-title" className="bg-muted py-16 sm:py-20">
      <div className={SECTION_CONTAINER}>
        <SectionHeading id="blog-title" title={t.heading} intro={t.intro} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {articles.map((article) => (
            <li key={article.slug}>
              <article className="group relative flex h-full flex-col rounded-2xl bg-card p-6 shadow-sm ring-1 ring-border transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-lg">
                <p className="text-xs font-semibold uppercase tracking-wide text-primary">{t.categories[article.category]}</p>
                <h3 className="mt-2 text-lg font-bold leading-snug">
                  <Link to={localizedPath(`/blog/${article.slug}`, locale)} className="focus-visible:outline-none after:absolute after:inset-0">
                    {article.title}
                  </Link>
                </h3>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{article.excerpt}</p>
                <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
                  <span className="inline-flex items-center gap-1">
                    <CalendarDays aria-hidden className="size-3.5" />
                    <time dateTime={article.publishedOn}>{article.publishedText}</time>
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Clock aria-hidden className="size-3.5" />
                    {format(t.readTime, { minutes: article.readTimeMinutes })}
                  </span>
                </p>
                <p aria-hidden className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary">
                  {t.readArticle}
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
                </p>
              </article>
            </li>
          ))}
        </ul>
        <div className="mt-8 text-center">
          <Link to={localizedPath("/blog", locale)} className={buttonVariants({ variant: "default", size: "lg" })}>
            {t.allArticles}
          </Link>
        </div>
      </div>
    </section>
  );
}
