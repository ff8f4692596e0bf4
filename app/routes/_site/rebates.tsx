import { Check, Info } from "lucide-react";
import { EstimateCallToAction, PageHero, PageSection } from "~/components/site/content-page";
import { publicPageMeta } from "~/components/site/page-meta";
import { rootDataFromMatches } from "~/components/site/root-data";
import { SERVICE_AREA_REGION } from "~/config/business-defaults";
import { dollars, MARKETING_FIGURES } from "~/content/marketing-figures";
import { REBATE_PROGRAMS } from "~/content/rebates";
import { getSettings } from "~/domain/settings/get-settings.server";
import { format } from "~/i18n/catalog";
import { rebatesPage as en } from "~/i18n/en/pages-rebates";
import { rebatesPage as es } from "~/i18n/es/pages-rebates";
import { resolveLocale } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-messages";
import type { Route } from "./+types/rebates";

const COPY = { en, es };
const { rebates: FIGURES } = MARKETING_FIGURES;
const CAPS = {
  federalMax: dollars(FIGURES.federalMaxDollars),
  stateMax: dollars(FIGURES.stateMaxDollars),
  utilityMax: dollars(FIGURES.utilityMaxDollars),
  days: FIGURES.applicationWindowDays,
  weeks: FIGURES.payoutWeeks,
};

export const meta: Route.MetaFunction = ({ data: pageData, matches, location }) => {
  const root = rootDataFromMatches(matches);
  if (!pageData || !root) return [];
  const t = COPY[pageData.locale];
  return publicPageMeta({
    title: format(t.metaTitle, { company: root.business.companyName }),
    description: format(t.metaDescription, { ...CAPS, region: SERVICE_AREA_REGION }),
    origin: root.origin,
    pathname: location.pathname,
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  const settings = await getSettings();
  return { locale: resolveLocale(request), mainPhone: settings.mainPhone };
}

export default function Rebates({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = COPY[locale];
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} />

      <PageSection id="programs" title={t.programsTitle} intro={t.programsIntro}>
        <ul className="grid gap-6 md:grid-cols-2">
          {REBATE_PROGRAMS.map((program) => {
            const text = program.text[locale];
            return (
              <li key={program.id} className="flex flex-col rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
                <p className="text-sm font-semibold uppercase tracking-wider text-primary">{t.scopes[program.scope]}</p>
                <h3 className="mt-2 text-xl font-bold">{text.name}</h3>
                <p className="mt-2 text-2xl font-extrabold text-primary">
                  {program.maxDollars === null ? t.varies : format(t.upTo, { amount: dollars(program.maxDollars) })}
                </p>
                <p className="mt-3 leading-relaxed text-muted-foreground">{text.body}</p>
                <p className="mt-4 border-t pt-4 text-sm">
                  <span className="font-semibold">{t.eligibilityLabel}</span> {text.eligibility}
                </p>
              </li>
            );
          })}
        </ul>
      </PageSection>

      <PageSection id="equipment" title={t.equipmentTitle} intro={t.equipmentIntro} muted>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {t.equipment.map((item) => (
            <li key={item.title} className="flex gap-3 rounded-xl border bg-card p-5 shadow-sm">
              <Check aria-hidden className="mt-1 size-5 shrink-0 text-primary" />
              <div>
                <h3 className="font-semibold">{item.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{item.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="claim" title={t.claimTitle}>
        <ol className="grid gap-5 md:grid-cols-2 lg:grid-cols-5">
          {t.claimSteps.map((step, index) => (
            <li key={step.title} className="rounded-xl border bg-card p-5 shadow-sm">
              <span
                aria-hidden
                className="grid size-9 place-items-center rounded-full bg-primary font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{format(step.body, CAPS)}</p>
            </li>
          ))}
        </ol>
        <aside
          aria-labelledby="rebates-note-title"
          className="mt-10 flex gap-4 rounded-2xl border-l-4 border-primary bg-secondary p-6"
        >
          <Info aria-hidden className="mt-0.5 size-6 shrink-0 text-primary" />
          <div>
            <h3 id="rebates-note-title" className="font-semibold text-secondary-foreground">
              {t.noteTitle}
            </h3>
            <p className="mt-1 leading-relaxed text-secondary-foreground">{t.noteBody}</p>
          </div>
        </aside>
      </PageSection>

      <EstimateCallToAction title={t.ctaTitle} body={t.ctaBody} phone={loaderData.mainPhone} />
    </>
  );
}
