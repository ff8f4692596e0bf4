import { describe, expect, it } from "vitest";
import { faqPage as englishFaq } from "~/i18n/en/pages-faq";
import { faqPage as spanishFaq } from "~/i18n/es/pages-faq";
import { buildFaqEntries, faqPageJsonLd, jsonLdScriptText, type FaqFacts } from "./faq-entries";

const FACTS: FaqFacts = {
  fee: "$89",
  emergencyPhone: "(305) 555-0199",
  mainPhone: "(305) 555-0142",
  heatThreshold: 85,
  lifeYears: 15,
  breakdownsPercent: 85,
  planCount: 3,
  plans: "Basic Maintenance ($89 per visit), Premium Care ($149 / month) and Commercial Plus ($299 / month)",
  region: "Miami-Dade County",
  areas: "Kendall, Doral",
  federalMax: "$2,000",
  stateMax: "$1,500",
  utilityMax: "$1,000",
  brands: "Carrier and Trane",
  license: "CACO 39625",
  hours: "Mon-Fri 7 AM-6 PM",
};

describe("buildFaqEntries", () => {
  it("fills every answer with the facts it is given, in both languages", () => {
    for (const [copy, locale] of [
      [englishFaq, "en"],
      [spanishFaq, "es"],
    ] as const) {
      const entries = buildFaqEntries(copy.items, FACTS, locale);
      expect(entries.length).toBeGreaterThanOrEqual(10);
      expect(entries.length).toBeLessThanOrEqual(14);
      for (const entry of entries) expect(entry.answer).not.toMatch(/\{\w+\}/);
      const fee = entries.find((entry) => entry.id === "service-call-fee");
      expect(fee?.answer).toContain("$89");
      expect(entries.find((entry) => entry.id === "emergency")?.answer).toContain("(305) 555-0199");
    }
  });

  it("points the Spanish answers' links at the Spanish pages", () => {
    const plans = buildFaqEntries(spanishFaq.items, FACTS, "es").find((entry) => entry.id === "plans");
    expect(plans?.link).toEqual({ label: "Compare los planes del Club Confort", href: "/es/comfort-club" });
    const english = buildFaqEntries(englishFaq.items, FACTS, "en").find((entry) => entry.id === "plans");
    expect(english?.link?.href).toBe("/comfort-club");
  });

  it("refuses to render an answer whose fact is missing rather than print a placeholder", () => {
    expect(() => buildFaqEntries([{ id: "fee", question: "Fee?", answer: "It is {fee}." }], {}, "en")).toThrow(
      /needs the fact "fee"/,
    );
  });

  it("keeps the English and Spanish questions in the same order", () => {
    expect(spanishFaq.items.map((item) => item.id)).toEqual(englishFaq.items.map((item) => item.id));
  });
});

describe("faqPageJsonLd", () => {
  it("describes exactly the questions and answers the page shows", () => {
    const entries = buildFaqEntries(englishFaq.items, FACTS, "en");
    const data = faqPageJsonLd(entries);
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity).toHaveLength(entries.length);
    expect(data.mainEntity[0]).toEqual({
      "@type": "Question",
      name: entries[0]?.question,
      acceptedAnswer: { "@type": "Answer", text: entries[0]?.answer },
    });
  });

  it("escapes '<' so a text can never close the script element", () => {
    expect(jsonLdScriptText({ text: "</script><b>" })).toBe('{"text":"\\u003c/script>\\u003cb>"}');
  });
});
