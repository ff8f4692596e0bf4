import { ArticleCard } from "~/components/site/article-card";
import { EstimateCallToAction, PageHero } from "~/components/site/content-page";
import { publicPageMeta } from "~/components/site/page-meta";
import { rootDataFromMatches } from "~/components/site/root-data";
import { SERVICE_AREA_REGION } from "~/config/business-defaults";
import { BLOG_ARTICLES } from "~/content/blog";
import { articleFacts, articleSummary } from "~/content/blog/article-presentation";
import { getSettings } from "~/domain/settings/get-settings.server";
import { format } from "~/i18n/catalog";
import { resolveLocale } from "~/i18n/locale";
import { useMessages, messagesFromMatches } from "~/i18n/use-messages";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = ({ data: pageData, matches, location }) => {
  const root = rootDataFromMatches(matches);
  if (!pageData || !root) return [];
  const t = messagesFromMatches(matches).blog;
  return publicPageMeta({
    title: format(t.metaTitle, { company: root.business.companyName }),
    description: t.metaDescription,
    origin: root.origin,
    pathname: location.pathname,
    siteName: root.business.companyName,
  });
};

/** The blog index (spec 1 §2): every article, newest first, in the page's language. */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = resolveLocale(request);
  const settings = await getSettings();
  const facts = articleFacts(settings, locale);
  return {
    locale,
    mainPhone: settings.mainPhone,
    serviceRegion: SERVICE_AREA_REGION,
    articles: BLOG_ARTICLES.map((article) => articleSummary(article, locale, facts)),
  };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const t = useMessages().blog;
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <ul aria-label={t.listLabel} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.articles.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      </div>
      <EstimateCallToAction
        title={t.ctaTitle}
        body={format(t.ctaBody, { region: loaderData.serviceRegion })}
        phone={loaderData.mainPhone}
      />
    </>
  );
}
