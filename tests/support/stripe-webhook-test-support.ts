import type { Database } from "~/db/client.server";
import { createCheckout } from "~/domain/billing/create-checkout.server";
import type { FakeEvent, FakeStripe } from "../fakes/stripe";
import { stripeWebhookRoutes } from "../../server/stripe-webhook-routes";
import { createLogin } from "./billing-test-support";

/** Test support for the Stripe webhook tests (not used by the app). */

const ORIGIN = "http://localhost:3000";

/** Posts an event to the webhook route as Stripe would, signed by the fake (or with the signature given). */
export async function deliverWebhook(
  fake: FakeStripe,
  event: FakeEvent,
  options: { secret?: string; timestamp?: number; signature?: string } = {},
) {
  const signed = fake.signedDelivery(event, options);
  return stripeWebhookRoutes.request("/api/webhooks/stripe", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": options.signature ?? signed.signature },
    body: signed.payload,
  });
}

/** A customer who has started a Premium Care checkout at the fake, and the events Stripe sends once they pay. */
export async function paidPremiumCheckout(db: Database, fake: FakeStripe) {
  const login = await createLogin(db);
  const started = await createCheckout({ user: login, planCode: "premium_care", origin: ORIGIN, returnPath: "/" });
  const events = fake.completeCheckout(started.sessionId);
  return { login, started, events, byType: (type: string) => events.find((event) => event.type === type)! };
}
