import { and, eq } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { customers, orders, plans } from "~/db/schema";

export type CatalogPlan = typeof plans.$inferSelect;

export type CheckoutConfirmation = {
  /** confirmed: a verified webhook already recorded this session's payment for the signed-in customer. */
  state: "confirmed" | "confirming";
  /** The plan to describe: the recorded one when confirmed, else the one the success URL names (display only). */
  plan: CatalogPlan | null;
  amountCents: number | null;
};

/**
 * What a purchase confirmation page may say about a checkout session. It only reads: the success page is not
 * proof of payment (DECISIONS.md §3), so it never grants a plan or writes an order; the webhook does that.
 * Only the signed-in customer's own orders are looked at.
 */
export async function getCheckoutConfirmation(input: {
  user: Pick<SessionUser, "id"> | null;
  sessionId: string;
  requestedPlan?: string | null;
}): Promise<CheckoutConfirmation> {
  const db = await database();
  const catalog = await db.select().from(plans);
  const planByCode = (code: string | null | undefined) =>
    code ? (catalog.find((plan) => plan.code === code) ?? null) : null;
  const fallback = { state: "confirming" as const, plan: planByCode(input.requestedPlan), amountCents: null };
  if (!input.user) return fallback;
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
  if (!order) return fallback;
  return { state: "confirmed", plan: planByCode(order.planCode) ?? fallback.plan, amountCents: order.amount };
}
