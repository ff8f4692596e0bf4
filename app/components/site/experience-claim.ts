/**
 * The experience figure marketing copy shows, rounded down to whole decades so "43 years" reads "40+ years"
 * and stays true for the whole decade. Under ten years the exact figure is shown.
 */
export function experienceClaimYears(yearsInBusiness: number): number {
  if (yearsInBusiness < 10) return Math.max(0, yearsInBusiness);
  return Math.floor(yearsInBusiness / 10) * 10;
}
