import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import { EstimateCallToAction, PageHero } from "~/components/site/content-page";
import { publicPageMeta } from "~/components/site/page-meta";
import { planPriceText, priceText } from "~/format/plan-price-text";
import { rootDataFromMatches } from "~/components/site/root-data";
import { SERVICE_AREA_REGION } from "~/config/business-defaults";
import { SERVICED_BRANDS } from "~/content/home/brands";
import { buildFaqEntries, faqPageJsonLd, jsonLdScriptText } from "~/content/faq-entries";
import { dollars, MARKETING_FIGURES } from "~/content/marketing-figures";
import { listPlans } from "~/domain/plans/list-plans.server";
import { businessHoursLines } from "~/domain/settings/business-hours-text";
import { getSettings } from "~/domain/settings/get-settings.server";
import { format, type Locale } from "~/i18n/catalog";
import { faqPage as en } from "~/i18n/en/pages-faq";
import { faqPage as es } from "~/i18n/es/pages-faq";
import { resolveLocale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import { useLocale } from "~/i18n/use-messages";
import type { Route } from "./+types/faq";

const COPY = { en, es };

export const meta: Route.MetaFunction = ({ data: pageData, matches, location }) => {
  const root = rootDataFromMatches(matches);
  if (!pageData || !root) return [];
  const t = COPY[pageData.locale];
  return publicPageMeta({
    title: format(t.metaTitle, { company: root.business.companyName }),
    description: t.metaDescription,
    origin: root.origin,
    pathname: location.pathname,
  });
};

/** "A, B and C" / "A, B y C". */
function listText(items: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(items);
}

export async function loader({ request }: Route.LoaderArgs) {
  const locale = resolveLocale(request);
  const [settings, plans] = await Promise.all([getSettings(), listPlans({ locale })]);
  const { claims, rebates } = MARKETING_FIGURES;
  // The answers are filled on the server so the page and its structured data carry the same text.
  const entries = buildFaqEntries(
    COPY[locale].items,
    {
      fee: priceText(settings.serviceCallFeeCents, locale),
      emergencyPhone: settings.emergencyPhone,
      mainPhone: settings.mainPhone,
      heatThreshold: MARKETING_FIGURES.emergencyHeatThresholdF,
      lifeYears: claims.equipmentLifeYears,
      breakdownsPercent: claims.breakdownsPreventedPercent,
      planCount: plans.length,
      plans: listText(
        plans.map((plan) => `${plan.name} (${planPriceText(plan, locale, messagesFor(locale).billing.prices)})`),
        locale,
      ),
      region: SERVICE_AREA_REGION,
      areas: listText(settings.serviceAreas, locale),
      federalMax: dollars(rebates.federalMaxDollars),
      stateMax: dollars(rebates.stateMaxDollars),
      utilityMax: dollars(rebates.utilityMaxDollars),
      brands: listText(SERVICED_BRANDS, locale),
      license: settings.licenseNumber,
      hours: businessHoursLines(settings.businessHours, locale).join("; "),
    },
    locale,
  );
  return { locale, entries, mainPhone: settings.mainPhone };
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { entries, mainPhone } = loaderData;
  const t = COPY[useLocale()];
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdScriptText(faqPageJsonLd(entries)) }}
      />
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <section aria-label={t.listLabel} className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="divide-y rounded-2xl border bg-card shadow-sm">
          {entries.map((entry) => (
            // Native <details> opens and closes with the keyboard and before JavaScript loads.
            <details key={entry.id} id={entry.id} className="group scroll-mt-24">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-5 py-4 text-left text-base font-semibold hover:bg-muted/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:px-6 sm:py-5 sm:text-lg [&::-webkit-details-marker]:hidden">
                <h2 className="text-pretty">{entry.question}</h2>
                <ChevronDown
                  aria-hidden
                  className="size-5 shrink-0 text-primary transition-transform group-open:rotate-180"
                />
              </summary>
              <div className="px-5 pb-5 leading-relaxed text-muted-foreground sm:px-6 sm:pb-6">
                <p>{entry.answer}</p>
                {entry.link ? (
                  <p className="mt-3">
                    <Link
                      to={entry.link.href}
                      className="font-semibold text-primary underline underline-offset-4 hover:no-underline"
                    >
                      {entry.link.label}
                    </Link>
                  </p>
                ) : null}
              </div>
            </details>
          ))}
        </div>
      </section>
      <EstimateCallToAction title={t.stillTitle} body={t.stillBody} phone={mainPhone} />
    </>
  );
}
