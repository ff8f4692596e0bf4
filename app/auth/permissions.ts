/** The facts about a login that decide admin rights: all read from our own user table, never from a request body. */
export type AdminCandidate = { role: string | null | undefined; email: string; emailVerified: boolean };

/**
 * Admin is the stored role "admin", or the company's designated admin address once that address is verified
 * (DECISIONS.md §2: an unverified designated address grants nothing, so nobody can claim it by signing up first).
 */
export function isAdminUser(candidate: AdminCandidate, designatedAdminEmail: string | null | undefined): boolean {
  if (candidate.role === "admin") return true;
  if (!designatedAdminEmail || !candidate.emailVerified) return false;
  return candidate.email.trim().toLowerCase() === designatedAdminEmail.trim().toLowerCase();
}

/** True when the address is the company's designated admin address (verified or not). */
export function isDesignatedAdminEmail(email: string, designatedAdminEmail: string | null | undefined): boolean {
  return Boolean(designatedAdminEmail) && email.trim().toLowerCase() === designatedAdminEmail!.trim().toLowerCase();
}

/** The code of the 403 a signed-in person without staff rights gets at a staff address (requireAdmin, ADR 039). */
export const NO_STAFF_ACCESS = "NO_STAFF_ACCESS";

/** True for that 403 as a route error boundary receives it, so the root boundary can draw its own screen. */
export function isNoStaffAccessError(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { status, data } = error as { status?: unknown; data?: unknown };
  return (
    status === 403 && typeof data === "object" && data !== null && (data as { code?: unknown }).code === NO_STAFF_ACCESS
  );
}
