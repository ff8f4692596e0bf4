import { and, eq, inArray, isNotNull, or } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { orders, planVisits as planVisitsTable, type planVisits, subscriptions } from "~/db/schema";
import { SUBSCRIBED_STATUSES } from "~/domain/billing/billing-schemas";

/** Whether the visit's plan still runs: its subscription in a subscribed status, or (Basic) its order paid. */
export async function planInEffect(
  tx: Executor,
  visit: Pick<typeof planVisits.$inferSelect, "subscriptionId" | "orderId">,
): Promise<boolean> {
  if (visit.subscriptionId) {
    const [row] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.id, visit.subscriptionId), inArray(subscriptions.status, [...SUBSCRIBED_STATUSES])));
    return Boolean(row);
  }
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, visit.orderId!), eq(orders.status, "paid")));
  return Boolean(row);
}

/**
 * The same test as a condition, for a query of plan visits that left-joins their subscription and order (on their
 * ids): one query instead of two where every round trip counts (the daily run, ADR 083).
 */
export function planInEffectCondition() {
  return or(
    and(isNotNull(planVisitsTable.subscriptionId), inArray(subscriptions.status, [...SUBSCRIBED_STATUSES])),
    and(isNotNull(planVisitsTable.orderId), eq(orders.status, "paid")),
  );
}
