import { useEffect } from "react";
import { useLocation, useMatches } from "react-router";

/** Only the first view of a page load came from another page than ours; later ones are our own navigations. */
let referrerSent = false;

/**
 * Counts a view of each public page: after hydration and on every client-side navigation it posts `{ path, referrer }`
 * with navigator.sendBeacon (a string body: no preflight, never blocking the page). No cookie, no storage, no third
 * party; nothing at all when the visitor asks not to be tracked (Do Not Track, Global Privacy Control). ADR 035.
 */
export function PageViewBeacon() {
  const { pathname } = useLocation();
  // An unknown address is no page of ours to count (and may be longer than any beacon the server accepts).
  const unknownAddress = useMatches().some((match) => match.id.endsWith("not-found"));
  useEffect(() => {
    const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
    if (unknownAddress || browser.doNotTrack === "1" || browser.globalPrivacyControl === true || !browser.sendBeacon) return;
    // Deferred and cancelled on cleanup, so React's development double-run of effects sends one beacon, not two.
    const timer = setTimeout(() => {
      const referrer = referrerSent ? "" : document.referrer;
      referrerSent = true;
      browser.sendBeacon("/api/page-view", JSON.stringify(referrer ? { path: pathname, referrer } : { path: pathname }));
    });
    return () => clearTimeout(timer);
  }, [pathname, unknownAddress]);
  return null;
}
