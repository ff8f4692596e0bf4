import { and, desc, eq, inArray } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { customers, plans, subscriptions } from "~/db/schema";
import { SUBSCRIBED_STATUSES, type SubscriptionCheck, type SubscriptionPlanCode } from "./billing-schemas";

/**
 * check-subscription (spec 1 §7), answered from our own database, which only verified webhooks write: the
 * highest plan among the user's subscriptions in effect.
 */
export async function checkSubscription(input: { user: Pick<SessionUser, "id"> }): Promise<SubscriptionCheck> {
  const db = await database();
  const [current] = await db
    .select({ planCode: subscriptions.planCode, currentPeriodEnd: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .innerJoin(plans, eq(plans.code, subscriptions.planCode))
    .where(and(eq(customers.userId, input.user.id), inArray(subscriptions.status, [...SUBSCRIBED_STATUSES])))
    .orderBy(desc(plans.sortOrder), desc(subscriptions.currentPeriodEnd))
    .limit(1);
  if (!current) return { subscribed: false, subscription_tier: null, subscription_end: null };
  return {
    subscribed: true,
    subscription_tier: current.planCode as SubscriptionPlanCode,
    subscription_end: current.currentPeriodEnd?.toISOString() ?? null,
  };
}
