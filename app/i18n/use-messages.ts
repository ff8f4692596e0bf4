import { useRouteLoaderData } from "react-router";
import { rootDataFromMatches } from "~/components/site/root-data";
import { DEFAULT_LOCALE, type Locale, type Messages } from "./catalog";

type RootMessages = { locale?: Locale; messages?: Partial<Messages> };

/** The current language, decided by the root loader. */
export function useLocale(): Locale {
  const data = useRouteLoaderData("root") as RootMessages | undefined;
  return data?.locale ?? DEFAULT_LOCALE;
}

/**
 * The message catalogue of the current language: the namespaces the root loader sent for this page
 * (`page-namespaces.ts`). Reading a namespace the page was not sent fails loudly, on the server as in the browser.
 */
export function useMessages(): Messages {
  const data = useRouteLoaderData("root") as RootMessages | undefined;
  return pageMessages(data?.messages);
}

/** The same, for `meta` functions: the root route's data from `matches`. */
export function messagesFromMatches(matches: readonly ({ id: string; data?: unknown } | undefined)[]): Messages {
  return pageMessages(rootDataFromMatches(matches)?.messages);
}

/** Names that code inspecting any object may ask for (promises, JSON, React, test matchers): never a namespace. */
const NOT_NAMESPACES = new Set(["then", "toJSON", "constructor", "$$typeof", "asymmetricMatch", "nodeType"]);

function pageMessages(messages: Partial<Messages> | undefined): Messages {
  const sent = messages ?? {};
  return new Proxy(sent, {
    get(target, name) {
      if (typeof name !== "string" || name in target || NOT_NAMESPACES.has(name)) {
        const value: unknown = Reflect.get(target, name);
        // Checked while rendering on the server only, which every page does first: the check stays out of the browser's
        // JavaScript (the home page's budget).
        return import.meta.env.SSR && (name === "admin" || name === "portal") && value ? screenParts(name, value as object) : value;
      }
      throw new Error(`The "${name}" messages were not sent to this page: add the namespace to its section in app/i18n/page-namespaces.ts`);
    },
  }) as Messages;
}

/** The back office's or portal's words sent to this screen; reading a part it was not sent fails as loudly as a namespace does. */
function screenParts(namespace: "admin" | "portal", sent: object): object {
  const table = namespace === "admin" ? "app/i18n/back-office-parts.ts" : "app/i18n/portal-parts.ts";
  return new Proxy(sent, {
    get(target, name) {
      if (typeof name !== "string" || name in target || NOT_NAMESPACES.has(name)) return Reflect.get(target, name);
      throw new Error(`The ${namespace === "admin" ? "back office's" : "portal's"} "${name}" words were not sent to this screen: add the part to it in ${table}`);
    },
  });
}
