import type { Locale, Messages, Namespace } from "./catalog";
import { en } from "./en";
import { es } from "./es";
import { backOfficePartsFor } from "./back-office-parts";
import { homePageWords } from "./home-parts";
import { portalPartsFor } from "./portal-parts";
import { namespacesForPath, viewerSection, type PageViewer } from "./page-namespaces";

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
