import { telHref } from "~/format/phone-number";
import type { BusinessHours, DailyHours, SocialLinks } from "~/config/settings-shapes";
import type { Locale } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";

/** The settings fields the structured data reads (DECISIONS.md §1: the settings record is the only source). */
export type BusinessJsonLdSettings = {
  companyName: string;
  mainPhone: string;
  emergencyPhone: string;
  email: string;
  /** "City, ST" — a service-area business publishes no street address. */
  address: string;
  businessHours: BusinessHours;
  serviceAreas: readonly string[];
  foundedYear: number;
  socialLinks: SocialLinks;
};

/** schema.org's price-range text: a relative cost level, not a price (prices come from the plan catalog). */
const PRICE_RANGE = "$$";
const COUNTRY = "US";

const DAY_GROUPS: Record<Exclude<keyof BusinessHours, "emergencyLine24x7">, string[]> = {
  weekdays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  saturday: ["Saturday"],
  sunday: ["Sunday"],
};

/** "+13055550142": schema.org wants the international form, built from the number staff typed. */
function internationalPhone(phone: string): string {
  return telHref(phone).replace(/^tel:/, "");
}

/** "Miami, FL" → locality "Miami", region "FL"; anything without a comma is the locality alone. */
function postalAddress(address: string) {
  const [locality = "", region] = address.split(",").map((part) => part.trim());
  return {
    "@type": "PostalAddress",
    addressLocality: locality,
    ...(region ? { addressRegion: region } : {}),
    addressCountry: COUNTRY,
  };
}

function openingHours(hours: BusinessHours) {
  return (Object.keys(DAY_GROUPS) as (keyof typeof DAY_GROUPS)[])
    .map((group) => ({ days: DAY_GROUPS[group], time: hours[group] }))
    .filter((entry): entry is { days: string[]; time: DailyHours } => entry.time !== null)
    .map(({ days, time }) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: days.length === 1 ? days[0] : days,
      opens: time.opens,
      closes: time.closes,
    }));
}

/**
 * The home page's `HVACBusiness` structured data, generated from the settings record.
 *
 * It carries no `aggregateRating` and no `Review`: the site's "4.9 out of 5, 200+ reviews" is marketing copy
 * (app/content/marketing-figures.ts), not an average computed from stored reviews, and structured data is a claim
 * to search engines that must come from data. Add a rating here only once reviews are stored and it is computed
 * from them.
 */
export function buildBusinessJsonLd(input: {
  settings: BusinessJsonLdSettings;
  origin: string;
  locale: Locale;
  /** The service region the areas belong to ("Miami-Dade County"). */
  region: string;
  /** Absolute address of the social image, shown as the business's image. */
  imageUrl?: string;
}) {
  const { settings, locale, region } = input;
  const origin = input.origin.replace(/\/+$/, "");
  const sameAs = Object.values(settings.socialLinks).filter((link): link is string => Boolean(link?.trim()));
  return {
    "@context": "https://schema.org",
    "@type": "HVACBusiness",
    "@id": `${origin}/#business`,
    name: settings.companyName,
    url: `${origin}${localizedPath("/", locale)}`,
    telephone: internationalPhone(settings.mainPhone),
    email: settings.email,
    ...(input.imageUrl ? { image: input.imageUrl } : {}),
    address: postalAddress(settings.address),
    areaServed: [
      ...settings.serviceAreas.map((name) => ({ "@type": "City", name })),
      { "@type": "AdministrativeArea", name: region },
    ],
    openingHoursSpecification: openingHours(settings.businessHours),
    ...(settings.businessHours.emergencyLine24x7
      ? {
          contactPoint: {
            "@type": "ContactPoint",
            contactType: "emergency",
            telephone: internationalPhone(settings.emergencyPhone),
            availableLanguage: ["en", "es"],
            hoursAvailable: {
              "@type": "OpeningHoursSpecification",
              dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
              opens: "00:00",
              closes: "23:59",
            },
          },
        }
      : {}),
    foundingDate: String(settings.foundedYear),
    priceRange: PRICE_RANGE,
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/**
 * The structured data as a React Router meta descriptor: `<Meta />` renders it as
 * `<script type="application/ld+json">` and escapes `<`, `>` and `&` so text from settings cannot close the tag.
 */
export function businessJsonLdMeta(input: Parameters<typeof buildBusinessJsonLd>[0]) {
  return { "script:ld+json": buildBusinessJsonLd(input) };
}

/** Only the fields the structured data needs, so a loader does not ship the whole settings record to the browser. */
export function businessJsonLdSettings(settings: BusinessJsonLdSettings): BusinessJsonLdSettings {
  const {
    companyName,
    mainPhone,
    emergencyPhone,
    email,
    address,
    businessHours,
    serviceAreas,
    foundedYear,
    socialLinks,
  } = settings;
  return {
    companyName,
    mainPhone,
    emergencyPhone,
    email,
    address,
    businessHours,
    serviceAreas,
    foundedYear,
    socialLinks,
  };
}
