import { createContext, use } from "react";
import { useRouteLoaderData } from "react-router";
import { useStaticMarkupMessages } from "~/request-scope/document-render-data";
import { DEFAULT_LOCALE, type Locale, type Messages, type Namespace } from "./catalog";
import { HOME_PAGE_PARTS } from "./home-parts";
import { unpackMessages, type PackedMessages } from "./packed-messages";

type RootMessages = { locale?: Locale; messages?: PackedMessages };

/** The current language, decided by the root loader. */
export function useLocale(): Locale {
  const data = useRouteLoaderData("root") as RootMessages | undefined;
  return data?.locale ?? DEFAULT_LOCALE;
}

/** Some parts of some namespaces, in one language. */
export type SectionWords = { readonly [N in Namespace]?: Partial<Messages[N]> };

/**
 * Words a static part of a page gets with its props, from its route's loader, instead of in the root loader's
 * messages: the home page's static sections (`HOME_SECTION_PARTS`), whose words a document leaves out of its page data
 * (docs/decisions/058). `useMessages()` below it reads them as if the root loader had sent them.
 */
export const SectionWordsContext = createContext<SectionWords | undefined>(undefined);

/**
 * The message catalogue of the current language: the namespaces the root loader sent for this page
 * (`page-namespaces.ts`; in static markup rendered on the server, also those its document kept out of the page data:
 * `HOME_FOOTER_PARTS`), with the words of the section around (`SectionWordsContext`). Reading a namespace the page
 * was not sent fails loudly, on the server as in the browser.
 */
export function useMessages(): Messages {
  const data = useRouteLoaderData("root") as RootMessages | undefined;
  // Static markup on the server may read the words its document kept out of the page data (the home page's footer).
  const kept = useStaticMarkupMessages() as Partial<Messages> | undefined;
  return pageMessages(kept ?? unpackMessages(data?.messages), use(SectionWordsContext));
}

/** The same, for `meta` functions: the root route's data from `matches`. */
export function messagesFromMatches(matches: readonly ({ id: string; data?: unknown } | undefined)[]): Messages {
  const root = matches.find((match) => match?.id === "root")?.data as RootMessages | undefined;
  return pageMessages(unpackMessages(root?.messages));
}

/** Names that code inspecting any object may ask for (promises, JSON, React, test matchers): never a namespace. */
const NOT_NAMESPACES = new Set(["then", "toJSON", "constructor", "$$typeof", "asymmetricMatch", "nodeType"]);

function pageMessages(messages: Partial<Messages> | undefined, sectionWords?: SectionWords): Messages {
  const sent = sectionWords ? withSectionWords(messages ?? {}, sectionWords) : (messages ?? {});
  return new Proxy(sent, {
    get(target, name) {
      if (typeof name !== "string" || name in target || NOT_NAMESPACES.has(name)) {
        const value: unknown = Reflect.get(target, name);
        // Checked while rendering on the server only, which every page does first: the check stays out of the browser's
        // JavaScript (the home page's budget).
        return import.meta.env.SSR && value && typeof name === "string" && partsTable(name)
          ? screenParts(name, value as object)
          : value;
      }
      throw new Error(
        `The "${name}" messages were not sent to this page: add the namespace to its section in app/i18n/page-namespaces.ts`,
      );
    },
  }) as Messages;
}

/** The messages the root loader sent with a section's words added, made once per pair (a section renders many times). */
const merged = new WeakMap<SectionWords, WeakMap<object, Partial<Messages>>>();

function withSectionWords(messages: Partial<Messages>, sectionWords: SectionWords): Partial<Messages> {
  let byMessages = merged.get(sectionWords);
  if (!byMessages) merged.set(sectionWords, (byMessages = new WeakMap()));
  let both = byMessages.get(messages);
  if (!both) {
    const namespaces = new Set([...Object.keys(messages), ...Object.keys(sectionWords)]) as Set<Namespace>;
    both = Object.fromEntries(
      [...namespaces].map((name) => [name, { ...messages[name], ...sectionWords[name] }]),
    ) as Partial<Messages>;
    byMessages.set(messages, both);
  }
  return both;
}

/** Where the parts of a namespace some screens are sent in part are listed, or undefined for a namespace always sent whole. */
function partsTable(namespace: string): string | undefined {
  if (namespace === "admin") return "app/i18n/back-office-parts.ts";
  if (namespace === "portal") return "app/i18n/portal-parts.ts";
  return namespace in HOME_PAGE_PARTS ? "app/i18n/home-parts.ts" : undefined;
}

/** A namespace's words sent to this screen in parts; reading a part it was not sent fails as loudly as a namespace does. */
function screenParts(namespace: string, sent: object): object {
  return new Proxy(sent, {
    get(target, name) {
      if (typeof name !== "string" || name in target || NOT_NAMESPACES.has(name)) return Reflect.get(target, name);
      throw new Error(
        `The "${namespace}.${name}" words were not sent to this screen: add the part to it in ${partsTable(namespace)}`,
      );
    },
  });
}
