/** The facts about a login that decide admin rights: all read from our own user table, never from a request body. */
export type AdminCandidate = { role: string | null | undefined; email: string; emailVerified: boolean };

/**
 * Admin is the stored role "admin", or the company's designated admin address once that address is verified
 * (DECISIONS.md §2: an unverified designated address grants nothing, so nobody can claim it by signing up first).
 */
export function isAdminUser(candidate: AdminCandidate, designatedAdminEmail: string | null | undefined): boolean {
  if (candidate.role === "admin") return true;
  // A technician's login is never made staff by its address: staff give those logins, never to the admin address.
  if (isTechnicianRole(candidate.role)) return false;
  if (!designatedAdminEmail || !candidate.emailVerified) return false;
  return candidate.email.trim().toLowerCase() === designatedAdminEmail.trim().toLowerCase();
}

/** The role of a technician's login (issue 34): it reaches only the technician screens, never /admin or /customer. */
export const TECHNICIAN_ROLE = "technician";

/** True for a login whose stored role is technician; such a login is never an admin, whatever its address. */
export function isTechnicianRole(role: string | null | undefined): boolean {
  return role === TECHNICIAN_ROLE;
}

/** True when the address is the company's designated admin address (verified or not). */
export function isDesignatedAdminEmail(email: string, designatedAdminEmail: string | null | undefined): boolean {
  return Boolean(designatedAdminEmail) && email.trim().toLowerCase() === designatedAdminEmail!.trim().toLowerCase();
}

/** The code of the 403 a signed-in person without staff rights gets at a staff address (requireAdmin, ADR 039). */
export const NO_STAFF_ACCESS = "NO_STAFF_ACCESS";

/** The code of the 403 a technician's login gets at a customer or staff address (requireCustomer, requireAdmin). */
export const TECHNICIAN_ONLY = "TECHNICIAN_ONLY";

/** True for that 403 as a route error boundary receives it, so the root boundary can draw its own screen. */
export function isTechnicianOnlyError(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { status, data } = error as { status?: unknown; data?: unknown };
  return (
    status === 403 && typeof data === "object" && data !== null && (data as { code?: unknown }).code === TECHNICIAN_ONLY
  );
}

/** True for that 403 as a route error boundary receives it, so the root boundary can draw its own screen. */
export function isNoStaffAccessError(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { status, data } = error as { status?: unknown; data?: unknown };
  return (
    status === 403 && typeof data === "object" && data !== null && (data as { code?: unknown }).code === NO_STAFF_ACCESS
  );
}
