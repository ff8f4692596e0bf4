import { and, eq, inArray } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { customers, subscriptions } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { isDemoStripeId, isStripeConfigured } from "~/integrations/stripe/stripe-client.server";
import { SUBSCRIBED_STATUSES, type DemoSubscriptionChange } from "./billing-schemas";
import { demoCancellationEvent, demoScheduledEndEvent, demoStripeCustomerId } from "./demo-stripe-events";
import { handleStripeEvent } from "./handle-stripe-event.server";

/**
 * Changes a demo subscription from the demo billing page the way Stripe's portal would, through the webhook's
 * own handler: `cancel` ends it now (customer.subscription.deleted), `cancel_at_period_end` sets cancel_at to
 * the period's end and `keep` clears it (customer.subscription.updated). Only the user's own demo subscriptions.
 */
export async function changeDemoSubscription(input: {
  user: Pick<SessionUser, "id">;
  subscriptionId: string;
  change: DemoSubscriptionChange;
}): Promise<{ planCode: string }> {
  if (isStripeConfigured())
    throw new AppError("NOT_FOUND", "The demo billing page is off because Stripe is configured");
  if (!isDemoStripeId(input.subscriptionId)) throw new AppError("NOT_FOUND", "No such demo subscription");
  const db = await database();
  const [subscription] = await db
    .select({
      customerId: customers.id,
      planCode: subscriptions.planCode,
      stripeCustomerId: subscriptions.stripeCustomerId,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
    })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .where(
      and(
        eq(subscriptions.stripeSubscriptionId, input.subscriptionId),
        eq(customers.userId, input.user.id),
        inArray(subscriptions.status, [...SUBSCRIBED_STATUSES]),
      ),
    );
  if (!subscription) throw new AppError("NOT_FOUND", "No such active demo subscription");
  const target = {
    stripeSubscriptionId: input.subscriptionId,
    stripeCustomerId: subscription.stripeCustomerId ?? demoStripeCustomerId(subscription.customerId),
    customerId: subscription.customerId,
    planCode: subscription.planCode,
    periodEnd: subscription.currentPeriodEnd,
  };
  if (input.change === "cancel") {
    await handleStripeEvent({ event: demoCancellationEvent(target) });
    return { planCode: subscription.planCode };
  }
  if (input.change === "cancel_at_period_end" && !subscription.currentPeriodEnd) {
    throw new AppError("CONFLICT", "This demo subscription has no period end to cancel at");
  }
  await handleStripeEvent({
    event: demoScheduledEndEvent({
      ...target,
      cancelAt: input.change === "keep" ? null : subscription.currentPeriodEnd,
    }),
  });
  return { planCode: subscription.planCode };
}
