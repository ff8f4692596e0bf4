import { and, eq, inArray } from "drizzle-orm";
import type { SessionUser } from "~/auth/require-user.server";
import { database } from "~/db/database.server";
import { customers, subscriptions } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { isDemoStripeId, isStripeConfigured } from "~/integrations/stripe/stripe-client.server";
import { SUBSCRIBED_STATUSES } from "./billing-schemas";
import { demoCancellationEvent, demoStripeCustomerId } from "./demo-stripe-events";
import { handleStripeEvent } from "./handle-stripe-event.server";

/**
 * Cancels a demo subscription from the demo billing page the way Stripe's portal would: a
 * customer.subscription.deleted event through the webhook's handler. Only the user's own demo subscriptions.
 */
export async function cancelDemoSubscription(input: { user: Pick<SessionUser, "id">; subscriptionId: string }): Promise<{ planCode: string }> {
  if (isStripeConfigured()) throw new AppError("NOT_FOUND", "The demo billing page is off because Stripe is configured");
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
  await handleStripeEvent({
    event: demoCancellationEvent({
      stripeSubscriptionId: input.subscriptionId,
      stripeCustomerId: subscription.stripeCustomerId ?? demoStripeCustomerId(subscription.customerId),
      customerId: subscription.customerId,
      planCode: subscription.planCode,
      periodEnd: subscription.currentPeriodEnd,
    }),
  });
  return { planCode: subscription.planCode };
}
