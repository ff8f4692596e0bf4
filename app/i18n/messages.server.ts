import type { Locale, Messages, Namespace } from "./catalog";
import { en } from "./en";
import { es } from "./es";
import { backOfficePartsFor } from "./back-office-parts";
import type { RouterContextProvider } from "react-router";
import { STATIC_MARKUP_MESSAGES } from "~/request-scope/document-render-data";
import { keepForDocumentRender } from "~/request-scope/document-render-data.server";
import { HOME_FOOTER_PARTS, HOME_SECTION_PARTS, homePageWords } from "./home-parts";
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
    if (name === "admin")
      sent[name] = Object.fromEntries(backOfficePartsFor(pathname).map((part) => [part, all.admin[part]]));
    else if (name === "portal")
      sent[name] = Object.fromEntries(portalPartsFor(pathname).map((part) => [part, all.portal[part]]));
    else if (home) sent[name] = homePageWords(name, all[name]);
    else sent[name] = all[name];
  }
  return sent as Partial<Messages>;
}

/** The words of the home page's static sections, in one language: sent by the home route with their props (ADR 058). */
export function homeSectionWords(locale: Locale): SectionWords {
  const all = catalogs[locale];
  const names = Object.keys(HOME_SECTION_PARTS) as Namespace[];
  return Object.fromEntries(
    names.map((name) => [name, homePageWords(name, all[name], HOME_SECTION_PARTS)]),
  ) as SectionWords;
}

/**
 * The page's messages as the root loader sends them: a home document leaves out the parts only its footer's columns
 * read (`HOME_FOOTER_PARTS`), static markup the browser keeps as the server drew it, and keeps the whole messages for
 * the server's render of that markup (ADR 058). Any other request sends them all.
 */
export function messagesToSend(
  context: Readonly<RouterContextProvider>,
  messages: Partial<Messages>,
  pathname: string,
  viewer: PageViewer,
): Partial<Messages> {
  if (viewerSection(pathname, viewer) !== "home" || keepForDocumentRender(context, STATIC_MARKUP_MESSAGES, messages))
    return messages;
  const sent: Partial<Record<Namespace, unknown>> = { ...messages };
  for (const name of Object.keys(HOME_FOOTER_PARTS) as Namespace[]) {
    const kept = new Set<string>(HOME_FOOTER_PARTS[name]);
    const rest = Object.entries(messages[name] ?? {}).filter(([part]) => !kept.has(part));
    if (rest.length > 0) sent[name] = Object.fromEntries(rest);
    else delete sent[name];
  }
  return sent as Partial<Messages>;
}
