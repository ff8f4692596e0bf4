import { experienceClaimYears } from "~/components/site/experience-claim";
import { HomeHero, type HeroFacts } from "~/components/site/home-hero";
import { publicPageMeta } from "~/components/site/page-meta";
import { useRootData, type RootData } from "~/components/site/root-data";
import { SERVICE_AREA_REGION } from "~/config/business-defaults";
import { getSettings, yearsInBusiness } from "~/domain/settings/get-settings.server";
import { format, messagesFor } from "~/i18n/catalog";
import { resolveLocale } from "~/i18n/locale";
import type { Route } from "./+types/home";

/** How many service areas the hero names before "and more" (the footer lists them all). */
const HERO_FEATURED_AREAS = 6;

export const meta: Route.MetaFunction = ({ data: pageData, matches, location }) => {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  if (!pageData || !root) return [];
  const t = messagesFor(pageData.locale).shell.home;
  return publicPageMeta({
    title: format(t.metaTitle, { company: root.business.companyName }),
    description: format(t.metaDescription, { region: pageData.hero.serviceRegion, phone: pageData.hero.mainPhone }),
    origin: root.origin,
    pathname: location.pathname,
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  const settings = await getSettings();
  const hero: HeroFacts = {
    mainPhone: settings.mainPhone,
    emergencyPhone: settings.emergencyPhone,
    licenseNumber: settings.licenseNumber,
    foundedYear: settings.foundedYear,
    experienceYears: experienceClaimYears(yearsInBusiness(settings.foundedYear)),
    serviceRegion: SERVICE_AREA_REGION,
    featuredAreas: settings.serviceAreas.slice(0, HERO_FEATURED_AREAS),
  };
  return { locale: resolveLocale(request), hero };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const signedIn = Boolean(useRootData()?.user);
  return <HomeHero facts={loaderData.hero} signedIn={signedIn} />;
}
