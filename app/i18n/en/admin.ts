import { adminCustomers } from "./admin-customers";
import { adminCustomerForm } from "./admin-customer-form";
import { adminCustomerDetail } from "./admin-customer-detail";
import { adminCustomerImport } from "./admin-customer-import";
import { adminServices } from "./admin-services";
import { adminNewsletter } from "./admin-newsletter";
import { adminCrmPanel } from "./admin-crm-panel";
import { adminLeads } from "./admin-leads";
import { adminAppointments } from "./admin-appointments";
import { adminSettings } from "./admin-settings";
import { adminWorkPhotos } from "./admin-work-photos";
import { adminRewardClaims } from "./admin-reward-claims";
import { adminAuditLog } from "./admin-audit-log";
import { adminAnalytics } from "./admin-analytics";
import { adminTeam } from "./admin-team";
import { adminSchedule } from "./admin-schedule";
import { adminPlanVisits } from "./admin-plan-visits";
import { adminInvoices } from "./admin-invoices";
import { adminPriceBook } from "./admin-price-book";
import { adminQuotes } from "./admin-quotes";
import { adminCustomerLink } from "./admin-customer-link";
import { adminRefunds } from "./admin-refunds";

/** English messages: admin (the back office shell and dashboard). */
export const admin = {
  shell: {
    title: "Admin Portal",
    skipToContent: "Skip to main content",
    sidebar: "Back office sidebar",
    navigation: "Back office",
    menu: "Back office menu",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    toggleSidebar: "Toggle sidebar",
    logout: "Logout",
    staff: "Staff",
  },
  nav: {
    dashboard: "Dashboard",
    customers: "Customers",
    leads: "Leads & Signups",
    appointments: "Appointments",
    services: "Service History",
    newsletter: "Newsletter",
    rewardClaims: "Reward Claims",
    team: "Team",
    schedule: "Dispatch board",
    planVisits: "Plan Visits",
    invoices: "Invoices",
    quotes: "Quotes",
    analytics: "Analytics",
    settings: "Settings",
    auditLog: "Audit Log",
    system: "System",
    backToWebsite: "Back to Website",
  },
  // The sidebar's "needs attention" badges, read aloud after the entry's name (issue 12).
  // The back office's live connection (issue 13): open screens refresh themselves when something arrives.
  live: {
    connected: "Live",
    connectedHint: "This screen updates by itself when a lead, sign-up or request arrives.",
    reconnecting: "Reconnecting…",
    reconnectingHint: "The live connection was lost; this screen will refresh once it is back.",
  },
  navCounts: {
    leads: "{count} new",
    appointments: "{count} pending",
    rewardClaims: "{count} requested",
  },
  dashboard: {
    metaTitle: "Dashboard | Admin Portal",
    title: "Admin Dashboard",
    intro: "Today's figures across customers, sign-ups and leads.",
    statsHeading: "Business figures",
    totalCustomers: "Total Customers",
    activeCustomers: "Active Customers",
    outstandingBalance: "Outstanding Balance",
    dueForService: "Due for Service (30 days)",
    newSignups: "New Sign-ups (30 days)",
    pendingLeads: "Pending Leads",
    unavailable: "Not available",
    actionsHeading: "Quick actions",
    manageCustomers: "Manage Customers",
    manageCustomersBody: "Search, view, edit and export customer records.",
    leads: "Leads & Signups",
    leadsBody: "Review new leads and recent sign-ups.",
    addCustomer: "Add New Customer",
    addCustomerBody: "Create a customer record with its plan and equipment.",
    bulkImport: "Bulk Import",
    bulkImportBody: "Upload a CSV file of customers.",
  },
  customers: adminCustomers,
  customerForm: adminCustomerForm,
  customerDetail: adminCustomerDetail,
  customerImport: adminCustomerImport,
  services: adminServices,
  newsletter: adminNewsletter,
  crmPanel: adminCrmPanel,
  leads: adminLeads,
  appointments: adminAppointments,
  settings: adminSettings,
  workPhotos: adminWorkPhotos,
  rewardClaims: adminRewardClaims,
  team: adminTeam,
  schedule: adminSchedule,
  planVisits: adminPlanVisits,
  invoices: adminInvoices,
  priceBook: adminPriceBook,
  quotes: adminQuotes,
  customerLink: adminCustomerLink,
  refunds: adminRefunds,
  auditLog: adminAuditLog,
  analytics: adminAnalytics,
} as const;
