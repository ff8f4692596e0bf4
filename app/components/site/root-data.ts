import { useLocation, useRouteLoaderData } from "react-router";
import type { LeadFormKind } from "~/http/lead-form-reply";
import type { FlashToast } from "~/http/flash-toast.server";
import { DEFAULT_LOCALE, type Locale, type Messages } from "~/i18n/catalog";
import type { PackedMessages } from "~/i18n/packed-messages";
import { localeFromPath } from "~/i18n/locale";

/** What the shells know about the signed-in person (no id: the browser never needs it to draw a menu). */
export type ShellUser = { firstName: string | null; lastName: string | null; email: string; isAdmin: boolean };

/** The business facts every screen may show, read from the settings record (DECISIONS.md §1). */
export type ShellBusiness = { companyName: string; mainPhone: string; emergencyPhone: string; email: string };

/** The root loader's data (see app/root.tsx). */
export type RootData = {
  locale: Locale;
  /** The message namespaces this page shows, in its language (see app/i18n/page-namespaces.ts), as one JSON text. */
  messages: PackedMessages;
  /** The site's public origin, for canonical and hreflang links. */
  origin: string;
  user: ShellUser | null;
  business: ShellBusiness;
  toast: FlashToast | null;
  /** The lead form whose confirmation this page draws where the form was, after a plain post (no JavaScript) sent it. */
  sentForm: LeadFormKind | null;
};

/** A route's `matches` as `meta` functions get them. */
type MetaMatches = readonly ({ id: string; data?: unknown } | undefined)[];

/** The root loader's data inside a `meta` function; undefined only when that loader failed. */
export function rootDataFromMatches(matches: MetaMatches): RootData | undefined {
  return matches.find((match) => match?.id === "root")?.data as RootData | undefined;
}

/** The root loader's data; undefined only while the root error boundary shows because that loader failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/** The account menu's label: the first name, falling back to the e-mail (spec 1 §2). */
export function displayName(user: Pick<ShellUser, "firstName" | "email">): string {
  return user.firstName?.trim() || user.email;
}

/**
 * The page's language even when the root loader failed (error screens): the loader's answer, else the URL's
 * `/es` prefix, else English.
 */
export function useShellLocale(): Locale {
  const data = useRootData();
  const location = useLocation();
  return data?.locale ?? localeFromPath(location.pathname) ?? DEFAULT_LOCALE;
}
