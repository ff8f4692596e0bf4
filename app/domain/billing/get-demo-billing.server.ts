import { desc, eq } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { SUBSCRIPTION_RECENT_ORDERS_LIMIT } from "~/config/business-rules";
import { database } from "~/db/database.server";
import { customers, orders, plans, subscriptions } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { isDemoStripeId, isStripeConfigured } from "~/integrations/stripe/stripe-client.server";
import { SUBSCRIBED_STATUSES } from "./billing-schemas";

export type DemoBilling = {
  subscriptions: {
    stripeSubscriptionId: string;
    planName: string;
    planNameEs: string;
    priceCents: number;
    status: string;
    /** ISO timestamp or null. */
    currentPeriodEnd: string | null;
    /** ISO timestamp of the day a scheduled cancellation ends it, or null while it renews. */
    endsAt: string | null;
    cancellable: boolean;
  }[];
  orders: { id: string; serviceType: string; amountCents: number; status: string; createdAt: string }[];
};

/** The demo billing page (the stand-in for Stripe's portal): the user's own subscriptions and latest orders. */
export async function getDemoBilling(input: { user: Pick<SessionUser, "id"> }): Promise<DemoBilling> {
  if (isStripeConfigured())
    throw new AppError("NOT_FOUND", "The demo billing page is off because Stripe is configured");
  const db = await database();
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.userId, input.user.id));
  if (!customer) return { subscriptions: [], orders: [] };
  const subscriptionRows = await db
    .select({
      stripeSubscriptionId: subscriptions.stripeSubscriptionId,
      planName: plans.name,
      planNameEs: plans.nameEs,
      priceCents: plans.priceCents,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      endsAt: subscriptions.endsAt,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.code, subscriptions.planCode))
    .where(eq(subscriptions.customerId, customer.id))
    .orderBy(desc(subscriptions.createdAt));
  const orderRows = await db
    .select({
      id: orders.id,
      serviceType: orders.serviceType,
      amount: orders.amount,
      status: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.customerId, customer.id))
    .orderBy(desc(orders.createdAt))
    .limit(SUBSCRIPTION_RECENT_ORDERS_LIMIT);
  return {
    subscriptions: subscriptionRows.flatMap((row) =>
      row.stripeSubscriptionId
        ? [
            {
              stripeSubscriptionId: row.stripeSubscriptionId,
              planName: row.planName,
              planNameEs: row.planNameEs,
              priceCents: row.priceCents,
              status: row.status,
              currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
              endsAt: row.endsAt?.toISOString() ?? null,
              cancellable:
                isDemoStripeId(row.stripeSubscriptionId) &&
                (SUBSCRIBED_STATUSES as readonly string[]).includes(row.status),
            },
          ]
        : [],
    ),
    orders: orderRows.map((row) => ({
      id: row.id,
      serviceType: row.serviceType,
      amountCents: row.amount,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
