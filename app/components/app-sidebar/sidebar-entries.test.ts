import { describe, expect, it } from "vitest";
import { ADMIN_NAV } from "./admin-nav";
import { CUSTOMER_NAV } from "./customer-nav";
import { isEntryActive, sidebarLinks } from "./sidebar-entries";

const customerLabels = {
  dashboard: "Dashboard",
  appointments: "Appointments",
  history: "Service History",
  invoices: "Invoices",
  quotes: "Quotes",
  profile: "Profile",
  subscription: "Subscription",
};
const adminLabels = {
  dashboard: "Dashboard",
  customers: "Customers",
  leads: "Leads & Signups",
  appointments: "Appointments",
  schedule: "Dispatch board",
  planVisits: "Plan Visits",
  services: "Service History",
  team: "Team",
  invoices: "Invoices",
  quotes: "Quotes",
  rewardClaims: "Reward Claims",
  auditLog: "Audit Log",
  newsletter: "Newsletter",
  analytics: "Analytics",
  settings: "Settings",
  system: "System",
  backToWebsite: "Back to Website",
};

describe("sidebar entries", () => {
  it("declares the portal's entries in the spec's order but lists only screens that exist", () => {
    expect(CUSTOMER_NAV.map((entry) => entry.to)).toEqual([
      "/customer",
      "/customer/appointments",
      "/customer/history",
      "/customer/invoices",
      "/customer/quotes",
      "/customer/profile",
      "/customer/subscription",
    ]);
    const shown = sidebarLinks(CUSTOMER_NAV, customerLabels, "/customer", "en").map((link) => link.label);
    expect(shown).toEqual(
      CUSTOMER_NAV.filter((entry) => entry.available).map((entry) => customerLabels[entry.labelKey]),
    );
    expect(shown).toEqual(expect.arrayContaining(["Dashboard", "Profile", "Subscription"]));
  });

  it("marks the portal dashboard current at both of its addresses and nowhere else", () => {
    const dashboard = CUSTOMER_NAV[0];
    expect(isEntryActive(dashboard, "/customer")).toBe(true);
    expect(isEntryActive(dashboard, "/customer/dashboard")).toBe(true);
    expect(isEntryActive(dashboard, "/customer/dashboard/")).toBe(true);
    expect(isEntryActive(dashboard, "/customer/profile")).toBe(false);
  });

  it("lists the back office's existing screens in the spec's order with System before Back to Website", () => {
    expect(sidebarLinks(ADMIN_NAV, adminLabels, "/admin/system/mail/1", "en")).toMatchObject([
      { label: "Dashboard", to: "/admin/dashboard", active: false },
      { label: "Customers", to: "/admin/customers", active: false },
      { label: "Leads & Signups", to: "/admin/leads", active: false },
      { label: "Appointments", to: "/admin/appointments", active: false },
      { label: "Dispatch board", to: "/admin/schedule", active: false },
      { label: "Plan Visits", to: "/admin/plan-visits", active: false },
      { label: "Invoices", to: "/admin/invoices", active: false },
      { label: "Quotes", to: "/admin/quotes", active: false },
      { label: "Service History", to: "/admin/services", active: false },
      { label: "Team", to: "/admin/team", active: false },
      { label: "Newsletter", to: "/admin/newsletter", active: false },
      { label: "Reward Claims", to: "/admin/rewards", active: false },
      { label: "Analytics", to: "/admin/analytics", active: false },
      { label: "Settings", to: "/admin/settings", active: false },
      { label: "Audit Log", to: "/admin/audit", active: false },
      { label: "System", to: "/admin/system", active: true },
      { label: "Back to Website", to: "/", active: false },
    ]);
  });

  it("puts a count on the entries given one and leaves out counts of zero", () => {
    const links = sidebarLinks(ADMIN_NAV, adminLabels, "/admin/leads", "en", {
      leads: { count: 3, label: "3 new" },
      appointments: { count: 0, label: "0 pending" },
      rewardClaims: { count: 120, label: "120 requested" },
    });
    const badges = Object.fromEntries(links.map((link) => [link.key, link.badge]));
    expect(badges).toMatchObject({
      leads: { count: 3, label: "3 new" },
      rewardClaims: { count: 120, label: "120 requested" },
    });
    expect(badges.appointments).toBeUndefined();
    expect(links.filter((link) => link.badge).map((link) => link.key)).toEqual(["leads", "rewardClaims"]);
    expect(sidebarLinks(ADMIN_NAV, adminLabels, "/admin/leads", "en").some((link) => link.badge)).toBe(false);
  });

  it("sends Back to Website to the public site in the current language", () => {
    const links = sidebarLinks(ADMIN_NAV, adminLabels, "/admin/dashboard", "es");
    expect(links.find((link) => link.key === "backToWebsite")?.to).toBe("/es");
  });
});
