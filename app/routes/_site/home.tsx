import { EstimateRequestSection } from "~/components/estimate/estimate-request-section";
import { CommercialClients } from "~/components/home/commercial-carousel";
import { GalleryFadeIn } from "~/components/home/gallery-fade-in";
import type { HomeFacts } from "~/components/home/home-facts";
import { blogTeaserItems } from "~/components/home/blog-teaser-items";
import { PlansSection } from "~/components/home/plans-section";
import { useDocumentRenderData } from "~/request-scope/document-render-data";
import { KEPT_ON_SERVER, staticMarkup } from "~/components/static-markup/static-markup";
import { experienceClaimYears } from "~/components/site/experience-claim";
import { DEFAULT_SOCIAL_IMAGE, publicPageMeta } from "~/components/site/page-meta";
import { priceText } from "~/format/plan-price-text";
import { rootDataFromMatches, useRootData } from "~/components/site/root-data";
import { SERVICE_AREA_REGION } from "~/config/business-defaults";
import { BLOG_ARTICLES } from "~/content/blog";
import { COMMERCIAL_CLIENTS, commercialClientCards } from "~/content/home/commercial-clients";
import { REBATE_PROGRAMS, rebateCards } from "~/content/rebates";
import { HOME_REVIEWS, reviewCards } from "~/content/reviews";
import { createEstimateLead } from "~/domain/leads/create-estimate-lead.server";
import { ESTIMATE_FIELDS, EstimateRequestSchema } from "~/domain/leads/lead-schemas";
import { listPlans } from "~/domain/plans/list-plans.server";
import { businessHoursLines } from "~/domain/settings/business-hours-text";
import { getSettings, yearsInBusiness } from "~/domain/settings/get-settings.server";
import { listHomeWorkPhotos } from "~/domain/work-photos/list-work-photos.server";
import { keepForDocumentRender } from "~/request-scope/document-render-data.server";
import { leadFormAction } from "~/form-actions/lead-form-action.server";
import { newSubmissionToken } from "~/http/submission-token";
import { ESTIMATE_SENT_ID } from "~/components/estimate/estimate-form-anchors";
import { format } from "~/i18n/catalog";
import { homeSectionWords } from "~/i18n/messages.server";
import { messagesFromMatches } from "~/i18n/use-messages";
import { localizedPath, resolveLocale } from "~/i18n/locale";
import { businessJsonLdMeta, businessJsonLdSettings } from "~/seo/business-json-ld";
import type { Route } from "./+types/home";

// The sections between the interactive ones: server-rendered, kept as they are in the browser (ADR 021).
const sections = () => import("~/components/home/home-static-sections");
const OpeningSections = staticMarkup(() => sections().then((module) => module.HomeOpeningSections));
const RebatesToBooking = staticMarkup(() => sections().then((module) => module.RebatesToBookingSections));
const HoursCredentialsAndEstimateBanner = staticMarkup(() =>
  sections().then((module) => module.HoursCredentialsAndEstimateBanner),
);
/** Where a document keeps the static sections' words and props for the server's render (ADR 058). */
const STATIC_SECTIONS_KEY = "home:static-sections";

