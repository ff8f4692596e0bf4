import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "~/config/business-defaults";
import { LOCALES } from "~/i18n/catalog";
import { durationText, fillLegalDocument, legalFacts, policyDateText } from "./legal-facts";
import { PRIVACY_POLICY } from "./privacy-policy";
import { TERMS_OF_SERVICE } from "./terms-of-service";

const fullText = (document: ReturnType<typeof fillLegalDocument>) => JSON.stringify(document);

describe("the policy pages' content", () => {
  it("shows the spec's terms figures in English", () => {
    const text = fullText(fillLegalDocument(TERMS_OF_SERVICE, legalFacts(DEFAULT_SETTINGS, "en"), "en", "terms"));
    expect(text).toContain("up to 24 hours before it starts");
    expect(text).toContain("Labour on repairs: 1 year.");
    expect(text).toContain("Installation workmanship on new systems: 2 years.");
    expect(text).toContain("Parts we supply and install: 90 days.");
    expect(text).toContain("Cancellation requires 30 days written notice");
    expect(text).toContain("There is no refund for partial years");
    expect(text).toContain("The service call fee is $89");
    expect(text).toContain("applied to the repair");
  });

  it("shows the same figures in Spanish", () => {
    const text = fullText(fillLegalDocument(TERMS_OF_SERVICE, legalFacts(DEFAULT_SETTINGS, "es"), "es", "terms"));
    expect(text).toContain("hasta 24 horas antes");
    expect(text).toContain("Mano de obra en reparaciones: 1 año.");
    expect(text).toContain("2 años");
    expect(text).toContain("90 días");
    expect(text).toContain("30 días de anticipación");
    expect(text).toContain("No hay reembolsos por años parciales");
    expect(text).toContain("$89");
  });

  it("fills every placeholder of both policies in both languages", () => {
    for (const locale of LOCALES) {
      for (const document of [PRIVACY_POLICY, TERMS_OF_SERVICE]) {
        const text = fullText(fillLegalDocument(document, legalFacts(DEFAULT_SETTINGS, locale), locale, "policy"));
        expect(text).not.toMatch(/\{\w+\}/);
        expect(text).toContain(DEFAULT_SETTINGS.email);
      }
    }
  });

  it("has the same sections, in the same order, in both languages", () => {
    for (const document of [PRIVACY_POLICY, TERMS_OF_SERVICE]) {
      expect(document.es.sections.map((section) => section.id)).toEqual(
        document.en.sections.map((section) => section.id),
      );
    }
  });

  it("tells about text messages after how we use information: consent, STOP and HELP, Twilio, never shared or sold", () => {
    const ids = PRIVACY_POLICY.en.sections.map((section) => section.id);
    expect(ids.indexOf("text-messages")).toBe(ids.indexOf("how-we-use-it") + 1);
    const words = {
      en: ["STOP", "HELP", "Twilio", "We never share or sell your mobile number or your consent to receive texts."],
      es: [
        "STOP",
        "HELP",
        "Twilio",
        "Nunca compartimos ni vendemos su número de celular ni su consentimiento para recibir mensajes de texto.",
      ],
    };
    for (const locale of LOCALES) {
      const filled = fillLegalDocument(PRIVACY_POLICY, legalFacts(DEFAULT_SETTINGS, locale), locale, "privacy");
      const section = JSON.stringify(filled.sections.find((part) => part.id === "text-messages"));
      for (const phrase of words[locale]) expect(section).toContain(phrase);
      expect(JSON.stringify(filled.sections.find((part) => part.id === "processors"))).toContain("Twilio");
    }
  });

  it("dates both policies December 2024 (spec 1 §9)", () => {
    expect(policyDateText(PRIVACY_POLICY.updatedOn, "en")).toBe("December 2024");
    expect(policyDateText(TERMS_OF_SERVICE.updatedOn, "en")).toBe("December 2024");
    expect(policyDateText(TERMS_OF_SERVICE.updatedOn, "es")).toBe("diciembre de 2024");
  });

  it("writes durations in the singular or plural the number needs", () => {
    expect(durationText(1, "year", "en")).toBe("1 year");
    expect(durationText(2, "year", "en")).toBe("2 years");
    expect(durationText(1, "year", "es")).toBe("1 año");
    expect(durationText(24, "hour", "es")).toBe("24 horas");
  });
});
