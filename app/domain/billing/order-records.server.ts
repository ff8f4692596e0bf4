import { eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { orders, plans } from "~/db/schema";

type OrderFacts = {
  customerId: string;
  planCode: string | null;
  amountCents: number;
  currency: string;
  status: "paid" | "pending" | "failed";
};

/** "Premium Care", or a generic label when the plan is unknown. */
async function serviceTypeFor(tx: Executor, planCode: string | null): Promise<string> {
  if (!planCode) return "Service plan";
  const [plan] = await tx.select({ name: plans.name }).from(plans).where(eq(plans.code, planCode));
  return plan?.name ?? "Service plan";
}

// A paid order stays paid: a late "failed" or "pending" about the same payment never downgrades it.
const keepPaid = sql`case when ${orders.status} = 'paid' then 'paid' else excluded.status end`;

// A failed delayed payment is final for its session: the "pending" of a completed event delivered late never hides it.
const keepPaidOrFailed = sql`case when ${orders.status} = 'paid' then 'paid' when ${orders.status} = 'failed' and excluded.status = 'pending' then 'failed' else excluded.status end`;

/** The one-time payment of a checkout session, one row per session. */
export async function upsertCheckoutOrder(
  tx: Executor,
  order: OrderFacts & { sessionId: string; paymentIntentId: string | null },
) {
  await tx
    .insert(orders)
    .values({
      customerId: order.customerId,
      serviceType: await serviceTypeFor(tx, order.planCode),
      planCode: order.planCode,
      amount: order.amountCents,
      currency: order.currency,
      status: order.status,
      stripeCheckoutSessionId: order.sessionId,
      stripePaymentIntentId: order.paymentIntentId,
    })
    .onConflictDoUpdate({
      target: orders.stripeCheckoutSessionId,
      set: {
        status: keepPaidOrFailed,
        stripePaymentIntentId: sql`coalesce(excluded.stripe_payment_intent_id, ${orders.stripePaymentIntentId})`,
      },
    });
}

/**
 * A subscription invoice, one row per invoice. The first invoice is also named by the checkout session that
 * created the subscription (`sessionId`); whichever of the two events comes first makes the row, the other
 * completes it, so the first payment is never counted twice.
 */
export async function upsertInvoiceOrder(tx: Executor, order: OrderFacts & { invoiceId: string; sessionId?: string }) {
  await tx
    .insert(orders)
    .values({
      customerId: order.customerId,
      serviceType: await serviceTypeFor(tx, order.planCode),
      planCode: order.planCode,
      amount: order.amountCents,
      currency: order.currency,
      status: order.status,
      stripeInvoiceId: order.invoiceId,
      stripeCheckoutSessionId: order.sessionId ?? null,
    })
    .onConflictDoUpdate({
      target: orders.stripeInvoiceId,
      set: {
        status: keepPaid,
        amount: sql`case when ${orders.status} = 'paid' then ${orders.amount} else excluded.amount end`,
        serviceType: sql`case when ${orders.planCode} is null then excluded.service_type else ${orders.serviceType} end`,
        planCode: sql`coalesce(${orders.planCode}, excluded.plan_code)`,
        stripeCheckoutSessionId: sql`coalesce(${orders.stripeCheckoutSessionId}, excluded.stripe_checkout_session_id)`,
      },
    });
}
