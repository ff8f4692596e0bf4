import type { MouseEvent } from "react";
import type { NavigateFunction } from "react-router";

/**
 * Inside markup kept from the server, a React Router <Link> is a plain <a>: this click handler, on the markup's
 * wrapper, gives those links the client-side navigation they would have had. Anything a plain link does better
 * is left to the browser: modified clicks, new tabs, downloads, other origins, tel: and mailto:, and in-page
 * anchors (#contact), which scroll natively.
 */
export function followStaticLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement)) return;
  if (
    (anchor.target && anchor.target !== "_self") ||
    anchor.hasAttribute("download") ||
    anchor.hasAttribute("data-reload-document")
  )
    return;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
  if (samePage && url.hash) return;
  event.preventDefault();
  void navigate(`${url.pathname}${url.search}${url.hash}`);
}
