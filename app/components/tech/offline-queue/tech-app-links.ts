import { TECH_MANIFEST_URL } from "./tech-app-cache";

/** The primary blue of the design tokens, as the manifest's theme colour (vite.config.ts) and the phone's bar. */
export const TECH_THEME_COLOR = "#06489c";

/**
 * What makes the technician screens installable (issue 35, ADR 079), for their routes' `links` and `meta` only: the
 * public site, the portal and the back office link no manifest and register no worker.
 */
export const TECH_APP_LINKS = [
  { rel: "manifest", href: TECH_MANIFEST_URL },
  { rel: "apple-touch-icon", href: "/tech-icons/apple-touch-icon.png" },
];

export const TECH_APP_META = [
  { name: "theme-color", content: TECH_THEME_COLOR },
  { name: "mobile-web-app-capable", content: "yes" },
  { name: "apple-mobile-web-app-title", content: "AW Tech" },
];
