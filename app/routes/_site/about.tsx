import { BadgeCheck, Building2, Clock, GraduationCap, House, MapPin, ShieldCheck, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { EstimateCallToAction, PageHero, PageSection } from "~/components/site/content-page";
import { experienceClaimYears } from "~/components/site/experience-claim";
import { publicPageMeta } from "~/components/site/page-meta";
import { rootDataFromMatches } from "~/components/site/root-data";
import { SERVICE_AREA_REGION } from "~/config/business-defaults";
import { businessHoursLines } from "~/domain/settings/business-hours-text";
import { getSettings, yearsInBusiness } from "~/domain/settings/get-settings.server";
import { aboutPage as en } from "~/i18n/en/pages-about";
import { aboutPage as es } from "~/i18n/es/pages-about";
import { format } from "~/i18n/catalog";
import { localizedPath, resolveLocale } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-messages";
import type { Route } from "./+types/about";

const COPY = { en, es };
const CREDENTIAL_ICONS = [ShieldCheck, BadgeCheck, Sparkles, GraduationCap];

export const meta: Route.MetaFunction = ({ data: pageData, matches, location }) => {
  const root = rootDataFromMatches(matches);
  if (!pageData || !root) return [];
  const t = COPY[pageData.locale];
  return publicPageMeta({
    title: format(t.metaTitle, { company: root.business.companyName }),
    description: format(t.metaDescription, { year: pageData.facts.foundedYear, region: pageData.facts.serviceRegion }),
    origin: root.origin,
    pathname: location.pathname,
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  const locale = resolveLocale(request);
  const settings = await getSettings();
  return {
    locale,
    facts: {
      companyName: settings.companyName,
      mainPhone: settings.mainPhone,
      licenseNumber: settings.licenseNumber,
      foundedYear: settings.foundedYear,
      experienceYears: experienceClaimYears(yearsInBusiness(settings.foundedYear)),
      serviceRegion: SERVICE_AREA_REGION,
      serviceAreas: settings.serviceAreas,
      hours: businessHoursLines(settings.businessHours, locale),
    },
  };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { facts } = loaderData;
  const locale = useLocale();
  const t = COPY[locale];
  const values = {
    company: facts.companyName,
    year: facts.foundedYear,
    years: facts.experienceYears,
    region: facts.serviceRegion,
  };
  const glance = [
    { value: String(facts.foundedYear), label: t.facts.founded },
    { value: format(t.facts.experience, values), label: t.facts.experienceLabel },
    { value: format(t.facts.areas, { count: facts.serviceAreas.length }), label: format(t.facts.areasLabel, values) },
    { value: t.facts.emergency, label: t.facts.emergencyLabel },
  ];
  return (
    <>
      <PageHero eyebrow={format(t.eyebrow, values)} title={t.title} lead={format(t.lead, values)} />

      <PageSection id="story" title={t.storyTitle}>
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
          <div className="space-y-4 text-base leading-relaxed text-foreground/90 sm:text-lg">
            {t.story.map((paragraph) => (
              <p key={paragraph}>{format(paragraph, values)}</p>
            ))}
          </div>
          <dl aria-label={t.factsLabel} className="grid grid-cols-2 gap-4 self-start">
            {glance.map((item) => (
              <div key={item.label} className="flex flex-col-reverse rounded-xl border bg-card p-5 shadow-sm">
                <dt className="mt-1 text-sm text-muted-foreground">{item.label}</dt>
                <dd className="text-2xl font-extrabold text-primary sm:text-3xl">{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </PageSection>

      <PageSection id="values" title={t.valuesTitle} intro={t.valuesIntro} muted>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {t.values.map((value) => (
            <li key={value.title} className="rounded-xl border bg-card p-6 shadow-sm">
              <h3 className="text-lg font-semibold">{value.title}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{value.body}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="team" title={t.teamTitle} intro={t.teamIntro}>
        <ul className="grid gap-5 sm:grid-cols-2">
          {t.credentials.map((credential, index) => {
            const Icon = CREDENTIAL_ICONS[index % CREDENTIAL_ICONS.length] ?? ShieldCheck;
            return (
              <li key={credential.title} className="flex gap-4 rounded-xl border bg-card p-6 shadow-sm">
                <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-secondary text-primary">
                  <Icon aria-hidden className="size-5" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold">{credential.title}</h3>
                  <p className="mt-1 leading-relaxed text-muted-foreground">
                    {format(credential.body, { license: facts.licenseNumber })}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
        <p className="mt-6">
          <Link
            to={localizedPath("/licensing", locale)}
            className="font-semibold text-primary underline underline-offset-4 hover:no-underline"
          >
            {t.licensingLink}
          </Link>
        </p>
      </PageSection>

      <PageSection id="customers" title={t.customersTitle} muted>
        <div className="grid gap-5 md:grid-cols-2">
          {[
            { icon: House, title: t.residentialTitle, body: t.residentialBody },
            { icon: Building2, title: t.commercialTitle, body: t.commercialBody },
          ].map(({ icon: Icon, title, body }) => (
            <article key={title} className="rounded-xl border bg-card p-6 shadow-sm">
              <h3 className="flex items-center gap-3 text-xl font-semibold">
                <Icon aria-hidden className="size-6 text-primary" />
                {title}
              </h3>
              <p className="mt-3 leading-relaxed text-muted-foreground">{body}</p>
            </article>
          ))}
        </div>
      </PageSection>

      <PageSection id="area" title={t.areaTitle} intro={format(t.areaIntro, values)}>
        <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
          <ul className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 lg:grid-cols-4">
            {facts.serviceAreas.map((area) => (
              <li key={area} className="flex items-center gap-2">
                <MapPin aria-hidden className="size-4 shrink-0 text-primary" />
                {area}
              </li>
            ))}
          </ul>
          <div className="rounded-xl border bg-card p-6 shadow-sm">
            <h3 className="flex items-center gap-2 text-lg font-semibold">
              <Clock aria-hidden className="size-5 text-primary" />
              {t.hoursTitle}
            </h3>
            <ul className="mt-3 space-y-1.5 text-muted-foreground">
              {facts.hours.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        </div>
      </PageSection>

      <EstimateCallToAction title={t.ctaTitle} body={t.ctaBody} phone={facts.mainPhone} />
    </>
  );
}
