import { ArrowLeft, CalendarDays, ClipboardList, Clock, Siren } from "lucide-react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { ErrorScreen } from "~/components/error-screen";
import { ArticleBody } from "~/components/site/article-body";
import { ArticleCard } from "~/components/site/article-card";
import { estimateFormPath, PageHero } from "~/components/site/content-page";
import { NotFoundPage } from "~/components/site/not-found-page";
import { publicPageMeta } from "~/components/site/page-meta";
import { PhoneLink } from "~/components/site/phone-link";
import { rootDataFromMatches } from "~/components/site/root-data";
import { SERVICE_AREA_REGION } from "~/config/business-defaults";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/class-names";
import { findArticle, relatedArticles } from "~/content/blog";
import {
  articleDateText,
  articleFacts,
  articleSummary,
  blogPostingJsonLd,
  fillArticle,
} from "~/content/blog/article-presentation";
import { getSettings } from "~/domain/settings/get-settings.server";
import { DEFAULT_LOCALE, format } from "~/i18n/catalog";
import { localeFromPath, localizedPath, resolveLocale } from "~/i18n/locale";
import { useLocale, useMessages, messagesFromMatches } from "~/i18n/use-messages";
import { shellErrorMessages } from "~/i18n/shell-error-messages";
import type { Route } from "./+types/blog-article";

/** How many other articles the "Keep reading" section suggests. */
const RELATED_ARTICLES_COUNT = 3;

export const meta: Route.MetaFunction = ({ data: pageData, matches, location }) => {
  const root = rootDataFromMatches(matches);
  if (!pageData || !root) {
    // An unknown slug: the 404 page's title, kept out of search results.
    const t = shellErrorMessages(localeFromPath(location.pathname) ?? DEFAULT_LOCALE).notFound;
    return [
      { title: root ? format(t.metaTitle, { company: root.business.companyName }) : t.title },
      { name: "robots", content: "noindex" },
    ];
  }
  const t = messagesFromMatches(matches).blog;
  const url = `${root.origin.replace(/\/+$/, "")}${location.pathname}`;
  return [
    ...publicPageMeta({
      title: format(t.articleMetaTitle, { title: pageData.copy.title, company: root.business.companyName }),
      description: pageData.copy.excerpt,
      origin: root.origin,
      pathname: location.pathname,
      siteName: root.business.companyName,
    }),
    { property: "article:published_time", content: pageData.publishedOn },
    {
      "script:ld+json": blogPostingJsonLd({
        headline: pageData.copy.title,
        description: pageData.copy.excerpt,
        publishedOn: pageData.publishedOn,
        category: pageData.category,
        locale: pageData.locale,
        url,
        companyName: root.business.companyName,
        origin: root.origin,
      }),
    },
  ];
};

/** One article (spec 1 §2), in the page's language with the business facts filled in; unknown slugs are 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const article = findArticle(params.slug);
  if (!article) throw data(null, { status: 404, statusText: "Not Found" });
  const locale = resolveLocale(request);
  const settings = await getSettings();
  const facts = articleFacts(settings, locale);
  return {
    locale,
    slug: article.slug,
    category: article.category,
    publishedOn: article.publishedOn,
    publishedText: articleDateText(article.publishedOn, locale),
    readTimeMinutes: article.readTimeMinutes,
    copy: fillArticle(article[locale], facts, article.slug),
    emergencyPhone: settings.emergencyPhone,
    serviceRegion: SERVICE_AREA_REGION,
    related: relatedArticles(article.slug, RELATED_ARTICLES_COUNT).map((other) => articleSummary(other, locale, facts)),
  };
}

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const t = useMessages().blog;
  const messages = useMessages();
  const locale = useLocale();
  const { copy } = loaderData;
  return (
    <>
      <PageHero eyebrow={t.categories[loaderData.category]} title={copy.title} lead={copy.excerpt}>
        <p className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-primary-foreground/90">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4" />
            <time dateTime={loaderData.publishedOn}>{format(t.publishedOn, { date: loaderData.publishedText })}</time>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden className="size-4" />
            {format(t.readTime, { minutes: loaderData.readTimeMinutes })}
          </span>
        </p>
      </PageHero>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-8">
        <article aria-labelledby="page-title" className="max-w-3xl">
          <Link
            to={localizedPath("/blog", locale)}
            className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ArrowLeft aria-hidden className="size-4" />
            {t.backToBlog}
          </Link>
          <ArticleBody blocks={copy.body} className="mt-6" />
        </article>

        <aside aria-labelledby="article-cta-title" className="self-start lg:sticky lg:top-24">
          <div className="rounded-2xl bg-primary p-6 text-primary-foreground shadow-sm">
            <h2 id="article-cta-title" className="text-xl font-bold tracking-tight">
              {t.ctaTitle}
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-primary-foreground/90">
              {format(t.ctaBody, { region: loaderData.serviceRegion })}
            </p>
            <Link
              to={estimateFormPath(locale)}
              className={cn(buttonVariants({ variant: "accent", size: "lg" }), "mt-5 w-full")}
            >
              <ClipboardList aria-hidden />
              {messages.pagesShared.requestEstimate}
            </Link>
            <div className="mt-6 border-t border-primary-foreground/25 pt-5">
              <p className="font-semibold">{t.emergencyTitle}</p>
              <p className="mt-1 text-sm text-primary-foreground/90">{t.emergencyBody}</p>
              <PhoneLink
                phone={loaderData.emergencyPhone}
                className={cn(buttonVariants({ variant: "onPrimary", size: "lg" }), "mt-4 w-full")}
              >
                <Siren aria-hidden />
                {format(t.emergencyCta, { phone: loaderData.emergencyPhone })}
              </PhoneLink>
            </div>
          </div>
        </aside>
      </div>

      {loaderData.related.length > 0 ? (
        <section aria-labelledby="related-title" className="bg-muted/60">
          <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
            <h2 id="related-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t.relatedTitle}
            </h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-3">
              {loaderData.related.map((article) => (
                <li key={article.slug}>
                  <ArticleCard article={article} headingLevel={3} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorScreen error={error} />;
}
