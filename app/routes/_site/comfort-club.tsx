import {
  BellRing,
  CalendarCheck,
  Check,
  CircleDollarSign,
  Leaf,
  PiggyBank,
  ShieldCheck,
  Wrench,
  Zap,
} from "lucide-react";
import { PlanCards } from "~/components/plans/plan-cards";
import { EstimateCallToAction, PageHero, PageSection } from "~/components/site/content-page";
import { publicPageMeta } from "~/components/site/page-meta";
import { planPriceText } from "~/format/plan-price-text";
import { rootDataFromMatches } from "~/components/site/root-data";
import { buttonVariants } from "~/components/ui/button";
import { MARKETING_FIGURES } from "~/content/marketing-figures";
import { listPlans, type PlanCard } from "~/domain/plans/list-plans.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { format } from "~/i18n/catalog";
import { comfortClubPage as en } from "~/i18n/en/pages-comfort-club";
import { comfortClubPage as es } from "~/i18n/es/pages-comfort-club";
import { localizedPath, resolveLocale } from "~/i18n/locale";
import { messagesFromMatches, useLocale } from "~/i18n/use-messages";
import type { Route } from "./+types/comfort-club";

const COPY = { en, es };
const INCLUDE_ICONS = [Wrench, Zap, CircleDollarSign, BellRing];
const WHY_ICONS = [PiggyBank, CalendarCheck, ShieldCheck, Leaf];

export const meta: Route.MetaFunction = ({ data: pageData, matches, location }) => {
  const root = rootDataFromMatches(matches);
  if (!pageData || !root) return [];
  const locale = pageData.locale;
  return publicPageMeta({
    title: format(COPY[locale].metaTitle, { company: root.business.companyName }),
    description: format(COPY[locale].metaDescription, {
      plans: pageData.plans
        .map((plan) => `${plan.name} ${planPriceText(plan, locale, messagesFromMatches(matches).billing.prices)}`)
        .join(", "),
    }),
    origin: root.origin,
    pathname: location.pathname,
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  const locale = resolveLocale(request);
  const [settings, plans] = await Promise.all([getSettings(), listPlans({ locale })]);
  return { locale, plans, mainPhone: settings.mainPhone };
}

/** The plan names the copy cites ({basic}, {premium}, {commercial}), from the catalog. */
function planNames(plans: readonly PlanCard[]) {
  const nameOf = (code: string) => plans.find((plan) => plan.code === code)?.name ?? "";
  return { basic: nameOf("basic"), premium: nameOf("premium_care"), commercial: nameOf("commercial_plus") };
}

export default function ComfortClub({ loaderData }: Route.ComponentProps) {
  const { plans, mainPhone } = loaderData;
  const locale = useLocale();
  const t = COPY[locale];
  const { claims } = MARKETING_FIGURES;
  const values = {
    ...planNames(plans),
    lifeYears: claims.equipmentLifeYears,
    breakdownsPercent: claims.breakdownsPreventedPercent,
    energyPercent: claims.energySavingsPercent,
  };
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
        <a href="#plans" className={`${buttonVariants({ variant: "accent", size: "lg" })} mt-8`}>
          {t.heroCta}
        </a>
      </PageHero>

      <PageSection id="includes" title={t.includesTitle} intro={t.includesIntro}>
        <IconGrid items={t.includes} icons={INCLUDE_ICONS} values={values} />
      </PageSection>

      <PageSection id="plans" title={t.plansTitle} intro={t.plansIntro} muted>
        <PlanCards plans={plans} />
      </PageSection>

      <PageSection id="how" title={t.howTitle}>
        <ol className="grid gap-5 md:grid-cols-3">
          {t.howSteps.map((step, index) => (
            <li key={step.title} className="rounded-xl border bg-card p-6 shadow-sm">
              <span
                aria-hidden
                className="grid size-10 place-items-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{format(step.body, values)}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="why" title={t.whyTitle} muted>
        <IconGrid items={t.why} icons={WHY_ICONS} values={values} />
      </PageSection>

      <PageSection id="plan-faq" title={t.faqTitle}>
        <div className="max-w-4xl divide-y rounded-2xl border bg-card shadow-sm">
          {t.faq.map((item) => (
            <details key={item.question} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-5 py-4 font-semibold hover:bg-muted/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:px-6 [&::-webkit-details-marker]:hidden">
                <h3>{item.question}</h3>
                <span
                  aria-hidden
                  className="text-xl leading-none text-primary transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="px-5 pb-5 leading-relaxed text-muted-foreground sm:px-6">{format(item.answer, values)}</p>
            </details>
          ))}
        </div>
      </PageSection>

      {/* A free estimate here is a consultation visit the visitor books themselves (issue 34 item 6). */}
      <EstimateCallToAction
        title={t.ctaTitle}
        body={t.ctaBody}
        phone={mainPhone}
        estimateHref={`${localizedPath("/book", locale)}?serviceType=Consultation`}
      />
    </>
  );
}

function IconGrid({
  items,
  icons,
  values,
}: {
  items: readonly { title: string; body: string }[];
  icons: readonly (typeof Wrench)[];
  values: Record<string, string | number>;
}) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item, index) => {
        const Icon = icons[index % icons.length] ?? Check;
        return (
          <li key={item.title} className="rounded-xl border bg-card p-6 shadow-sm">
            <span className="grid size-11 place-items-center rounded-lg bg-secondary text-primary">
              <Icon aria-hidden className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-muted-foreground">{format(item.body, values)}</p>
          </li>
        );
      })}
    </ul>
  );
}
