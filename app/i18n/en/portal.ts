import { portalAppointments } from "./portal-appointments";
import { portalHistory } from "./portal-history";
import { portalInvoices } from "./portal-invoices";
import { portalPassword } from "./portal-password";
import { portalPlanVisits } from "./portal-plan-visits";
import { portalProfile } from "./portal-profile";
import { portalSubscription } from "./portal-subscription";
import { portalRewards } from "./portal-rewards";

/** English messages: portal (the customer portal shell and dashboard). */
export const portal = {
  shell: {
    title: "Customer Portal",
    skipToContent: "Skip to main content",
    sidebar: "Customer portal sidebar",
    navigation: "Customer portal",
    menu: "Customer portal menu",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    toggleSidebar: "Toggle sidebar",
    signOut: "Sign Out",
    accountFallbackName: "Customer",
  },
  nav: {
    dashboard: "Dashboard",
    appointments: "Appointments",
    history: "Service History",
    profile: "Profile",
    subscription: "Subscription",
    invoices: "Invoices",
    quotes: "Quotes",
  },
  verifyBanner: {
    title: "Please verify your email address",
    body: "We sent a confirmation link to {email}. Open it to confirm that this address is yours.",
    resend: "Resend verification e-mail",
  },
  dashboard: {
    metaTitle: "Dashboard | Customer Portal",
    welcome: "Welcome, {name}!",
    fallbackName: "Customer",
    intro: "Your account at a glance.",
    nextService: "Next Service",
    notScheduled: "Not scheduled",
    currentBalance: "Current Balance",
    servicePlan: "Service Plan",
    noPlan: "None",
    accountStatus: "Account Status",
    emailVerified: "E-mail verified",
    emailNotVerified: "E-mail not verified yet",
    statuses: { active: "Active", inactive: "Inactive", suspended: "Suspended" },
    loadErrorTitle: "Error",
    loadError: "Failed to load dashboard data",
    nextVisitAt: "{date} at {time}",
    /** Under Next Service: what the date is, so a due date is never read as a booked visit. */
    nextServiceKinds: {
      scheduled: "Scheduled visit",
      confirmed: "Confirmed visit",
      due: "Service due; no visit booked",
    },
    quickActions: {
      title: "Quick Actions",
      requestAppointment: "Request Appointment",
      viewHistory: "View History",
      emergency: "Emergency: {phone}",
      emergencyLabel: "Call our emergency line, {phone}",
      manageBilling: "Manage Billing",
      opensInNewTab: "(opens in a new tab)",
    },
    upcoming: {
      title: "Upcoming Appointments",
      empty: "No upcoming appointments",
      schedule: "Schedule a Service",
      duration: "{minutes} min",
      statuses: { scheduled: "Scheduled", confirmed: "Confirmed" },
    },
    recent: {
      title: "Recent Services",
      empty: "No services yet",
      viewAll: "View All History",
    },
  },
  checkout: {
    metaTitle: "Checkout | Customer Portal",
    title: "On to checkout",
    body: "You are signed in. Taking you to the checkout for {plan} ({price}) now.",
    continue: "Continue to checkout",
  },
  appointments: portalAppointments,
  history: portalHistory,
  invoices: portalInvoices,
  profile: portalProfile,
  password: portalPassword,
  subscription: portalSubscription,
  rewards: portalRewards,
  planVisits: portalPlanVisits,
} as const;
