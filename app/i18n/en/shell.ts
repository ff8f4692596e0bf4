import { shellErrors } from "./shell-errors";
/** English messages: shell (public header, footer, menus, the home hero, the 404 page and the error screen). */
export const shell = {
  skipToContent: "Skip to main content",
  header: {
    primaryNav: "Main",
    emergencyBanner: "24/7 emergency AC service",
    menu: "Menu",
    mobileNav: "Mobile",
  },
  nav: {
    about: "About",
    comfortClub: "Comfort Club",
    testimonials: "Testimonials",
    faq: "FAQ",
    contact: "Contact",
  },
  account: {
    title: "My Account",
    dashboard: "Dashboard",
    servicePlans: "Service Plans",
    profileSettings: "Profile Settings",
    backOffice: "Back Office",
    signedInAs: "Signed in as {email}",
  },
  footer: {
    about:
      "Air-conditioning repair, installation and maintenance for homes and businesses across {region} since {year}.",
    license: "Florida air-conditioning contractor license {license}",
    contactHeading: "Contact",
    mainPhone: "Phone",
    emergencyPhone: "24/7 Emergency",
    email: "Email",
    hoursHeading: "Business Hours",
    serviceAreasHeading: "Service Areas",
    serviceAreasIntro: "Proudly serving {region}, including:",
    hoursAndAreasLink: "Our hours and all {count} areas we serve in {region}",
    linksHeading: "Quick Links",
    admin: "Admin",
    socialHeading: "Follow Us",
    socialLink: "{company} on {network}",
  },
  // The one line of the footer that is not static markup (ADR 058).
  copyright: "© {year} {company}. All rights reserved.",
  home: {
    metaTitle: "AC Repair & Installation in Miami | {company}",
    metaDescription:
      "24/7 emergency air-conditioning repair, installation and maintenance across {region}. Free estimates, financing available. Call {phone}.",
  },
  notFound: shellErrors.notFound,
  error: shellErrors.error,
  noStaffAccess: shellErrors.noStaffAccess,
  technicianOnly: shellErrors.technicianOnly,
} as const;
