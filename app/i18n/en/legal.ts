/** English messages: legal (the /privacy and /terms frames; the policies' own text is in app/content/legal). */
export const legal = {
  eyebrow: "Legal",
  privacyTitle: "Privacy Policy",
  termsTitle: "Terms of Service",
  metaTitle: "{title} | {company}",
  privacyDescription:
    "What personal information {company} collects, why, who processes it, how long we keep it and your rights.",
  termsDescription: "The terms for appointments, warranties, maintenance plans and payments with {company}.",
  lastUpdated: "Last updated: {date}",
  onThisPage: "On this page",
  questionsTitle: "Questions about this policy?",
  questionsBody: "Write to {email} or call {phone} during business hours.",
  otherPolicy: "See also:",
} as const;
