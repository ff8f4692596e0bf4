import { format, type Locale } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";

/** A question as the FAQ copy writes it: the answer is a template whose {placeholders} are business facts. */
export type FaqTemplate = { id: string; question: string; answer: string; linkLabel?: string; linkPath?: string };

/** A question ready to show (and to describe to search engines): every figure filled in. */
export type FaqEntry = { id: string; question: string; answer: string; link: { label: string; href: string } | null };

/** The facts the answers cite, already written out as text in the page's language. */
export type FaqFacts = Record<string, string | number>;

/**
 * Fills the FAQ's answer templates with the facts. A template that names a fact the caller did not supply is a
 * programming error (the page would print "{fee}"), so it throws instead of rendering a broken answer.
 */
export function buildFaqEntries(templates: readonly FaqTemplate[], facts: FaqFacts, locale: Locale): FaqEntry[] {
  return templates.map((template) => {
    const answer = format(template.answer, facts);
    const missing = answer.match(/\{(\w+)\}/);
    if (missing) throw new Error(`FAQ answer "${template.id}" needs the fact "${missing[1]}"`);
    const link =
      template.linkLabel && template.linkPath
        ? { label: template.linkLabel, href: localizedPath(template.linkPath, locale) }
        : null;
    return { id: template.id, question: template.question, answer, link };
  });
}

/** schema.org FAQPage structured data for the same entries the page shows, so the two never disagree. */
export function faqPageJsonLd(entries: readonly FaqEntry[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

/** JSON for an inline <script type="application/ld+json">: "<" escaped so no text can close the script tag. */
export function jsonLdScriptText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
