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
  shell: ["skipToContent", "header", "nav", "account", "footer", "home"],
  newsletter: ["form", "validation", "toasts"],
  pagesShared: ["footerLicensing"],
  // The article cards of the home page's blog teaser.
  blog: ["categories", "readTime", "readArticle"],
  // The footer's links to the policies.
  legal: ["privacyTitle", "termsTitle"],
};

/** One namespace's words as the home page gets them: only its listed parts, or all of them if none are listed. */
export function homePageWords<N extends Namespace>(name: N, words: Messages[N]): Partial<Messages[N]> {
  const parts = HOME_PAGE_PARTS[name] as Parts<N> | undefined;
  if (!parts) return words;
  return Object.fromEntries(parts.map((part) => [part, words[part]])) as Partial<Messages[N]>;
}
