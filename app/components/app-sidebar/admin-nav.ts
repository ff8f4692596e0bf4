import {
  ArrowLeft,
  CalendarDays,
  CalendarCheck,
  CalendarRange,
  FileSignature,
  ReceiptText,
  ChartColumn,
  Gift,
  HardHat,
  History,
  LayoutDashboard,
  Mail,
  ScrollText,
  Server,
  Settings,
  UserPlus,
  Users,
} from "lucide-react";
import type { SidebarEntry } from "./sidebar-entries";

/**
 * The back office sidebar (spec document 2 §2) in the spec's order, plus the staff System page. An entry is shown
 * once its screen exists: the issue that builds a screen flips its `available` (DECISIONS.md §4).
 */
export const ADMIN_NAV = [
  { labelKey: "dashboard", to: "/admin/dashboard", icon: LayoutDashboard, available: true, exact: true },
  { labelKey: "customers", to: "/admin/customers", icon: Users, available: true },
  { labelKey: "leads", to: "/admin/leads", icon: UserPlus, available: true },
  { labelKey: "appointments", to: "/admin/appointments", icon: CalendarDays, available: true },
  // Not in the spec's list: the dispatch board, the day's visits by technician and window (issue 35).
  { labelKey: "schedule", to: "/admin/schedule", icon: CalendarRange, available: true },
  // Not in the spec's list: the visits maintenance plans owe, and the customers to call about them (issue 37).
  { labelKey: "planVisits", to: "/admin/plan-visits", icon: CalendarCheck, available: true },
  // Not in the spec's list: drafts from completed visits, sent invoices and their payments (issue 38).
  { labelKey: "invoices", to: "/admin/invoices", icon: ReceiptText, available: true },
  // Not in the spec's list: good, better and best quotes customers sign and pay a deposit on (issue 38 item 4).
  { labelKey: "quotes", to: "/admin/quotes", icon: FileSignature, available: true },
  { labelKey: "services", to: "/admin/services", icon: History, available: true },
  // Not in the spec's list: the technicians online booking assigns visits to (issue 34).
  { labelKey: "team", to: "/admin/team", icon: HardHat, available: true },
  // Not in the spec's list: the forms' newsletter sign-ups need a place in the back office (issue 11).
  { labelKey: "newsletter", to: "/admin/newsletter", icon: Mail, available: true },
  // Not in the spec's list either: claims customers make in the portal, which staff fulfil (issue 12).
  { labelKey: "rewardClaims", to: "/admin/rewards", icon: Gift, available: true },
  { labelKey: "analytics", to: "/admin/analytics", icon: ChartColumn, available: true },
  { labelKey: "settings", to: "/admin/settings", icon: Settings, available: true },
  { labelKey: "auditLog", to: "/admin/audit", icon: ScrollText, available: true },
  { labelKey: "system", to: "/admin/system", icon: Server, available: true },
  { labelKey: "backToWebsite", to: "/", icon: ArrowLeft, available: true, exact: true, publicPage: true },
] as const satisfies readonly SidebarEntry<AdminNavLabel>[];

export type AdminNavLabel =
  | "dashboard"
  | "customers"
  | "leads"
  | "appointments"
  | "schedule"
  | "planVisits"
  | "invoices"
  | "quotes"
  | "services"
  | "team"
  | "newsletter"
  | "rewardClaims"
  | "analytics"
  | "settings"
  | "auditLog"
  | "system"
  | "backToWebsite";
