/** English copy of /comfort-club (imported by its route only; see pages-about.ts). */
export const comfortClubPage = {
  metaTitle: "Comfort Club Maintenance Plans | {company}",
  metaDescription:
    "AC maintenance plans for Miami homes and businesses: {plans}. Priority service, repair discounts and tune-ups that prevent breakdowns.",
  eyebrow: "Comfort Club",
  title: "AC maintenance plans that keep Miami cool",
  lead: "Join the Comfort Club and we take care of your air conditioner before it becomes a problem: scheduled tune-ups, priority service when you need us, and savings on every repair.",
  heroCta: "See the plans",
  includesTitle: "What membership includes",
  includesIntro:
    "Every plan is built around the same idea: find small problems during a scheduled visit, before they turn into an emergency in August.",
  includes: [
    {
      title: "Scheduled tune-ups",
      body: "A full inspection and cleaning: coils, drain line, electrical connections, refrigerant levels, thermostat calibration and airflow.",
    },
    {
      title: "Priority service",
      body: "Members go to the front of the line for repairs, which matters most during the summer rush and after a storm.",
    },
    {
      title: "Repair discounts",
      body: "Every plan includes a discount on repairs, and the higher plans include filters and emergency service too.",
    },
    {
      title: "We remind you",
      body: "No need to keep track: we call or e-mail when your next visit is due and book a time that suits you.",
    },
  ],
  plansTitle: "Choose your plan",
  plansIntro:
    "Prices and benefits straight from our plan catalog. Sign in to subscribe online, or call us and we will set it up for you.",
  howTitle: "How it works",
  howSteps: [
    {
      title: "Pick a plan",
      body: "{basic} for a once-a-year check, {premium} for year-round coverage, or {commercial} for businesses.",
    },
    {
      title: "Subscribe securely",
      body: "Sign in to your customer account and pay through our secure checkout. Your plan shows in your account right away.",
    },
    {
      title: "We schedule your first visit",
      body: "Our office contacts you within 24 hours to book your first tune-up, then reminds you before every visit after that.",
    },
  ],
  whyTitle: "Why Choose a Service Plan?",
  why: [
    {
      title: "Save Money",
      body: "Regular maintenance can extend your equipment's life up to {lifeYears} years, and members pay less for every repair.",
    },
    {
      title: "Priority Service",
      body: "When the AC quits on the hottest day of the year, members are scheduled first.",
    },
    {
      title: "Peace of Mind",
      body: "Routine maintenance prevents {breakdownsPercent}% of major breakdowns, so surprises are rare.",
    },
    {
      title: "Energy Savings",
      body: "A clean, properly charged system can cut energy costs up to {energyPercent}% compared with a neglected one.",
    },
  ],
  faqTitle: "Questions about the plans",
  faq: [
    {
      question: "What is the difference between the plans?",
      answer:
        "{basic} is a single visit you pay for once, ideal for a yearly check-up. {premium} is a monthly membership with two visits a year, free filters and priority emergency service. {commercial} adds monthly visits, compliance reporting and a dedicated account manager for businesses.",
    },
    {
      question: "Do I need an account to subscribe?",
      answer:
        "Yes. Subscribing online needs a free customer account so your plan, visits and payments stay in one place. If you prefer, call us and we will set everything up over the phone.",
    },
    {
      question: "Can I cancel my plan?",
      answer:
        "Yes. Monthly plans can be cancelled with 30 days' written notice, and you can manage your subscription from your customer account at any time. Our terms of service have the details.",
    },
    {
      question: "What happens if a technician finds a problem during a visit?",
      answer:
        "We explain what we found and give you the price before doing any repair. Your plan's repair discount applies automatically, and nothing is done without your approval.",
    },
    {
      question: "Is Commercial Plus only for businesses?",
      answer:
        "It is designed for restaurants, offices, retail and other commercial properties with heavier loads and compliance needs. Homeowners usually get the most value from {premium}.",
    },
  ],
  ctaTitle: "Not sure which plan fits?",
  ctaBody: "Tell us about your home or business and we will recommend the right plan, with no pressure.",
};

export type ComfortClubPageMessages = typeof comfortClubPage;
