import { Link } from "react-router";
import { ArticleCard } from "~/components/site/article-card";
import { buttonVariants } from "~/components/ui/button";
import type { ArticleSummary } from "~/content/blog/article-presentation";
import { localizedPath } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { PhoneScroller, SCROLLER_ITEM } from "~/components/ui/phone-scroller";
import { SECTION_BODY_GAP, SECTION_CONTAINER, SECTION_SPACING, SectionHeading } from "./section-heading";

/** What a teaser card needs (the loader sends only this, never the article bodies). */
export type BlogTeaserItem = ArticleSummary;

/** Four article teasers; each links to its article, and the section's button to /blog (spec 1 §2). */
export function BlogTeaser({ articles }: { articles: BlogTeaserItem[] }) {
  const t = useMessages().home.blog;
  const locale = useLocale();
  return (
    <section aria-labelledby="blog-title" className={`bg-muted ${SECTION_SPACING}`}>
      <div className={SECTION_CONTAINER}>
        <SectionHeading id="blog-title" title={t.heading} intro={t.intro} />
        <PhoneScroller grid="sm:grid sm:grid-cols-2 sm:gap-6 lg:grid-cols-4" className={SECTION_BODY_GAP}>
          {articles.map((article) => (
            <li key={article.slug} className={SCROLLER_ITEM}>
              <ArticleCard article={article} headingLevel={3} compact />
            </li>
          ))}
        </PhoneScroller>
        <div className="mt-4 text-center sm:mt-8">
          <Link to={localizedPath("/blog", locale)} className={buttonVariants({ variant: "default", size: "lg" })}>
            {t.allArticles}
          </Link>
        </div>
      </div>
    </section>
  );
}
