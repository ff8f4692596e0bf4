/**
 * English copy of /about. Page copy is imported by its own route module (not the global catalogue), so its words
 * load only on that page and the home page's JavaScript stays small. Figures arrive as {placeholders}.
 */
export const aboutPage = {
  metaTitle: "About Us | {company}",
  metaDescription:
    "A family-run Miami air-conditioning contractor since {year}: licensed, insured, EPA-certified technicians serving homes and businesses across {region}.",
  eyebrow: "Family-run since {year}",
  title: "Miami's neighborhood air-conditioning contractor",
  lead: "For {years}+ years we have kept homes and businesses across {region} cool, with honest advice, fair prices and technicians who show up when they say they will.",
  storyTitle: "Our story",
  story: [
    "{company} started in {year} with one truck, a set of gauges and a simple promise: fix it right, charge a fair price, and answer the phone when a family is sweating through a Miami summer night.",
    "More than {years} years later we are still family-run and still Miami-based. We have grown into a team that installs, repairs and maintains central air, heat pumps, ductless mini-splits and commercial refrigeration, but the owners still review estimates and still take calls from long-time customers.",
    "Many of the families we serve today are the children of our first customers. That kind of trust is earned one visit at a time, and it is why we treat every home and every business as if it were our own.",
  ],
  factsLabel: "At a glance",
  facts: {
    founded: "Founded",
    experience: "{years}+ years",
    experienceLabel: "Of experience",
    areas: "{count} areas",
    areasLabel: "Served in {region}",
    emergency: "24/7",
    emergencyLabel: "Emergency service",
  },
  valuesTitle: "What we stand for",
  valuesIntro: "Four promises every technician and office team member keeps.",
  values: [
    {
      title: "Honest, upfront pricing",
      body: "You get the price before we start. We explain the repair-or-replace choice plainly and never push equipment you do not need.",
    },
    {
      title: "On time, every time",
      body: "We give you an arrival window and call if anything changes. Emergencies are answered around the clock, weekends and holidays included.",
    },
    {
      title: "Done right the first time",
      body: "Proper refrigerant charge, sealed ducts, clean condensate lines, permits pulled when the job needs one. We stand behind our work with written warranties.",
    },
    {
      title: "Respect for your home",
      body: "Shoe covers, drop cloths and a clean work area when we leave. We speak English and Spanish and take the time to answer your questions.",
    },
  ],
  teamTitle: "Our team and credentials",
  teamIntro:
    "Every job is done by our own employees, not day-labor subcontractors, and every technician is trained on the systems Miami homes and businesses actually run.",
  credentials: [
    {
      title: "State-certified contractor",
      body: "Florida certified air-conditioning contractor, license {license}, issued by the Department of Business and Professional Regulation.",
    },
    {
      title: "Fully insured",
      body: "General liability and workers' compensation coverage, so you are protected while we work on your property.",
    },
    {
      title: "EPA-certified technicians",
      body: "Our technicians hold EPA Section 608 certification to handle and recover refrigerants safely and legally.",
    },
    {
      title: "Always learning",
      body: "Ongoing training on high-efficiency systems, variable-speed equipment and the latest refrigerants and controls.",
    },
  ],
  licensingLink: "How to verify our license",
  customersTitle: "Homes and businesses",
  residentialTitle: "Residential",
  residentialBody:
    "Central air, heat pumps and ductless mini-splits for houses, townhomes and condos: new installations, repairs on all major brands, duct work, indoor air quality and maintenance plans.",
  commercialTitle: "Commercial",
  commercialBody:
    "Offices, restaurants, retail, medical practices and property managers: rooftop and split systems, walk-in coolers and refrigeration, preventive maintenance with compliance reporting, and priority response.",
  areaTitle: "Where we work",
  areaIntro: "We serve homes and businesses throughout {region}, including:",
  hoursTitle: "Office hours",
  ctaTitle: "Let's talk about your home or business",
  ctaBody: "Estimates are free. Tell us what is going on and we will get back to you within 24 hours, or call us now.",
};

export type AboutPageMessages = typeof aboutPage;
