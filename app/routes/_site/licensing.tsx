import { BadgeCheck, ExternalLink, Phone } from "lucide-react";
import { PageHero, PageSection } from "~/components/site/content-page";
import { publicPageMeta } from "~/components/site/page-meta";
import { PhoneLink } from "~/components/site/phone-link";
import { rootDataFromMatches } from "~/components/site/root-data";
import { buttonVariants } from "~/components/ui/button";
import { SERVICE_AREA_REGION } from "~/config/business-defaults";
import { getSettings } from "~/domain/settings/get-settings.server";
import { format } from "~/i18n/catalog";
import { licensingPage as en } from "~/i18n/en/pages-licensing";
import { licensingPage as es } from "~/i18n/es/pages-licensing";
import { resolveLocale } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/licensing";

const COPY = { en, es };
/** The state's public license search (Florida DBPR). */
const DBPR_LICENSE_SEARCH_URL = "https://www.myfloridalicense.com/wl11.asp";

export const meta: Route.MetaFunction = ({ data: pageData, matches, location }) => {
  const root = rootDataFromMatches(matches);
  if (!pageData || !root) return [];
  const t = COPY[pageData.locale];
  const values = { company: root.business.companyName, license: pageData.facts.licenseNumber };
  return publicPageMeta({
    title: format(t.metaTitle, values),
    description: format(t.metaDescription, values),
    origin: root.origin,
    pathname: location.pathname,
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  const settings = await getSettings();
  return {
    locale: resolveLocale(request),
    facts: { companyName: settings.companyName, licenseNumber: settings.licenseNumber, mainPhone: settings.mainPhone },
  };
}

export default function Licensing({ loaderData }: Route.ComponentProps) {
  const { facts } = loaderData;
  const locale = useLocale();
  const messages = useMessages();
  const t = COPY[locale];
  const values = { company: facts.companyName, license: facts.licenseNumber, region: SERVICE_AREA_REGION };
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
        <p className="mt-6 text-sm text-primary-foreground/90">{t.updated}</p>
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-4 rounded-2xl border-2 border-primary/20 bg-secondary p-6 sm:flex-row sm:items-center sm:p-8">
          <BadgeCheck aria-hidden className="size-12 shrink-0 text-primary" />
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-secondary-foreground">
              {t.licenseCardLabel}
            </p>
            <p className="mt-1 text-3xl font-extrabold tracking-tight text-primary" data-testid="license-number">
              {facts.licenseNumber}
            </p>
            <p className="mt-1 text-sm text-secondary-foreground">{t.licenseCardIssuer}</p>
          </div>
        </div>
      </div>

      <div className="mx-auto max-w-7xl space-y-12 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {t.sections.map((section) => (
          <section key={section.id} aria-labelledby={`${section.id}-title`} className="max-w-3xl">
            <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
              {section.title}
            </h2>
            <div className="mt-4 space-y-4 text-base leading-relaxed text-foreground/90 sm:text-lg">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{format(paragraph, values)}</p>
              ))}
            </div>
          </section>
        ))}
      </div>

      <PageSection id="verify" title={t.verifyTitle} intro={t.verifyIntro} muted>
        <ol className="max-w-3xl list-decimal space-y-3 pl-6 text-base leading-relaxed marker:font-bold marker:text-primary sm:text-lg">
          {t.verifySteps.map((step) => (
            <li key={step}>{format(step, values)}</li>
          ))}
        </ol>
        <a
          href={DBPR_LICENSE_SEARCH_URL}
          target="_blank"
          rel="noopener noreferrer"
          // The default size on a phone: at the large size the link's one line is wider than a 390 px screen.
          className={`${buttonVariants({ variant: "default", size: "default" })} mt-8 sm:h-11 sm:px-6 sm:text-base`}
        >
          <ExternalLink aria-hidden />
          {t.verifyLink}
          <span className="sr-only"> {messages.common.opensInNewTab}</span>
        </a>
      </PageSection>

      <PageSection id="copies" title={t.questionsTitle} intro={t.questionsBody}>
        <PhoneLink phone={facts.mainPhone} className={buttonVariants({ variant: "outline", size: "lg" })}>
          <Phone aria-hidden />
          {format(messages.common.callPhone, { phone: facts.mainPhone })}
        </PhoneLink>
      </PageSection>
    </>
  );
}
