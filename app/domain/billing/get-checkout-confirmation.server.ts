import { and, eq } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { customers, orders, plans } from "~/db/schema";
import { findCheckoutSession } from "~/integrations/stripe/find-checkout-session.server";
import { isDemoStripeId, stripeClient } from "~/integrations/stripe/stripe-client.server";

export type CatalogPlan = typeof plans.$inferSelect;

/**
 * Where a checkout stands for the person looking at its confirmation page:
 * - confirmed: a verified webhook recorded this session's payment for the signed-in customer;
 * - confirming: Stripe has the checkout completed and its webhook is on the way (or Stripe could not be asked);
 * - notCompleted: the checkout is still open or expired at Stripe, so no payment was taken;
 * - unknown: no checkout of the viewer's has this id (made up, another customer's, or a demo checkout never paid);
 * - signedOut: a purchase is shown only to the account that made it.
 */
export type CheckoutConfirmationState = "confirmed" | "confirming" | "notCompleted" | "unknown" | "signedOut";

export type CheckoutConfirmation = {
  state: CheckoutConfirmationState;
  /** The plan to describe while confirmed or confirming: the recorded one, else the one the checkout was for. */
  plan: CatalogPlan | null;
  amountCents: number | null;
};

/** Stripe's Checkout session ids (`cs_test_…`, `cs_live_…`) and the demo's (`cs_demo_…`); anything else is none. */
const CHECKOUT_SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

/**
 * What a purchase confirmation page may say about a checkout session. It only reads: the success page is not
 * proof of payment (DECISIONS.md §3), so it never grants a plan or writes an order; the webhook does that.
 * Only the signed-in customer's own orders and checkouts are looked at, so another customer's session id reads as
 * one that does not exist. Every state but `confirming` is an end state: the page stops waiting and says so.
 */
export async function getCheckoutConfirmation(input: {
  user: Pick<SessionUser, "id"> | null;
  sessionId: string;
  requestedPlan?: string | null;
}): Promise<CheckoutConfirmation> {
  const none = (state: CheckoutConfirmationState): CheckoutConfirmation => ({ state, plan: null, amountCents: null });
  if (!input.user) return none("signedOut");
  if (!CHECKOUT_SESSION_ID.test(input.sessionId)) return none("unknown");
  const db = await database();
  const catalog = await db.select().from(plans);
  const planByCode = (code: string | null | undefined) =>
    code ? (catalog.find((plan) => plan.code === code) ?? null) : null;
  const [order] = await db
    .select({ planCode: orders.planCode, amount: orders.amount })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(
      and(
        eq(orders.stripeCheckoutSessionId, input.sessionId),
        eq(customers.userId, input.user.id),
        eq(orders.status, "paid"),
      ),
    )
    .limit(1);
  if (order) {
    return {
      state: "confirmed",
      plan: planByCode(order.planCode) ?? planByCode(input.requestedPlan),
      amountCents: order.amount,
    };
  }
  // The demo checkout records its payment before it sends the customer here: a demo id without an order was never paid.
  const stripe = isDemoStripeId(input.sessionId) ? null : await stripeClient();
  if (!stripe) return none("unknown");
  const waiting = (planCode: string | null | undefined): CheckoutConfirmation => ({
    state: "confirming",
    plan: planByCode(planCode),
    amountCents: null,
  });
  let session: Awaited<ReturnType<typeof findCheckoutSession>>;
  try {
    session = await findCheckoutSession(stripe, input.sessionId);
  } catch (error) {
    console.warn(`[billing] checkout session ${input.sessionId} could not be looked up; still confirming`, error);
    return waiting(input.requestedPlan);
  }
  if (!session || session.metadata?.user_id !== input.user.id) return none("unknown");
  if (session.status !== "complete") return none("notCompleted");
  return waiting(session.metadata?.plan_code ?? input.requestedPlan);
}
