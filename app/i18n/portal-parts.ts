import { matchPath } from "react-router";
import type { Messages } from "./catalog";

/** The portal's words come in parts: the keys of the `portal` namespace. */
export type PortalPart = keyof Messages["portal"];

/** The frame around every portal screen (app/routes/customer/_layout.tsx): header, sidebar, the verify-e-mail banner. */
export const PORTAL_FRAME_PARTS: readonly PortalPart[] = ["shell", "nav", "verifyBanner"];

/**
 * Each portal screen of app/routes.ts with the parts of the portal's words it shows besides the frame's, and whether
 * it takes payments (the `billing` namespace): the whole `portal` namespace is about 15 KB and `billing` 4 KB, while
 * the dashboard shows about 4 KB of them (ADR 052). `portal-parts.test.ts` follows each route module's imports and
 * fails when one reads a part, or the billing words, not listed here.
 */
export const PORTAL_SCREENS: ReadonlyArray<{
  path: string;
  route: string;
  parts: readonly PortalPart[];
  billing: boolean;
}> = [
  {
    path: "/customer",
    route: "routes/customer/dashboard.tsx",
    parts: ["dashboard", "history", "rewards", "planVisits"],
    billing: false,
  },
  {
    path: "/customer/dashboard",
    route: "routes/customer/dashboard.tsx",
    parts: ["dashboard", "history", "rewards", "planVisits"],
    billing: false,
  },
  {
    path: "/customer/appointments",
    route: "routes/customer/appointments.tsx",
    parts: ["appointments"],
    billing: false,
  },
  { path: "/customer/history", route: "routes/customer/history.tsx", parts: ["history"], billing: false },
  // The customer's invoices and one invoice (issue 38 item 3): they pay through their own checkout, not the plans'.
  { path: "/customer/invoices", route: "routes/customer/invoices.tsx", parts: ["invoices"], billing: false },
  {
    path: "/customer/invoices/:invoiceId",
    route: "routes/customer/invoice.tsx",
    parts: ["invoices"],
    billing: false,
  },
  { path: "/customer/profile", route: "routes/customer/profile.tsx", parts: ["profile"], billing: false },
  {
    path: "/customer/profile/password",
    route: "routes/customer/profile-password.tsx",
    parts: ["password"],
    billing: false,
  },
  {
    path: "/customer/subscription",
    route: "routes/customer/subscription.tsx",
    parts: ["subscription", "planVisits"],
    billing: true,
  },
  {
    path: "/customer/plan-visits/:visitId",
    route: "routes/customer/plan-visit.tsx",
    parts: ["planVisits"],
    billing: false,
  },
  // The customer's quotes (issue 38 item 4): their words come with the screens (QUOTE_PAGE_WORDS), as the link's page.
  { path: "/customer/quotes", route: "routes/customer/quotes.tsx", parts: [], billing: false },
  { path: "/customer/quotes/:quoteId", route: "routes/customer/quote.tsx", parts: [], billing: false },
  { path: "/customer/billing-demo", route: "routes/customer/billing-demo.tsx", parts: [], billing: true },
  { path: "/customer/checkout", route: "routes/customer/checkout.tsx", parts: ["checkout"], billing: true },
];

/** The portal screen at `pathname`, or undefined for an unknown address (it shows the frame and a 404). */
export function portalScreen(pathname: string): (typeof PORTAL_SCREENS)[number] | undefined {
  return PORTAL_SCREENS.find((screen) => matchPath({ path: screen.path, end: true }, pathname) !== null);
}

/** The parts of the portal's words a page at `pathname` is sent: the frame's and its screen's. */
export function portalPartsFor(pathname: string): readonly PortalPart[] {
  return [...PORTAL_FRAME_PARTS, ...(portalScreen(pathname)?.parts ?? [])];
}
