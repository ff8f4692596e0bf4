/** English copy of /rebates (imported by its route only; see pages-about.ts). */
export const rebatesPage = {
  metaTitle: "AC Rebates & Tax Credits in Miami | {company}",
  metaDescription:
    "Federal tax credits up to {federalMax}, Florida rebates up to {stateMax} and utility rebates up to {utilityMax} on high-efficiency AC and heat pumps. How to claim them in {region}.",
  eyebrow: "Rebates & tax credits",
  title: "Pay less for a high-efficiency system",
  lead: "Federal, state and local programs can take a real bite out of the price of a new air conditioner or heat pump. We find the ones your home qualifies for and handle the paperwork with you.",
  programsTitle: "Programs available to Miami homeowners",
  programsIntro: "One installation can qualify for more than one program. Amounts are the most each program pays.",
  upTo: "Up to {amount}",
  varies: "Amount varies",
  scopes: { federal: "Federal", florida: "Florida", local: "Local" },
  eligibilityLabel: "Who qualifies:",
  equipmentTitle: "What equipment qualifies",
  equipmentIntro:
    "Each program sets its own efficiency thresholds (SEER2, EER2 and HSPF2 ratings), and they are raised from time to time. In general these upgrades qualify:",
  equipment: [
    {
      title: "High-efficiency central air conditioners",
      body: "Systems that meet ENERGY STAR or the program's SEER2 and EER2 minimums, installed as a matched indoor and outdoor system.",
    },
    {
      title: "Heat pumps",
      body: "Qualifying ducted and ductless heat pumps, which cool efficiently all summer and heat on Miami's few cold nights.",
    },
    {
      title: "Ductless mini-splits",
      body: "Inverter-driven mini-splits for additions, converted garages and rooms that never cool properly.",
    },
    {
      title: "Duct sealing and insulation",
      body: "Repairing leaky ducts and adding attic insulation so the cool air you pay for reaches your rooms.",
    },
    {
      title: "Smart thermostats",
      body: "Certified smart thermostats, which many utility programs reward on their own or with a new system.",
    },
  ],
  claimTitle: "How to claim your rebates",
  claimSteps: [
    {
      title: "Request a free estimate",
      body: "We check your address, your electric utility and your current equipment to see which programs apply.",
    },
    {
      title: "Choose qualifying equipment",
      body: "Your written quote lists the exact model numbers and their certified efficiency ratings, so you know what qualifies before you buy.",
    },
    {
      title: "Installation, permit and paperwork",
      body: "We install to code, pull the permit and give you an itemized invoice and the efficiency certificate every program asks for.",
    },
    {
      title: "Apply on time",
      body: "Utility and state applications are usually due within {days} days of installation, and we help you fill them in. The federal credit is claimed on your tax return with IRS Form 5695.",
    },
    {
      title: "Get paid",
      body: "Rebate checks or bill credits usually arrive in {weeks} weeks; the tax credit lowers what you owe when you file.",
    },
  ],
  noteTitle: "Programs change",
  noteBody:
    "Rebate and tax credit programs are run by government agencies and utilities, not by us, and their amounts, deadlines and rules change, sometimes with little notice. The figures on this page are upper limits, not guarantees. Ask us what is available today before you buy, and ask your tax advisor about your own tax situation.",
  ctaTitle: "Find out what you qualify for",
  ctaBody:
    "Request a free estimate and we will list every rebate and credit that applies to your home alongside your quote.",
};

export type RebatesPageMessages = typeof rebatesPage;
