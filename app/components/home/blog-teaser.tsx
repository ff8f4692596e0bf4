import { Link } from "react-router";
import { ArticleCard } from "~/components/site/article-card";
import { buttonVariants } from "~/components/ui/button";
import type { ArticleSummary } from "~/content/blog/article-presentation";
import { localizedPath } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { SECTION_CONTAINER, SectionHeading } from "./section-heading";

/** What a teaser card needs (the loader sends only this, never the article bodies). */
export type BlogTeaserItem = ArticleSummary;

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
              <ArticleCard article={article} headingLevel={3} compact />
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
