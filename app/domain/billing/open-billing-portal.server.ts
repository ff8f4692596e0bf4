import { eq } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { customers } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import {
  assertDemoPaymentsAllowed,
  callStripe,
  idempotencyKey,
  isDemoStripeId,
  stripeClient,
} from "~/integrations/stripe/stripe-client.server";

/** The demo stand-in for Stripe's customer portal (DECISIONS.md §3). */
export const DEMO_BILLING_PATH = "/customer/billing-demo";

/**
 * A Stripe customer-portal session (Manage Billing / Manage Subscription) for the signed-in user's own Stripe
 * customer: the record is found by the login, never by an id from the browser. Without a Stripe key it is the
 * demo billing page.
 */
export async function openBillingPortal(input: {
  user: Pick<SessionUser, "id">;
  origin: string;
  returnPath?: string;
}): Promise<{ url: string; demo: boolean }> {
  const origin = input.origin.replace(/\/+$/, "");
  const stripe = await stripeClient();
  if (!stripe) {
    assertDemoPaymentsAllowed();
    return { url: `${origin}${DEMO_BILLING_PATH}`, demo: true };
  }

  const db = await database();
  const [record] = await db
    .select({ id: customers.id, stripeCustomerId: customers.stripeCustomerId })
    .from(customers)
    .where(eq(customers.userId, input.user.id));
  const stripeCustomerId = record?.stripeCustomerId;
  if (!record || !stripeCustomerId || isDemoStripeId(stripeCustomerId)) {
    throw new AppError("NOT_FOUND", "No billing account yet: the customer has not started a checkout");
  }
  const params = { customer: stripeCustomerId, return_url: `${origin}${input.returnPath ?? "/customer"}` };
  const session = await callStripe("billing portal session creation", () =>
    stripe.billingPortal.sessions.create(params, { idempotencyKey: idempotencyKey(`portal-${record.id}`, params) }),
  );
  return { url: session.url, demo: false };
}