export const meta: Route.MetaFunction = ({ data: pageData, matches, location }) => {
  const root = rootDataFromMatches(matches);
  if (!pageData || !root) return [];
  const t = messagesFromMatches(matches).shell.home;
  return [
    ...publicPageMeta({
      title: format(t.metaTitle, { company: root.business.companyName }),
      description: format(t.metaDescription, { region: SERVICE_AREA_REGION, phone: root.business.mainPhone }),
      origin: root.origin,
      pathname: location.pathname,
      siteName: root.business.companyName,
    }),
    // The HVACBusiness structured data (app/seo/business-json-ld.ts), from the settings record.
    businessJsonLdMeta({
      settings: pageData.structuredData,
      origin: root.origin,
      locale: pageData.locale,
      region: SERVICE_AREA_REGION,
      imageUrl: `${root.origin}${DEFAULT_SOCIAL_IMAGE.path}`,
    }),
  ];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = resolveLocale(request);
  const [settings, plans, workPhotos] = await Promise.all([
    getSettings(),
    listPlans({ locale }),
    listHomeWorkPhotos({ locale }),
  ]);
  const experienceYears = experienceClaimYears(yearsInBusiness(settings.foundedYear));
  const facts: HomeFacts = {
    mainPhone: settings.mainPhone,
    emergencyPhone: settings.emergencyPhone,
    licenseNumber: settings.licenseNumber,
    foundedYear: settings.foundedYear,
    experienceYears,
    serviceRegion: SERVICE_AREA_REGION,
    serviceAreas: settings.serviceAreas,
    serviceRadiusMiles: settings.serviceRadiusMiles,
    hoursLines: businessHoursLines(settings.businessHours, locale),
  };
  // Only the teaser fields travel to the browser, never the article bodies.
  const articles = blogTeaserItems(BLOG_ARTICLES, locale, {
    company: settings.companyName,
    phone: settings.mainPhone,
    emergencyPhone: settings.emergencyPhone,
    serviceCallFee: priceText(settings.serviceCallFeeCents, locale),
  });
  // Reviews, client quotes and rebate programs travel in the page's language only, not both in the script.
  const reviews = reviewCards(HOME_REVIEWS, locale);
  const clients = commercialClientCards(COMMERCIAL_CLIENTS, locale);
  const rebates = rebateCards(REBATE_PROGRAMS, locale);
  // What only the static sections show: a document's browser keeps the server's markup of them, so a document keeps
  // these for its render instead of sending them (ADR 058); a client-side navigation's `.data` request carries them.
  const staticSections = keepForDocumentRender(context, STATIC_SECTIONS_KEY, {
    words: homeSectionWords(locale),
    facts,
    articles,
    reviews,
    rebates,
    workPhotos,
  });
  // The estimate form's first one-time token, for a visitor without JavaScript (ADR 036: not a secret, so cacheable).
  const submissionToken = newSubmissionToken();
  return { locale, plans, clients, staticSections, structuredData: businessJsonLdSettings(settings), submissionToken };
}

/** The estimate form (section #contact) posts here; a plain post that succeeds comes back to its confirmation. */
export const action = leadFormAction({
  kind: "estimate",
  schema: EstimateRequestSchema,
  fields: ESTIMATE_FIELDS,
  successPath: (locale) => `${localizedPath("/", locale)}#${ESTIMATE_SENT_ID}`,
  save: createEstimateLead,
});

/** The home page: every section of spec 1 §2 "Home page sections (order)", in that order. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const signedIn = Boolean(useRootData()?.user);
  const { plans, clients } = loaderData;
  // Undefined only while the browser hydrates a document, whose static sections keep the server's markup.
  const staticSections = useDocumentRenderData(STATIC_SECTIONS_KEY, loaderData.staticSections);
  if (import.meta.env.SSR && !staticSections)
    throw new Error("The home page's static sections were neither sent nor kept for the render");
  return (
    <>
      <OpeningSections
        {...(staticSections
          ? { words: staticSections.words, signedIn, facts: staticSections.facts, reviews: staticSections.reviews }
          : KEPT_ON_SERVER)}
      />
      <CommercialClients clients={clients} />
      <RebatesToBooking
        {...(staticSections
          ? {
              words: staticSections.words,
              rebates: staticSections.rebates,
              workPhotos: staticSections.workPhotos,
              articles: staticSections.articles,
            }
          : KEPT_ON_SERVER)}
      />
      <GalleryFadeIn />
      <PlansSection plans={plans} />
      <HoursCredentialsAndEstimateBanner
        {...(staticSections ? { words: staticSections.words, facts: staticSections.facts } : KEPT_ON_SERVER)}
      />
      <EstimateRequestSection submissionToken={loaderData.submissionToken} />
    </>
  );
}
