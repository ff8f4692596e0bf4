import type { Messages, Namespace } from "./catalog";

/** The parts (top-level keys) of one namespace. */
type Parts<N extends Namespace> = readonly (keyof Messages[N])[];

/**
 * The namespaces the home page (`/`, `/es`) is sent only some parts of, and those parts (ADR 052). The home page is
 * the one most visitors load first, on a phone, and every word here travels in its page data; the rest go to the
 * pages that show them: the unsubscribe page's words, the error screens' copy (they draw their own bundled one:
 * shell-error-messages.ts), the blog's and the policies' pages. A link from the home page to another page re-runs the
 * root loader (its messages key differs), which sends that page its own words.
 *
 * `home-parts.test.ts` follows the home page's modules and fails when they read a part not listed here, or when a
 * part listed is no longer read.
 */
export const HOME_PAGE_PARTS: { readonly [N in Namespace]?: Parts<N> } = {
  shell: ["skipToContent", "header", "nav", "account", "footer", "copyright", "home"],
  newsletter: ["form", "toasts"],
  pagesShared: ["footerLicensing"],
  // The interactive sections' and the floating call bar's; the static sections' come with them (HOME_SECTION_PARTS).
  home: ["carousel", "plans", "floating"],
  // The footer's links to the policies.
  legal: ["privacyTitle", "termsTitle"],
  // All but what only the form's own checks show (HOME_LATE_PARTS).
  estimate: [
    "eyebrow",
    "heading",
    "intro",
    "formHeading",
    "requiredNote",
    "fields",
    "submit",
    "submitting",
    "promise",
    "sent",
    "panel",
  ],
};

/**
 * What the estimate and newsletter forms say only once the visitor has filled them in wrongly: their field errors and
 * the estimate form's toast for them (the server's answers bring their own words; the newsletter's toasts stay, since
 * its failure toast must show when nothing more can load). The home page loads them when the visitor reaches the form
 * (`late-words.ts`), with the form's schema, rather than carry them in every document (docs/decisions/058).
 */
export const HOME_LATE_PARTS = { estimate: ["validation", "toasts"], newsletter: ["validation"] } as const satisfies {
  readonly [N in Namespace]?: Parts<N>;
};

/**
 * Of `HOME_PAGE_PARTS`, those only the footer's columns read, which are static markup (ADR 021): a home document leaves
 * them out of its page data and keeps them for its render (`messagesToSend`, docs/decisions/058). The root loader still
 * sends them to a `.data` request: the footer is drawn again whenever the root loader runs again for a new page.
 */
export const HOME_FOOTER_PARTS: { readonly [N in Namespace]?: Parts<N> } = {
  shell: ["footer"],
  pagesShared: ["footerLicensing"],
  legal: ["privacyTitle", "termsTitle"],
};

/**
 * The words only the home page's static sections read (`components/home/home-static-sections.tsx`, ADR 021): the home
 * route's loader sends them with the sections' props rather than the root loader, so that a document, whose browser
 * keeps those sections as the server drew them, can leave both out of its page data (docs/decisions/058).
 * `home-parts.test.ts` fails when code outside those sections reads one of them.
 */
export const HOME_SECTION_PARTS: { readonly [N in Namespace]?: Parts<N> } = {
  home: [
    "hero",
    "painPoints",
    "solutions",
    "services",
    "about",
    "detailedServices",
    "reviews",
    "brandsWhy",
    "rebates",
    "warranty",
    "gallery",
    "blog",
    "booking",
    "hoursAreas",
    "credentials",
    "freeEstimate",
  ],
  // The article cards of the blog teaser.
  blog: ["categories", "readTime", "readArticle"],
};

/** One namespace's words as the home page gets them: only its listed parts, or all of them if none are listed. */
export function homePageWords<N extends Namespace>(
  name: N,
  words: Messages[N],
  table = HOME_PAGE_PARTS,
): Partial<Messages[N]> {
  const parts = table[name] as Parts<N> | undefined;
  if (!parts) return words;
  return Object.fromEntries(parts.map((part) => [part, words[part]])) as Partial<Messages[N]>;
}
