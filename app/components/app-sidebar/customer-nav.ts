import { CalendarDays, CreditCard, FileSignature, History, LayoutDashboard, Receipt, UserRound } from "lucide-react";
import type { SidebarEntry } from "./sidebar-entries";

/**
 * The portal sidebar (spec document 1 §2, "Customer portal shell"), in the spec's order. An entry is shown once
 * its screen exists: the issue that builds a screen flips its `available` (DECISIONS.md §4).
 */
export const CUSTOMER_NAV = [
  {
    labelKey: "dashboard",
    to: "/customer",
    icon: LayoutDashboard,
    available: true,
    alsoActiveOn: ["/customer/dashboard"],
    exact: true,
  },
  { labelKey: "appointments", to: "/customer/appointments", icon: CalendarDays, available: true },
  { labelKey: "history", to: "/customer/history", icon: History, available: true },
  // The customer's invoices, to see and pay online (issue 38 item 3).
  { labelKey: "invoices", to: "/customer/invoices", icon: Receipt, available: true },
  // The customer's quotes, to compare, sign and pay a deposit on (issue 38 item 4).
  { labelKey: "quotes", to: "/customer/quotes", icon: FileSignature, available: true },
  { labelKey: "profile", to: "/customer/profile", icon: UserRound, available: true },
  { labelKey: "subscription", to: "/customer/subscription", icon: CreditCard, available: true },
] as const satisfies readonly SidebarEntry<CustomerNavLabel>[];

export type CustomerNavLabel =
  "dashboard" | "appointments" | "history" | "invoices" | "quotes" | "profile" | "subscription";
