/** English copy of /licensing (imported by its route only; see pages-about.ts). */
export const licensingPage = {
  metaTitle: "Licensing & Insurance | {company}",
  metaDescription:
    "{company} is a Florida certified air-conditioning contractor, license {license}: fully insured, with EPA Section 608 certified technicians. How to verify any contractor's license.",
  eyebrow: "Licensing & Insurance",
  title: "Licensed, insured and certified",
  lead: "Air-conditioning work involves high-voltage wiring, pressurized refrigerant and building permits. Here is what our credentials mean for you, and how to check them yourself.",
  updated: "Last updated: December 2024",
  licenseCardLabel: "Florida certified air-conditioning contractor",
  licenseCardIssuer: "Issued by the Florida Department of Business and Professional Regulation (DBPR)",
  sections: [
    {
      id: "state-license",
      title: "Our state license",
      paragraphs: [
        "{company} holds Florida certified air-conditioning contractor license {license}. Certified contractor licenses are issued by the Construction Industry Licensing Board of the Florida Department of Business and Professional Regulation (DBPR).",
        "To earn a certified license, a contractor must pass state examinations on the trade and on business and financial management, prove years of field experience, show financial responsibility and carry the required insurance. The license is renewed every two years and requires continuing education.",
        "A certified license is valid statewide, so we can install, replace, repair and maintain air-conditioning, heat pump and refrigeration systems anywhere in Florida, and we are allowed to pull the building permits the work requires.",
      ],
    },
    {
      id: "insurance",
      title: "Insurance",
      paragraphs: [
        "We carry general liability insurance and workers' compensation coverage for our employees. If something goes wrong while we are working on your property, you are protected, and you are not responsible for an injured worker's medical bills.",
        "Property managers, condominium associations and commercial clients can ask us for a certificate of insurance naming them as certificate holder before work begins.",
      ],
    },
    {
      id: "epa",
      title: "EPA Section 608 certification",
      paragraphs: [
        "Under Section 608 of the federal Clean Air Act, anyone who services, repairs or disposes of equipment that could release refrigerant must be certified by the Environmental Protection Agency. Our technicians hold this certification.",
        "It means refrigerant is recovered and recycled instead of vented into the air, systems are charged with the right refrigerant in the right amount, and old equipment is disposed of according to federal rules.",
      ],
    },
    {
      id: "permits",
      title: "Permits and inspections",
      paragraphs: [
        "Replacing an air-conditioning system in {region} requires a mechanical permit from the county or your city's building department, and a final inspection. We apply for the permit, schedule the inspection and meet the inspector, so your installation is on record for insurance, resale and warranty purposes.",
      ],
    },
  ],
  verifyTitle: "How to verify a contractor's license",
  verifyIntro:
    "Florida law requires anyone who does air-conditioning work for pay to be licensed, and hiring an unlicensed contractor can leave you with failed inspections, voided warranties and no insurance. Checking takes a minute:",
  verifySteps: [
    "Go to the DBPR license search at MyFloridaLicense.com.",
    "Search by license number (ours is {license}) or by the business or contractor name.",
    "Check that the license type is a certified air-conditioning contractor and that the status reads Current, Active.",
    "Make sure the name on the license matches the company on your estimate and contract.",
  ],
  verifyLink: "Search licenses on MyFloridaLicense.com",
  questionsTitle: "Need a copy of our credentials?",
  questionsBody:
    "Call our office and we will send you a copy of our license and certificate of insurance, usually the same day.",
};

export type LicensingPageMessages = typeof licensingPage;
