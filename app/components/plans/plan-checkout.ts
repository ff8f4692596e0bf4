import { isWebAddress } from "~/config/web-address";
import type { PaidPlanCode } from "~/domain/billing/billing-schemas";

/** Where plan buttons post (app/routes/api/billing-checkout.ts). */
export const CHECKOUT_ENDPOINT = "/api/billing/checkout";

/** The demo checkout answers a same-site path; resolved against this only to read its scheme. */
const SAME_SITE = "http://placeholder.invalid";

/**
 * The checkout request for a plan: its catalog code and the page to come back to when the checkout is cancelled.
 * Never a price: the server charges the catalog's (DECISIONS.md §1).
 */
export function checkoutRequestBody(
  plan: PaidPlanCode,
  returnPath: string,
): { plan: PaidPlanCode; returnPath: string } {
  return { plan, returnPath };
}

/** What the page does with the checkout endpoint's answer. */
export type CheckoutOutcome = { kind: "open"; url: string } | { kind: "sign-in" } | { kind: "failed" };

/** Reads the endpoint's JSON answer: { url } on success, 401 when signed out (on to sign-up), anything else is a failure. */
export function checkoutOutcome(status: number, body: unknown): CheckoutOutcome {
  if (status === 401) return { kind: "sign-in" };
  if (status >= 200 && status < 300 && body && typeof body === "object" && "url" in body) {
    const url = (body as { url: unknown }).url;
    // Only web addresses may be opened: never `javascript:` or similar from a tampered answer.
    if (typeof url === "string" && isWebAddress(url, SAME_SITE)) return { kind: "open", url };
  }
  return { kind: "failed" };
}
