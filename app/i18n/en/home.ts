/**
 * English messages: home (the home page's sections after the hero, the plan cards and the mobile floating
 * buttons). Figures are placeholders filled from settings, the plan catalog or app/content/marketing-figures.ts.
 */
export const home = {
  hero: {
    eyebrow: "Miami air-conditioning experts",
    title: "AC repair and installation in Miami, day or night",
    lead: "When your air conditioning quits in the Miami heat, our licensed technicians get it running again: repairs on all brands, new system installations and maintenance for homes and businesses.",
    highlightsLabel: "Why customers call us",
    emergency: "24/7 emergency service",
    estimates: "Free estimates",
    financing: "Financing available",
    experience: "{years}+ years of experience",
    license: "Florida air-conditioning contractor license {license}",
    emergencyCardTitle: "AC down right now?",
    emergencyCardBody:
      "No cool air, water leaking or strange noises? Our emergency line answers around the clock, every day of the year.",
    emergencyCta: "Emergency: {phone}",
    emergencyAlwaysOpen: "Open 24 hours, 7 days a week",
    loginPrompt: "Already a customer? Manage appointments and service plans online.",
    freeEstimate: "Get a Free Estimate",
    pricingPlans: "Pricing Plans",
  },
  painPoints: {
    heading: "Sound familiar?",
    intro: "Miami heat is hard on air conditioners. These are the calls we get every day.",
    items: [
      {
        title: "Your AC is down",
        body: "No cool air, water on the floor or a unit that won't turn on, in the middle of a {threshold}°F afternoon.",
      },
      {
        title: "Bills keep rising",
        body: "An aging or neglected system works harder every summer, and your power bill shows it.",
      },
      {
        title: "Repairs never end",
        body: "The same breakdown again and again, with a new repair bill each time and no real fix.",
      },
    ],
  },
  solutions: {
    heading: "How we fix it for good",
    intro: "Straight answers, upfront prices and work that lasts.",
    items: [
      {
        title: "Fast emergency repair",
        body: "A live person answers 24/7 and a licensed technician arrives with the parts most breakdowns need.",
      },
      {
        title: "Energy-efficient upgrades",
        body: "A right-sized, high-efficiency system can cut energy costs by up to {savings}%, often with rebates that lower the price.",
      },
      {
        title: "Preventive maintenance",
        body: "Regular tune-ups prevent {prevented}% of major breakdowns and can extend equipment life up to {years} years.",
      },
    ],
  },
  services: {
    heading: "Our services",
    intro: "Everything your air conditioning needs, from one licensed contractor.",
    cta: "Get a free estimate",
    items: [
      {
        title: "Installation & Sales",
        body: "New central air, ductless and package units sized for your home or building, installed to code.",
      },
      {
        title: "Repairs, All Brands",
        body: "We diagnose and repair every make and model, with the common parts on our trucks.",
      },
      {
        title: "24 Hour Emergency",
        body: "Nights, weekends and holidays: call any time and we'll get your cooling back.",
      },
      { title: "Residential", body: "Comfort for houses, condos and townhomes, with clean, respectful technicians." },
      {
        title: "Commercial",
        body: "Offices, restaurants, retail and warehouses, with scheduling that keeps you open.",
      },
      {
        title: "Heat Pump Systems",
        body: "Efficient heat pumps that cool in summer and warm on the rare chilly night.",
      },
      {
        title: "Free Estimates",
        body: "An honest assessment and a written quote for new systems, with no obligation.",
      },
    ],
  },
  about: {
    heading: "Miami's air-conditioning contractor since {year}",
    body: [
      "Our family-run company keeps homes and businesses across {region} cool. We've grown, but we still answer the phone ourselves and stand behind every job.",
      "Our technicians are licensed, insured and trained on today's high-efficiency equipment. We explain what we find, give you the price before we start, and never sell you what you don't need.",
    ],
  },
  detailedServices: {
    heading: "Complete AC and refrigeration services",
    intro: "Whatever the job, we've done it thousands of times.",
    groups: [
      {
        title: "Repair & Emergency",
        items: [
          "No-cooling diagnostics",
          "Refrigerant leak detection and repair",
          "Compressor and capacitor replacement",
          "Frozen coil and drain line service",
          "Thermostat and electrical repairs",
          "Same-day emergency visits",
        ],
      },
      {
        title: "Installation & Replacement",
        items: [
          "Central air systems",
          "Ductless mini-splits",
          "Heat pump systems",
          "Package and rooftop units",
          "Ductwork design and replacement",
          "Smart thermostat installation",
        ],
      },
      {
        title: "Maintenance & Air Quality",
        items: [
          "Seasonal tune-ups",
          "Coil and drain cleaning",
          "Filter replacement programs",
          "Duct cleaning and sealing",
          "Humidity and mold control",
          "Commercial refrigeration service",
        ],
      },
    ],
  },
  reviews: {
    heading: "What our customers say",
    summary: "{score} out of {max} average from {count}+ reviews",
    stars: "{rating} out of 5 stars",
    allReviews: "Read more reviews",
  },
  brandsWhy: {
    brandsHeading: "Brands we service and install",
    brandsIntro: "Factory-trained on the major brands, and we repair the rest too.",
    whyHeading: "Why choose us",
    why: [
      "Family-run and local to {region}",
      "Licensed and insured Florida contractor",
      "Upfront pricing: you approve the price before we start",
      "24/7 emergency service with a live person on the phone",
      "Free estimates on new systems",
      "Flexible financing options",
      "Bilingual technicians (English and Spanish)",
    ],
  },
  carousel: {
    heading: "Trusted by Miami businesses",
    intro: "Commercial clients count on us to keep customers, staff and stock cool.",
    label: "Commercial client testimonials",
    slideLabel: "{current} of {total}",
    previous: "Previous testimonial",
    next: "Next testimonial",
    pause: "Pause automatic rotation",
    play: "Start automatic rotation",
    stars: "{rating} out of 5 stars",
  },
  rebates: {
    heading: "Rebates and tax credits",
    intro:
      "A new high-efficiency system can qualify for several programs at once. We find them and help with the paperwork.",
    upTo: "Up to {amount}",
    varies: "Amount varies",
    scopes: { federal: "Federal", florida: "Florida", local: "Local" },
    footnote:
      "Apply within {days} days of installation; payouts usually take {weeks} weeks. Programs and amounts change: we confirm what you qualify for before you buy.",
    learnMore: "Learn about rebates",
  },
  warranty: {
    heading: "Work we stand behind",
    intro: "Every job comes with a written warranty, on top of the manufacturer's equipment warranty.",
    items: [
      { title: "Labor", body: "{labor}-year warranty on our repair labor." },
      { title: "Installation", body: "{installation}-year warranty on every new system installation." },
      { title: "Parts", body: "{parts}-day warranty on replacement parts we supply." },
    ],
    premium: "Premium Care members also get extended warranty coverage.",
  },
  gallery: {
    heading: "Recent work",
    // Shown above the illustrations (no photos uploaded yet): they are drawings of the kinds of work, not of jobs.
    intro:
      "Illustrations of the kinds of systems we install, repair and maintain for homes and businesses across Miami-Dade.",
    photosIntro: "Photos of jobs our crews completed around Miami-Dade.",
    items: [
      {
        title: "Residential central air",
        caption:
          "Central air systems for homes: the outdoor condenser, the indoor air handler and the ductwork between them.",
        alt: "Illustration of an outdoor AC condenser beside a house",
      },
      {
        title: "Commercial rooftop units",
        caption:
          "Package units on the roofs of offices, shops and restaurants, installed and serviced on a schedule that suits the business.",
        alt: "Illustration of rooftop air-conditioning units on a commercial building",
      },
      {
        title: "Ductless mini-splits",
        caption:
          "Quiet cooling without ducts for additions, converted garages and rooms the central system does not reach.",
        alt: "Illustration of a wall-mounted ductless mini-split indoor unit",
      },
    ],
  },
  blog: {
    heading: "AC tips from our technicians",
    intro: "Practical advice for keeping cool in South Florida.",
    allArticles: "Visit our blog",
  },
  booking: {
    heading: "Book Today - Beat the Heat",
    body: "Summer schedules fill up fast. Reserve your tune-up or repair now and stay cool all season.",
    cta: "Book Service",
  },
  plans: {
    heading: "Maintenance plans",
    intro: "Regular care prevents {prevented}% of major breakdowns. Pick the plan that fits your home or business.",
    mostPopular: "Most Popular",
    perMonth: "/month",
    perVisit: "per visit",
    oneTime: "One-time payment",
    monthly: "Billed monthly, cancel with 30 days' notice",
    subscribe: "Subscribe",
    bookVisit: "Book a Visit",
    subscribeLabel: "Subscribe to {plan}",
    bookVisitLabel: "Book a Visit: {plan}",
    processing: "Processing...",
    paymentErrorTitle: "Payment Error",
    paymentError: "There was an issue processing your payment. Please try again.",
    compare: "Compare plans",
  },
  hoursAreas: {
    heading: "Hours and service areas",
    hoursHeading: "Business hours",
    areasHeading: "Areas we serve",
    areasIntro: "Throughout {region}, within {radius} miles, including:",
  },
  credentials: {
    label: "Our credentials",
    license: "Licensed: {license}",
    insured: "Fully insured",
    epa: "EPA-certified technicians",
    rating: "{score}/{max} from {count}+ reviews",
  },
  freeEstimate: {
    heading: "Get your free estimate today",
    body: "No cost and no obligation, for homes and businesses alike.",
    cta: "Request a Free Estimate",
  },
  floating: {
    label: "Quick actions",
    call: "Call",
    callLabel: "Call {phone}",
    book: "Book Service",
  },
} as const;
