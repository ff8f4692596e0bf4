import { Hono } from "hono";
import type Stripe from "stripe";
import { STRIPE_WEBHOOK_TOLERANCE_SECONDS } from "~/config/business-rules";
import { env } from "~/config/env.server";
import { isAppError } from "~/domain/app-error";
import { handleStripeEvent } from "~/domain/billing/handle-stripe-event.server";
import { signatureTimestampOf } from "~/integrations/stripe/signature-timestamp";
import { stripeSdk } from "~/integrations/stripe/stripe-client.server";

/**
 * POST /api/webhooks/stripe: the only way orders, subscriptions and plans change (DECISIONS.md §3). The
 * signature is checked on the raw bytes before anything is parsed; a bad one, or one signed more than Stripe's
 * tolerance (five minutes) before or after now, is answered 400 and changes nothing (stripe-node bounds only the
 * past). A signed event we cannot read is answered 400 with one log line, since no retry would change it (security
 * probe 4, N7); a failure while applying answers 500, so Stripe delivers the event again later. Its body is held to
 * 512 KB by server/body-limits.ts's one list before this runs, as every route's is (ADR 071).
 */
export const stripeWebhookRoutes = new Hono();

stripeWebhookRoutes.post("/api/webhooks/stripe", async (c) => {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret) {
    console.warn("[stripe-webhook] STRIPE_WEBHOOK_SECRET is not set; refusing the delivery so Stripe retries it");
    return c.json({ error: "Stripe webhooks are not configured" }, 503);
  }
  const signature = c.req.header("stripe-signature");
  if (!signature) return c.json({ error: "Missing Stripe-Signature header" }, 400);
  const payload = Buffer.from(await c.req.arrayBuffer());
  const { webhooks } = await stripeSdk();
  let event: Stripe.Event;
  try {
    event = webhooks.constructEvent(payload, signature, secret, STRIPE_WEBHOOK_TOLERANCE_SECONDS);
    const signedAt = signatureTimestampOf(signature);
    if (signedAt === null || signedAt - Date.now() / 1000 > STRIPE_WEBHOOK_TOLERANCE_SECONDS)
      throw new Error(`Timestamp outside the tolerance zone (${signedAt ?? "none"} is in the future)`);
  } catch (error) {
    // Stripe's message goes on about forwarding tools for several lines; its first line says what failed.
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    console.warn(`[stripe-webhook] refused a delivery with a bad signature: ${reason}`);
    return c.json({ error: "Invalid signature" }, 400);
  }
  try {
    const { outcome } = await handleStripeEvent({ event });
    return c.json({ received: true, outcome });
  } catch (error) {
    if (isAppError(error) && error.code === "BAD_INPUT") {
      console.warn(
        `[stripe-webhook] refused event ${JSON.stringify(event.id)} (${JSON.stringify(event.type)}), which does not parse: ${JSON.stringify(error.message)}`,
      );
      return c.json({ error: "Event not understood" }, 400);
    }
    console.error(`[stripe-webhook] event ${event.id} (${event.type}) failed; Stripe will retry it`, error);
    return c.json({ error: "Event not processed" }, 500);
  }
});
