import type { ProbeAnswer } from "./http-probe";

/**
 * The five callers every route is tried as: a visitor, two customers (role customer), the demo admin (role admin), and a
 * technician (role technician, issue 34), who reaches neither the portal nor the back office.
 */
export const ROLES = ["anonymous", "customerA", "customerB", "admin", "technician"] as const;
export type Role = (typeof ROLES)[number];

/**
 * What a route may answer a caller. Each is one status (and, for redirects, where to): an answer that is not the
 * expected one fails the test, so an unexpected 200 (or a redirect into the portal where a refusal was due) fails.
 */
export const OUTCOMES = {
  ok: { status: 200 },
  "no-content": { status: 204 },
  "bad-request": { status: 400 },
  unauthorized: { status: 401 },
  forbidden: { status: 403 },
  "not-found": { status: 404 },
  "method-not-allowed": { status: 405 },
  "too-large": { status: 413 },
  /** The customer sign-in, coming back afterwards (requireCustomer). */
  "to-sign-in": { status: 302, location: /^\/(?:es\/)?auth\?redirectTo=/ },
  /** The staff sign-in (requireAdmin without a session). */
  "to-staff-sign-in": { status: 302, location: /^\/admin$/ },
  "to-home": { status: 302, location: /^\/(?:es)?$/ },
  /** The portal (the demo billing portal's redirect names our own origin in full). */
  "to-portal": { status: 302, location: /^(?:http:\/\/127\.0\.0\.1:\d+)?\/customer(?:\/|$|\?)/ },
  "to-staff-dashboard": { status: 302, location: /^\/admin\/dashboard$/ },
  /** A technician's day (issue 35): where a technician's sign-in and "My account" lead. */
  "to-tech": { status: 302, location: /^\/tech$/ },
  /** A form answered by going back to its own page with a toast (no JavaScript); nothing was done. */
  "back-with-toast": { status: 302, location: /^\/(?!\/)/ },
  /** The plan cards' post of a visitor: on to sign-up, keeping the plan (ADR 039). */
  "to-sign-up": { status: 302, location: /^\/(?:es\/)?auth\?.*plan=/ },
} satisfies Record<string, { status: number; location?: RegExp }>;
export type Outcome = keyof typeof OUTCOMES;

/** The outcome's words for a failure message, or null when the answer is the expected one. */
export function mismatch(expected: Outcome, answer: ProbeAnswer): string | null {
  const want = OUTCOMES[expected] as { status: number; location?: RegExp };
  if (answer.status === want.status && (!want.location || want.location.test(answer.location ?? ""))) return null;
  return `expected ${expected} (${want.status}${want.location ? ` to ${want.location}` : ""}), got ${answer.status}${answer.location ? ` to ${answer.location}` : ""}`;
}

/** One outcome for every role. */
export function everyone(outcome: Outcome): Record<Role, Outcome> {
  return { anonymous: outcome, customerA: outcome, customerB: outcome, admin: outcome, technician: outcome };
}

/**
 * A portal address: visitors go to the sign-in; any signed-in customer or staff member gets `signedIn`; a technician's
 * login is refused (403, its own page) unless the row says otherwise.
 */
export function signedIn(
  outcome: Outcome,
  anonymous: Outcome = "to-sign-in",
  technician: Outcome = "forbidden",
): Record<Role, Outcome> {
  return { anonymous, customerA: outcome, customerB: outcome, admin: outcome, technician };
}

/**
 * A staff address: visitors go to the staff sign-in, customers (ADR 039) and technicians are refused with 403, the
 * admin gets `admin`.
 */
export function staffOnly(admin: Outcome, anonymous: Outcome = "to-staff-sign-in"): Record<Role, Outcome> {
  return { anonymous, customerA: "forbidden", customerB: "forbidden", admin, technician: "forbidden" };
}

/** A technician's address (issue 35): visitors go to the sign-in, customers and staff are refused with 403. */
export function technicianOnly(technician: Outcome): Record<Role, Outcome> {
  return { anonymous: "to-sign-in", customerA: "forbidden", customerB: "forbidden", admin: "forbidden", technician };
}
