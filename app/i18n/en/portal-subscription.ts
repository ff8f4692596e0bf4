/** English messages: the customer portal's subscription screen, titled Service Plans (nested under `portal.subscription`). */
export const portalSubscription = {
  metaTitle: "Service Plans | Customer Portal",
  title: "Service Plans",
  intro: "Your maintenance plan, billing and recent orders.",
  introNotSubscribed:
    "Regular maintenance keeps your system running efficiently. Choose the plan that fits your home or business.",
  active: {
    heading: "Your Plan",
    badge: "Active",
    perMonth: "/month",
    perVisit: "per visit",
    nextBilling: "Next billing date",
    endsOn: "Plan ends on",
    notRenewing: "Your plan will not renew. You keep its benefits until that day.",
    benefits: "Plan benefits",
  },
  inForce: {
    heading: "Your benefits",
    repairDiscount: "Your repair discount: {percent}%",
    priorityScheduling: "Priority scheduling: book from {hours} hours ahead",
    until: "until {date}",
    emergencyReserve: "Priority emergency service: repairs may take the places kept for emergencies",
  },
  manageSubscription: "Manage Subscription",
  manageBilling: "Manage Billing",
  opensInNewTab: "(opens in a new tab)",
  refresh: "Refresh",
  refreshing: "Refreshing...",
  refreshLabel: "Refresh subscription status",
  oneTime: {
    heading: "Need an extra visit?",
    body: "Book a one-time Basic Maintenance visit at any time.",
  },
  orders: {
    heading: "Recent Orders",
    none: "No orders yet.",
    columns: { date: "Date", item: "Item", amount: "Amount", status: "Status" },
    statuses: { paid: "Paid", pending: "Pending", failed: "Failed" },
  },
  cancelNotice: "Plans can be cancelled with {days} days' written notice; partial years are not refunded. See our",
  termsLink: "Terms of Service",
  choose: {
    heading: "Choose a Service Plan",
  },
  cards: {
    mostPopular: "Most Popular",
    perMonth: "/month",
    perVisit: "per visit",
    oneTime: "One-time payment",
    monthly: "Billed monthly",
    subscribe: "Subscribe",
    scheduleVisit: "Schedule Visit",
    subscribeLabel: "Subscribe to {plan}",
    scheduleVisitLabel: "Schedule Visit: {plan}",
    processing: "Processing...",
  },
  why: {
    heading: "Why Choose a Service Plan?",
    points: [
      {
        title: "Save Money",
        body: "Regular maintenance prevents costly breakdowns, and members get discounts on repairs.",
      },
      {
        title: "Priority Service",
        body: "Plan members go to the front of the line, even in the busiest summer weeks.",
      },
      {
        title: "Peace of Mind",
        body: "Your system is inspected on schedule by licensed technicians, so surprises are rare.",
      },
      { title: "Energy Savings", body: "A clean, tuned system uses less power and keeps your energy bills down." },
    ],
  },
  loadErrorTitle: "Error",
  loadError: "Failed to load subscription data",
} as const;
