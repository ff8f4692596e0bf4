/**
 * Marketing figures that are not business settings (DECISIONS.md §1): each lives here once, and every page or
 * e-mail that cites one imports it. They are copy, not measurements, so none of them goes into structured data
 * (app/seo/business-json-ld.ts publishes no rating). Business facts (phones, hours, licence, founding
 * year, areas, plan prices) are NOT here: they come from the settings record and the plan catalog.
 */
export const MARKETING_FIGURES = {
  reviews: {
    /** Average review score, out of `maxScore`. */
    averageScore: 4.9,
    maxScore: 5,
    /** Shown as "200+ reviews". */
    countAtLeast: 200,
  },
  claims: {
    /** "Extend equipment life up to 15 years". */
    equipmentLifeYears: 15,
    /** "Cut energy costs up to 30%". */
    energySavingsPercent: 30,
    /** "Prevent 85% of major breakdowns". */
    breakdownsPreventedPercent: 85,
  },
  rebates: {
    /** Upper limits per program type, in whole US dollars. */
    federalMaxDollars: 2000,
    stateMaxDollars: 1500,
    utilityMaxDollars: 1000,
    applicationWindowDays: 90,
    payoutWeeks: "6-8",
  },
  bonuses: {
    /** The free emergency call bonus for plan members, "$250 value". */
    freeEmergencyCallValueDollars: 250,
    /** Yearly credit toward a new unit for plan members. */
    yearlyNewUnitCreditDollars: 50,
  },
  /** Our written workmanship warranty (spec 1 §9, the terms page's figures). */
  warranty: {
    laborYears: 1,
    installationYears: 2,
    partsDays: 90,
  },
  /** The FAQ's emergency threshold: no cooling when it is hotter than this outside. */
  emergencyHeatThresholdF: 85,
} as const;

/** "$2,000": whole-dollar amounts the way US marketing copy writes them (both languages). */
export function dollars(amount: number): string {
  return `$${amount.toLocaleString("en-US")}`;
}
