import type { Locale, Messages, Namespace } from "./catalog";
import { en } from "./en";
import { es } from "./es";
import { namespacesForPath, type PageViewer } from "./page-namespaces";

const catalogs: Record<Locale, Messages> = { en, es };

/**
 * The whole catalogue of a language, for loaders, actions, e-mails and other server code. The browser never
 * loads a catalogue module: pages receive the namespaces they need as root loader data (`messagesForPage`).
 */
export function messagesFor(locale: Locale): Messages {
  return catalogs[locale];
}

/** The namespaces a page at `pathname` shows this viewer, in one language: what the root loader sends to the browser. */
export function messagesForPage(locale: Locale, pathname: string, viewer: PageViewer): Partial<Messages> {
  const all = catalogs[locale];
  return Object.fromEntries(namespacesForPath(pathname, viewer).map((name: Namespace) => [name, all[name]])) as Partial<Messages>;
}
