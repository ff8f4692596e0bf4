import { eq, isNull, and } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { customers } from "~/db/schema";

export type EventCustomer = { id: string; servicePlan: string; stripeCustomerId: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The customer record a Stripe event is about, locked for the rest of the transaction so that events about one
 * customer apply one at a time. Our own id in the metadata we set wins; else the Stripe customer id we stored
 * when the checkout started.
 */
export async function lockEventCustomer(
  tx: Executor,
  ref: { customerId?: string | null; stripeCustomerId?: string | null },
): Promise<EventCustomer | undefined> {
  const columns = {
    id: customers.id,
    servicePlan: customers.servicePlan,
    stripeCustomerId: customers.stripeCustomerId,
  };
  if (ref.customerId && UUID.test(ref.customerId)) {
    const [byId] = await tx.select(columns).from(customers).where(eq(customers.id, ref.customerId)).for("update");
    if (byId) return byId;
  }
  if (ref.stripeCustomerId) {
    const [byStripeId] = await tx
      .select(columns)
      .from(customers)
      .where(eq(customers.stripeCustomerId, ref.stripeCustomerId))
      .for("update");
    if (byStripeId) return byStripeId;
  }
  return undefined;
}

/** Remembers the Stripe customer on our record when it has none yet (a record keeps its first Stripe customer). */
export async function linkStripeCustomer(
  tx: Executor,
  customer: EventCustomer,
  stripeCustomerId: string | null,
): Promise<void> {
  if (!stripeCustomerId || customer.stripeCustomerId) return;
  await tx
    .update(customers)
    .set({ stripeCustomerId, updatedAt: new Date() })
    .where(and(eq(customers.id, customer.id), isNull(customers.stripeCustomerId)));
}
