import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { customers, orders, plans, subscriptions } from "~/db/schema";
import { SUBSCRIBED_STATUSES, SUBSCRIPTION_PLAN_CODES, type SubscriptionPlanCode } from "./billing-schemas";

/** How long a paid one-time Basic Maintenance visit keeps the customer on the Basic plan. */
const BASIC_VISIT_PLAN_DAYS = 365;

export type SubscriptionState = {
  customerId: string;
  stripeSubscriptionId: string;
  stripeCustomerId: string | null;
  planCode: SubscriptionPlanCode;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When a scheduled cancellation ends the plan (cancel_at, or the period end); null while it renews. */
  endsAt: Date | null;
  /** When Stripe created the event that reports this state. */
  eventAt: Date;
};

/**
 * Writes a subscription's state from a customer.subscription.* event, unless the row already holds a newer
 * state: events arrive out of order, so the event time decides, never the arrival. On a tie (one second) a
 * cancellation wins, since Stripe never revives a cancelled subscription. Returns whether the row changed.
 */
export async function applySubscriptionState(tx: Executor, state: SubscriptionState): Promise<boolean> {
  const written = await tx
    .insert(subscriptions)
    .values({
      customerId: state.customerId,
      planCode: state.planCode,
      status: state.status,
      stripeSubscriptionId: state.stripeSubscriptionId,
      stripeCustomerId: state.stripeCustomerId,
      currentPeriodEnd: state.currentPeriodEnd,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      endsAt: state.endsAt,
      lastEventAt: state.eventAt,
    })
    .onConflictDoUpdate({
      target: subscriptions.stripeSubscriptionId,
      set: {
        planCode: sql`excluded.plan_code`,
        status: sql`excluded.status`,
        stripeCustomerId: sql`coalesce(excluded.stripe_customer_id, ${subscriptions.stripeCustomerId})`,
        currentPeriodEnd: sql`coalesce(excluded.current_period_end, ${subscriptions.currentPeriodEnd})`,
        cancelAtPeriodEnd: sql`excluded.cancel_at_period_end`,
        // Not coalesced: an event without cancel_at (a resumed plan) clears the date. An event that ends the plan
        // with the period but carries no period end falls back to the period end already stored.
        endsAt: sql`case when excluded.ends_at is null and excluded.cancel_at_period_end
          then coalesce(excluded.current_period_end, ${subscriptions.currentPeriodEnd}) else excluded.ends_at end`,
        lastEventAt: sql`excluded.last_event_at`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${subscriptions.lastEventAt} is null
        or ${subscriptions.lastEventAt} < excluded.last_event_at
        or (${subscriptions.lastEventAt} = excluded.last_event_at and ${subscriptions.status} <> 'canceled')`,
    })
    .returning({ id: subscriptions.id });
  return written.length > 0;
}

/**
 * A completed subscription checkout: records the subscription if no customer.subscription.* event has yet.
 * It carries no event time, so any subscription event (earlier or later) still writes over it.
 */
export async function recordCheckoutSubscription(
  tx: Executor,
  state: Omit<SubscriptionState, "eventAt" | "currentPeriodEnd" | "cancelAtPeriodEnd" | "endsAt">,
): Promise<void> {
  await tx
    .insert(subscriptions)
    .values({
      customerId: state.customerId,
      planCode: state.planCode,
      status: state.status,
      stripeSubscriptionId: state.stripeSubscriptionId,
      stripeCustomerId: state.stripeCustomerId,
      lastEventAt: null,
    })
    .onConflictDoNothing({ target: subscriptions.stripeSubscriptionId });
}

/** The plan code of an existing subscription row, for events that do not carry our metadata. */
export async function knownSubscriptionPlan(
  tx: Executor,
  stripeSubscriptionId: string,
): Promise<SubscriptionPlanCode | undefined> {
  const [row] = await tx
    .select({ planCode: subscriptions.planCode })
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId));
  const code = row?.planCode;
  return (SUBSCRIPTION_PLAN_CODES as readonly string[]).includes(code ?? "")
    ? (code as SubscriptionPlanCode)
    : undefined;
}

/**
 * Keeps the customer's plan field in step with their subscriptions (DECISIONS.md §3: only verified webhooks
 * change it). The highest plan in effect wins; when none is, a subscription plan falls back to Basic if a
 * Basic visit was paid within the year, else to none. A plan staff set without Stripe (Basic) is left alone.
 */
export async function syncServicePlanWithSubscriptions(tx: Executor, customerId: string): Promise<void> {
  const [inEffect] = await tx
    .select({ planCode: subscriptions.planCode })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.code, subscriptions.planCode))
    .where(and(eq(subscriptions.customerId, customerId), inArray(subscriptions.status, [...SUBSCRIBED_STATUSES])))
    .orderBy(desc(plans.sortOrder))
    .limit(1);
  if (inEffect) {
    await setServicePlan(tx, customerId, inEffect.planCode as SubscriptionPlanCode);
    return;
  }
  const since = new Date(Date.now() - BASIC_VISIT_PLAN_DAYS * 24 * 60 * 60 * 1000);
  const [basicVisit] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.planCode, "basic"),
        eq(orders.status, "paid"),
        gte(orders.createdAt, since),
      ),
    )
    .limit(1);
  await tx
    .update(customers)
    .set({ servicePlan: basicVisit ? "basic" : "none", updatedAt: new Date() })
    .where(and(eq(customers.id, customerId), inArray(customers.servicePlan, [...SUBSCRIPTION_PLAN_CODES])));
}

/** A paid Basic Maintenance visit puts a customer without any plan on Basic; it never lowers a higher plan. */
export async function grantBasicPlanIfNone(tx: Executor, customerId: string): Promise<void> {
  await tx
    .update(customers)
    .set({ servicePlan: "basic", updatedAt: new Date() })
    .where(and(eq(customers.id, customerId), eq(customers.servicePlan, "none")));
}

async function setServicePlan(tx: Executor, customerId: string, planCode: SubscriptionPlanCode): Promise<void> {
  await tx
    .update(customers)
    .set({ servicePlan: planCode, updatedAt: new Date() })
    .where(and(eq(customers.id, customerId), sql`${customers.servicePlan} <> ${planCode}`));
}
