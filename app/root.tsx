import { useEffect, useRef } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  type ShouldRevalidateFunction,
} from "react-router";
import { isNoStaffAccessError, isTechnicianOnlyError } from "~/auth/permissions";
import { getSessionUser } from "~/auth/require-user.server";
import { useCspNonce } from "~/components/document/csp-nonce";
import { ScriptsAfterFirstPaint } from "~/components/document/scripts-after-first-paint";
import { WithoutJavaScriptStyle } from "~/components/document/without-javascript-style";
import { ZodJitlessScript } from "~/components/document/zod-jitless-script";
import { ErrorScreen } from "~/components/error-screen";
import { NoStaffAccessPage } from "~/components/site/no-staff-access-page";
import { NotFoundPage } from "~/components/site/not-found-page";
import { TechnicianOnlyPage } from "~/components/site/technician-only-page";
import { useShellLocale, type RootData } from "~/components/site/root-data";
import { useEndOfHydration } from "~/components/static-markup/hydration-phase";
import { NoScriptToast } from "~/components/ui/no-script-toast";
import { showToast } from "~/components/forms/show-toast";
import { Toaster } from "~/components/ui/toaster";
import { publicOrigin } from "~/config/public-origin.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { readFlashToast, type FlashToast } from "~/http/flash-toast.server";
import { readSentConfirmation } from "~/http/sent-confirmation.server";
import { DEFAULT_LOCALE, format } from "~/i18n/catalog";
import { messagesForPage, messagesToSend } from "~/i18n/messages.server";
import { packMessages } from "~/i18n/packed-messages";
import { messagesKey } from "~/i18n/page-namespaces";
import { shellErrorMessages } from "~/i18n/shell-error-messages";
import { localeFromPath, resolveLocale } from "~/i18n/locale";
import type { Route } from "./+types/root";
// The one font file every page's text needs (Latin covers English and Spanish): preloaded so text never waits
// for the stylesheet to discover it. Same hashed file the @font-face rule points at, served by us, never a CDN.
import interLatinFont from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
// The stylesheet as a link of our own with a React `precedence`: React then writes it at the top of <head>, before
// the module preloads, so the one render-blocking file is the first the browser asks for (imported the usual way it
// came after some twenty preloads, which delayed the first paint on a phone).
import appStylesheet from "./app.css?url";

export const meta: Route.MetaFunction = ({ data: rootData, error, location }) => {
  const company = rootData?.business.companyName;
  if (!error) return [{ title: company ?? "" }];
  const t = shellErrorMessages(rootData?.locale ?? localeFromPath(location.pathname) ?? DEFAULT_LOCALE);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return [{ title: company ? format(t.notFound.metaTitle, { company }) : t.notFound.title }];
  }
  if (isNoStaffAccessError(error)) {
    return [
      { title: company ? format(t.noStaffAccess.metaTitle, { company }) : t.noStaffAccess.title },
      { name: "robots", content: "noindex" },
    ];
  }
  if (isTechnicianOnlyError(error)) {
    return [
      { title: company ? format(t.technicianOnly.metaTitle, { company }) : t.technicianOnly.title },
      { name: "robots", content: "noindex" },
    ];
  }
  return [{ title: t.error.title }];
};

// A snowflake on the primary blue, inline so no request can miss (browsers otherwise ask for /favicon.ico).
const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#06489c"/><g stroke="#fff" stroke-width="2.4" stroke-linecap="round"><path d="M16 6v20M7.3 11l17.4 10M7.3 21l17.4-10"/></g></svg>`;

// No nonce (React Router's <Links> gives every link the page's otherwise): the policy asks one of scripts only, and each
// nonce is text no two responses share that splits a stored page's gzip (server/stored-page.ts, ADR 058).
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appStylesheet, precedence: "default", nonce: undefined },
  {
    rel: "icon",
    type: "image/svg+xml",
    href: `data:image/svg+xml,${encodeURIComponent(FAVICON_SVG)}`,
    nonce: undefined,
  },
  { rel: "preload", href: interLatinFont, as: "font", type: "font/woff2", crossOrigin: "anonymous", nonce: undefined },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const [sessionUser, settings] = await Promise.all([getSessionUser(request), getSettings()]);
  const { toast, clearHeader } = readFlashToast(request);
  const sent = readSentConfirmation(request);
  const headers = new Headers();
  if (clearHeader) headers.append("Set-Cookie", clearHeader);
  if (sent.clearHeader) headers.append("Set-Cookie", sent.clearHeader);
  // A page that names the person or carries their toast or confirmation must never be stored by a shared cache.
  if (sessionUser || toast || sent.sent) headers.set("Cache-Control", "private, no-store");
  const locale = resolveLocale(request, sessionUser?.locale);
  const pathname = new URL(request.url).pathname;
  const viewer = { signedIn: sessionUser !== null, isAdmin: sessionUser?.isAdmin ?? false };
  const rootData: RootData = {
    locale,
    // An address in the portal or back office shows its frame only to those let in (ADR 030).
    messages: packMessages(messagesToSend(context, messagesForPage(locale, pathname, viewer), pathname, viewer)),
    // Canonical, hreflang, og:url and structured data: the configured origin, never the request's Host (F2).
    origin: publicOrigin(),
    user: sessionUser
      ? {
          firstName: sessionUser.firstName,
          lastName: sessionUser.lastName,
          email: sessionUser.email,
          isAdmin: sessionUser.isAdmin,
        }
      : null,
    business: {
      companyName: settings.companyName,
      mainPhone: settings.mainPhone,
      emergencyPhone: settings.emergencyPhone,
      email: settings.email,
    },
    toast,
    sentForm: sent.sent,
  };
  return data(rootData, { headers });
}

/** Pages of another section or language need other messages; otherwise React Router's default applies. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  messagesKey(currentUrl.pathname) !== messagesKey(nextUrl.pathname) || defaultShouldRevalidate;

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const cacheControl = loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : new Headers();
};

export function Layout({ children }: { children: React.ReactNode }) {
  const locale = useShellLocale();
  const nonce = useCspNonce();
  useEndOfHydration();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ZodJitlessScript />
        <Meta />
        <Links />
        <WithoutJavaScriptStyle />
      </head>
      <body className="min-h-dvh">
        {children}
        <Toaster />
        <NoScriptToast />
        <ScrollRestoration nonce={nonce} />
        <ScriptsAfterFirstPaint nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useFlashToast(loaderData.toast);
  return <Outlet />;
}

/** Shows the toast a redirect left in the flash cookie; the loader has already cleared the cookie. */
function useFlashToast(toast: FlashToast | null) {
  // Each loader answer is a new object, so this shows a toast once per navigation, and once only when
  // development's strict mode runs effects twice.
  const shown = useRef<FlashToast | null>(null);
  useEffect(() => {
    if (!toast || shown.current === toast) return;
    shown.current = toast;
    showToast(toast);
  }, [toast]);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isNoStaffAccessError(error)) {
    return (
      <main id="main-content" className="min-h-dvh bg-muted/40">
        <NoStaffAccessPage />
      </main>
    );
  }
  if (isTechnicianOnlyError(error)) {
    return (
      <main id="main-content" className="min-h-dvh bg-muted/40">
        <TechnicianOnlyPage />
      </main>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main id="main-content" className="min-h-dvh bg-muted/40">
        <NotFoundPage />
      </main>
    );
  }
  return (
    <main id="main-content" className="min-h-dvh bg-muted/40">
      <ErrorScreen error={error} />
    </main>
  );
}
