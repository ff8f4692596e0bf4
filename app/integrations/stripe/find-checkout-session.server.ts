import type Stripe from "stripe";
import { callStripe, stripeSdk } from "./stripe-client.server";

/**
 * A Checkout session as Stripe has it, or null when Stripe has no session under that id (its `resource_missing`).
 * Any other failure (network, Stripe's own errors) is thrown as `callStripe` throws it.
 */
export async function findCheckoutSession(stripe: Stripe, sessionId: string): Promise<Stripe.Checkout.Session | null> {
  const { errors } = await stripeSdk();
  try {
    return await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (error instanceof errors.StripeInvalidRequestError && error.code === "resource_missing") return null;
    return callStripe("checkout session lookup", () => Promise.reject(error));
  }
}
