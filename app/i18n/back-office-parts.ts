import { matchPath } from "react-router";
import type { Messages } from "./catalog";

/** The back office's words come in parts: the keys of the `admin` namespace. */
export type BackOfficePart = keyof Messages["admin"];

/** The frame around every back-office screen (app/routes/admin/_layout.tsx): header, sidebar, live status. */
export const BACK_OFFICE_FRAME_PARTS: readonly BackOfficePart[] = ["shell", "nav", "live", "navCounts"];

/**
 * Each back-office screen of app/routes.ts with the parts of the words it shows besides the frame's (ADR 050): the
 * whole `admin` namespace is about 49 KB, and serializing it into every staff page cost a fifth of its render time.
 * Static addresses come before the dynamic ones they would also match. `back-office-parts.test.ts` follows each
 * route module's imports and fails when one of them reads a part not listed here.
 */
export const BACK_OFFICE_SCREENS: ReadonlyArray<{ path: string; route: string; parts: readonly BackOfficePart[] }> = [
  { path: "/admin/dashboard", route: "routes/admin/dashboard.tsx", parts: ["dashboard"] },
  {
    path: "/admin/customers",
    route: "routes/admin/customers.tsx",
    parts: ["customers", "customerForm", "customerImport", "crmPanel"],
  },
  { path: "/admin/customers/new", route: "routes/admin/customer-new.tsx", parts: ["customerForm"] },
  {
    path: "/admin/customers/import",
    route: "routes/admin/customers-import.tsx",
    parts: ["customerForm", "customerImport"],
  },
  {
    path: "/admin/customers/:customerId",
    route: "routes/admin/customer-detail.tsx",
    parts: ["customerDetail", "customerForm", "invoices"],
  },
  { path: "/admin/leads", route: "routes/admin/leads.tsx", parts: ["leads", "services"] },
  { path: "/admin/appointments", route: "routes/admin/appointments.tsx", parts: ["appointments", "services"] },
  { path: "/admin/services", route: "routes/admin/services.tsx", parts: ["services"] },
  { path: "/admin/team", route: "routes/admin/team.tsx", parts: ["team"] },
  { path: "/admin/schedule", route: "routes/admin/schedule.tsx", parts: ["schedule", "appointments"] },
  { path: "/admin/plan-visits", route: "routes/admin/plan-visits.tsx", parts: ["planVisits"] },
  { path: "/admin/invoices", route: "routes/admin/invoices.tsx", parts: ["invoices", "refunds"] },
  {
    path: "/admin/invoices/:invoiceId",
    route: "routes/admin/invoice-detail.tsx",
    parts: ["invoices", "customerLink", "refunds"],
  },
  { path: "/admin/price-book", route: "routes/admin/price-book.tsx", parts: ["priceBook"] },
  { path: "/admin/quotes", route: "routes/admin/quotes.tsx", parts: ["quotes"] },
  { path: "/admin/quotes/new", route: "routes/admin/quote-new.tsx", parts: ["quotes"] },
  {
    path: "/admin/quotes/:quoteId",
    route: "routes/admin/quote-detail.tsx",
    parts: ["quotes", "customerLink", "refunds"],
  },
  { path: "/admin/rewards", route: "routes/admin/reward-claims.tsx", parts: ["rewardClaims"] },
  { path: "/admin/audit", route: "routes/admin/audit-log.tsx", parts: ["auditLog", "services"] },
  { path: "/admin/analytics", route: "routes/admin/analytics.tsx", parts: ["analytics", "leads"] },
  { path: "/admin/settings", route: "routes/admin/settings.tsx", parts: ["settings", "workPhotos"] },
  { path: "/admin/settings/photos", route: "routes/admin/settings-photos.tsx", parts: ["settings", "workPhotos"] },
  { path: "/admin/newsletter", route: "routes/admin/newsletter.tsx", parts: ["newsletter"] },
  { path: "/admin/system", route: "routes/admin/system.tsx", parts: [] },
  { path: "/admin/system/mail/:messageId", route: "routes/admin/system-mail-message.tsx", parts: [] },
];

/** The back-office screen at `pathname`, or undefined for an unknown address (it shows the frame and a 404). */
export function backOfficeScreen(pathname: string): (typeof BACK_OFFICE_SCREENS)[number] | undefined {
  return BACK_OFFICE_SCREENS.find((screen) => matchPath({ path: screen.path, end: true }, pathname) !== null);
}

/** The parts of the back office's words a page at `pathname` is sent: the frame's and its screen's. */
export function backOfficePartsFor(pathname: string): readonly BackOfficePart[] {
  return [...BACK_OFFICE_FRAME_PARTS, ...(backOfficeScreen(pathname)?.parts ?? [])];
}
