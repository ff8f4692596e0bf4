/**
 * The potential-match rule of the Leads & Signups screen (spec document 2 §2: "a recent signup is flagged as a
 * potential match to a lead when the lead's name contains the signup's first or last name, or the reverse"), with
 * issue 12's refinements. Pure, so the list, the lead's dialogs and the tests share one rule.
 *
 * - Names are compared trimmed, with runs of spaces as one, case-insensitively and without accents ("Pérez" and
 *   "PEREZ" are the same name: Miami's customers type their names both ways).
 * - "The reverse" reads as: the sign-up's first or last name contains the lead's whole name (a lead "Ana" and a
 *   sign-up "Anabel").
 * - A name shorter than MATCH_NAME_MIN_LENGTH characters after that clean-up is ignored, on either side: a one-letter
 *   name ("J", an initial) is contained in nearly every name and would flag every lead. Two letters ("Li", "Al")
 *   still count, and still match inside longer names ("Al" in "Alvarez"): the flag is a hint for staff to check,
 *   never an automatic link.
 * - A lead never matches the sign-up whose own lead it is (lead.userId = the sign-up's user: the `user_signup` lead
 *   every sign-up makes), and a lead already linked to a customer record or already converted matches no one.
 */

export const MATCH_NAME_MIN_LENGTH = 2;

export type MatchableLead = { name: string; userId: string | null; customerId: string | null; status: string };
export type MatchableSignup = { userId: string; firstName: string | null; lastName: string | null };

/** A name as the rule compares it, or null when it is too short to mean anything. */
export function comparableName(name: string | null | undefined): string | null {
  if (!name) return null;
  const cleaned = name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
  return [...cleaned].length >= MATCH_NAME_MIN_LENGTH ? cleaned : null;
}

/** True when the lead can still be linked to someone: not linked to a record, not converted. */
export function leadIsOpenForMatching(lead: Pick<MatchableLead, "customerId" | "status">): boolean {
  return lead.customerId === null && lead.status !== "converted";
}

export function isPotentialMatch(lead: MatchableLead, signup: MatchableSignup): boolean {
  if (!leadIsOpenForMatching(lead) || lead.userId === signup.userId) return false;
  const leadName = comparableName(lead.name);
  if (!leadName) return false;
  return [signup.firstName, signup.lastName].some((part) => {
    const name = comparableName(part);
    return name !== null && (leadName.includes(name) || name.includes(leadName));
  });
}

/** Every sign-up each lead may match, in the sign-ups' order; leads without a match are left out. */
export function potentialMatchesOf<Lead extends MatchableLead & { id: string }, Signup extends MatchableSignup>(
  leads: readonly Lead[],
  signups: readonly Signup[],
): Map<string, Signup[]> {
  const matches = new Map<string, Signup[]>();
  for (const lead of leads) {
    const found = signups.filter((signup) => isPotentialMatch(lead, signup));
    if (found.length > 0) matches.set(lead.id, found);
  }
  return matches;
}
