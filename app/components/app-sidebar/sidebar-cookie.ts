import { SIDEBAR_COOKIE_MAX_AGE_SECONDS } from "~/config/business-rules";

/** Both shells (portal and back office) remember expanded/collapsed in this cookie (DECISIONS.md §4). */
export const SIDEBAR_COOKIE_NAME = "sidebar_state";

/**
 * Whether the sidebar is expanded, read from the request's cookies so the server renders the remembered state
 * (no flicker after hydration). Expanded unless the person collapsed it.
 */
export function readSidebarOpen(cookieHeader: string | null): boolean {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${SIDEBAR_COOKIE_NAME}=(true|false)(?:;|$)`));
  return match?.[1] !== "false";
}

/**
 * The `document.cookie` assignment that remembers the state for 7 days; `Secure` when the page is https, as every
 * cookie of an https site is. (Not HttpOnly: the browser writes it, and it holds nothing secret.)
 */
export function sidebarCookie(open: boolean, pageProtocol: string): string {
  const secure = pageProtocol === "https:" ? "; Secure" : "";
  return `${SIDEBAR_COOKIE_NAME}=${open}; Path=/; Max-Age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}
