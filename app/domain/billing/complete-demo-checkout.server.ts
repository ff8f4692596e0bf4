import type { SessionUser } from "~/auth/session-user";
import { demoSessionFor } from "./demo-checkout-token.server";
import { demoCheckoutEvents, demoStripeCustomerId } from "./demo-stripe-events";
import { handleStripeEvent } from "./handle-stripe-event.server";

/**
 * "Pay" on the demo checkout: builds the events Stripe would send for this session and runs them through the
 * webhook's own handler, then sends the customer to the success page. Paying twice repeats the same event ids,
 * which the handler skips.
 */
export async function completeDemoCheckout(input: {
  user: Pick<SessionUser, "id">;
  token: string;
}): Promise<{ redirectTo: string }> {
  const session = demoSessionFor(input.user, input.token);
  const events = demoCheckoutEvents({
    ref: session.ref,
    customerId: session.customerId,
    stripeCustomerId: demoStripeCustomerId(session.customerId),
    userId: session.userId,
    planCode: session.planCode,
    mode: session.mode,
    amountCents: session.amountCents,
    currency: session.currency,
  });
  for (const event of events) await handleStripeEvent({ event });
  return { redirectTo: session.successPath };
}
