import { priceText } from "~/format/plan-price-text";
import {
  APPOINTMENT_CANCEL_MIN_NOTICE_HOURS,
  PLAN_CANCEL_NOTICE_DAYS,
  SIDEBAR_COOKIE_MAX_AGE_SECONDS,
} from "~/config/business-rules";
import { MARKETING_FIGURES } from "~/content/marketing-figures";
import type { Locale } from "~/i18n/catalog";
import { fillBlocks, fillText } from "~/content/blog/article-presentation";
import type { LegalDocument, LegalFacts, LegalSection } from "./legal-document";
import { dateTimeFormat, numberFormat } from "~/i18n/intl-formats";

/** "24 hours", "1 year", "90 días": a duration as running text reads it, singular or plural by the number. */
export function durationText(amount: number, unit: "hour" | "day" | "year", locale: Locale): string {
  return numberFormat(locale === "es" ? "es-US" : "en-US", { style: "unit", unit, unitDisplay: "long" }).format(amount);
}

/** The settings the policies cite. */
export type LegalSettings = {
  companyName: string;
  email: string;
  mainPhone: string;
  address: string;
  serviceCallFeeCents: number;
};

/** Every fact the policies' placeholders name, in the page's language (spec 1 §9 figures included). */
export function legalFacts(settings: LegalSettings, locale: Locale): LegalFacts {
  const { warranty } = MARKETING_FIGURES;
  return {
    company: settings.companyName,
    email: settings.email,
    phone: settings.mainPhone,
    address: settings.address,
    serviceCallFee: priceText(settings.serviceCallFeeCents, locale),
    cancelNotice: durationText(APPOINTMENT_CANCEL_MIN_NOTICE_HOURS, "hour", locale),
    laborWarranty: durationText(warranty.laborYears, "year", locale),
    installationWarranty: durationText(warranty.installationYears, "year", locale),
    partsWarranty: durationText(warranty.partsDays, "day", locale),
    planCancelNotice: durationText(PLAN_CANCEL_NOTICE_DAYS, "day", locale),
    interfaceCookieDays: durationText(SIDEBAR_COOKIE_MAX_AGE_SECONDS / 86_400, "day", locale),
  };
}

/** "December 2024" / "diciembre de 2024": policies are dated by month. */
export function policyDateText(isoDate: string, locale: Locale): string {
  return dateTimeFormat(locale === "es" ? "es-US" : "en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A policy in one language with every placeholder filled: what the page renders. */
export type FilledLegalDocument = { updatedOn: string; updatedText: string; intro: string; sections: LegalSection[] };

export function fillLegalDocument(
  document: LegalDocument,
  facts: LegalFacts,
  locale: Locale,
  source: string,
): FilledLegalDocument {
  const copy = document[locale];
  return {
    updatedOn: document.updatedOn,
    updatedText: policyDateText(document.updatedOn, locale),
    intro: fillText(copy.intro, facts, source),
    sections: copy.sections.map((section) => ({
      ...section,
      blocks: fillBlocks(section.blocks, facts, `${source}#${section.id}`),
    })),
  };
}
