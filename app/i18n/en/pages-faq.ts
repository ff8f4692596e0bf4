/**
 * English copy of /faq (imported by its route only; see pages-about.ts). Answers are templates: every business
 * fact ({fee}, {emergencyPhone}, {plans}…) is filled from the settings record, the plan catalog or the marketing
 * figures, and the same filled text feeds the page and its FAQPage structured data.
 */
export const faqPage = {
  metaTitle: "Frequently Asked Questions | {company}",
  metaDescription:
    "Answers about AC service in Miami: service call fee, 24/7 emergency repair, maintenance plans, financing, rebates, brands and how often to service your system.",
  eyebrow: "FAQ",
  title: "Frequently asked questions",
  lead: "Straight answers to the questions Miami homeowners and businesses ask us most. Don't see yours? Call us, a real person answers.",
  listLabel: "Questions and answers",
  items: [
    {
      id: "service-call-fee",
      question: "How much does a service call cost?",
      answer:
        "Our service call fee is {fee}. A technician diagnoses the problem and gives you a written price before any work begins, and if you go ahead with the repair, the {fee} is applied to the cost of the repair.",
    },
    {
      id: "emergency",
      question: "Do you offer 24/7 emergency service?",
      answer:
        "Yes. Our emergency line, {emergencyPhone}, is answered 24 hours a day, 7 days a week, including nights, weekends and holidays. Call it when your system stops cooling and it is above {heatThreshold}°F outside, when water is leaking from the indoor unit, or when you smell burning or the breaker keeps tripping.",
    },
    {
      id: "ac-stopped",
      question: "My AC stopped working. What should I check before calling?",
      answer:
        "First make sure the thermostat is set to Cool and below room temperature, and replace its batteries if the screen is blank. Check the breakers for the indoor and outdoor units and reset a tripped one only once. Look at the air filter: a clogged filter can freeze the coil. Many Miami systems also have a float switch that shuts the AC off when the condensate drain backs up. If it still will not cool, turn the system off so the compressor is not damaged and call us at {mainPhone}.",
    },
    {
      id: "how-often",
      question: "How often should my AC be serviced in Miami?",
      answer:
        "Twice a year. In Miami an air conditioner runs almost all year in heat, humidity and salt air, which is far harder on it than in most of the country. A spring tune-up before the summer peak and a second visit in the fall keep coils clean, drains clear and refrigerant levels right. Change or clean your filter every one to three months. Regular maintenance can extend equipment life up to {lifeYears} years and prevent {breakdownsPercent}% of major breakdowns.",
    },
    {
      id: "plans",
      question: "What maintenance plans do you offer?",
      answer:
        "We offer {planCount} plans: {plans}. Every plan includes a full inspection and cleaning, and members get priority scheduling and a discount on repairs.",
      linkLabel: "Compare the Comfort Club plans",
      linkPath: "/comfort-club",
    },
    {
      id: "areas",
      question: "Which areas do you serve?",
      answer: "We serve homes and businesses throughout {region}, including {areas}.",
    },
    {
      id: "estimates",
      question: "Are estimates really free?",
      answer:
        "Yes. Estimates for a new or replacement system, duct work and commercial projects are free and come with no obligation. We measure your home, check your ductwork and explain your options in writing. The service call fee applies only when we come out to diagnose and repair an existing system.",
    },
    {
      id: "financing",
      question: "Do you offer financing?",
      answer:
        "Yes, financing is available for new systems and larger repairs, with monthly payment options for qualified customers. Ask for the details when you request your free estimate and we will include payment options with your quote.",
    },
    {
      id: "brands",
      question: "Which brands do you install and repair?",
      answer:
        "We repair all major brands, including {brands}, as well as older and discontinued equipment. For new installations we recommend the brand and efficiency level that fits your home and budget, not the one with the biggest margin.",
    },
    {
      id: "rebates",
      question: "Can I get a rebate or tax credit on a new system?",
      answer:
        "Often, yes. Qualifying high-efficiency systems may earn a federal tax credit of up to {federalMax}, Florida rebates of up to {stateMax} and utility rebates of up to {utilityMax}. Programs and amounts change, so we check which ones apply to your home and help with the paperwork.",
      linkLabel: "See current rebate programs",
      linkPath: "/rebates",
    },
    {
      id: "replace-or-repair",
      question: "Should I repair my AC or replace it?",
      answer:
        "If your system is over 12 to 15 years old, uses the phased-out R-22 refrigerant, or a repair would cost more than about half the price of a new unit, replacement usually makes more sense. Otherwise a repair is often the smarter choice. Our technicians give you both numbers and an honest recommendation.",
    },
    {
      id: "license",
      question: "Are you licensed and insured?",
      answer:
        "Yes. We are a Florida certified air-conditioning contractor, license {license}, fully insured, and our technicians are EPA Section 608 certified to handle refrigerants.",
      linkLabel: "Licensing and how to verify it",
      linkPath: "/licensing",
    },
    {
      id: "hours",
      question: "What are your business hours?",
      answer: "Our office hours are {hours}. Emergency service is available around the clock at {emergencyPhone}.",
    },
  ],
  stillTitle: "Still have a question?",
  stillBody: "Call us or request a free estimate and a member of our team will get back to you within 24 hours.",
};

export type FaqPageMessages = typeof faqPage;
