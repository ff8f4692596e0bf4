import type { Locale, Messages, Namespace } from "./catalog";
import { en } from "./en";
import { es } from "./es";
import { backOfficePartsFor } from "./back-office-parts";
import { HOME_SECTION_PARTS, homePageWords } from "./home-parts";
import { portalPartsFor } from "./portal-parts";
import { namespacesForPath, viewerSection, type PageViewer } from "./page-namespaces";
import type { SectionWords } from "./use-messages";

const catalogs: Record<Locale, Messages> = { en, es };

/**
 * The whole catalogue of a language, for loaders, actions, e-mails and other server code. The browser never
 * loads a catalogue module: pages receive the namespaces they need as root loader data (`messagesForPage`).
 */
export function messagesFor(locale: Locale): Messages {
  return catalogs[locale];
}

/**
 * The namespaces a page at `pathname` shows this viewer, in one language: what the root loader sends to the browser.
 * Of the back office's and the portal's words, only the frame's and the screen's own parts go (`back-office-parts.ts`,
 * `portal-parts.ts`); the home page gets some namespaces in part too (`home-parts.ts`).
 */
export function messagesForPage(locale: Locale, pathname: string, viewer: PageViewer): Partial<Messages> {
  const all = catalogs[locale];
  const sent: Partial<Record<Namespace, unknown>> = {};
  const home = viewerSection(pathname, viewer) === "home";
  for (const name of namespacesForPath(pathname, viewer)) {
    if (name === "admin") sent[name] = Object.fromEntries(backOfficePartsFor(pathname).map((part) => [part, all.admin[part]]));
    else if (name === "portal") sent[name] = Object.fromEntries(portalPartsFor(pathname).map((part) => [part, all.portal[part]]));
    else if (home) sent[name] = homePageWords(name, all[name]);
    else sent[name] = all[name];
  }
  return sent as Partial<Messages>;
}

/** The words of the home page's static sections, in one language: sent by the home route with their props (ADR 058). */
export function homeSectionWords(locale: Locale): SectionWords {
  const all = catalogs[locale];
  const names = Object.keys(HOME_SECTION_PARTS) as Namespace[];
  return Object.fromEntries(names.map((name) => [name, homePageWords(name, all[name], HOME_SECTION_PARTS)])) as SectionWords;
}
