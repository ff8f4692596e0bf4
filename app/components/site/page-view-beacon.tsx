import { useEffect } from "react";
import { useLocation, useMatches } from "react-router";

/**
 * A route's `handle` that keeps its views out of the count: unknown addresses, and pages whose address carries one
 * person's checkout token, which must not travel anywhere else (and is longer than any beacon the server accepts).
 */
export const NOT_COUNTED_AS_PAGE_VIEW = { countsPageView: false } as const;

function isNotCounted(handle: unknown): boolean {
  return (
    typeof handle === "object" && handle !== null && (handle as { countsPageView?: unknown }).countsPageView === false
  );
}

/** Only the first view of a page load came from another page than ours; later ones are our own navigations. */
let referrerSent = false;

/**
 * Counts a view of each public page: after hydration and on every client-side navigation it posts `{ path, referrer }`
 * with navigator.sendBeacon (a string body: no preflight, never blocking the page). No cookie, no storage, no third
 * party; nothing at all when the visitor asks not to be tracked (Do Not Track, Global Privacy Control). ADR 035.
 */
export function PageViewBeacon() {
  const { pathname } = useLocation();
  const notCounted = useMatches().some((match) => isNotCounted(match.handle));
  useEffect(() => {
    const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
    if (notCounted || browser.doNotTrack === "1" || browser.globalPrivacyControl === true || !browser.sendBeacon)
      return;
    // Deferred and cancelled on cleanup, so React's development double-run of effects sends one beacon, not two.
    const timer = setTimeout(() => {
      const referrer = referrerSent ? "" : document.referrer;
      referrerSent = true;
      browser.sendBeacon(
        "/api/page-view",
        JSON.stringify(referrer ? { path: pathname, referrer } : { path: pathname }),
      );
    });
    return () => clearTimeout(timer);
  }, [pathname, notCounted]);
  return null;
}
