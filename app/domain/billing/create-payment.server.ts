import { startCheckoutSession, type CheckoutBuyer, type StartedCheckout } from "./checkout-session.server";

/** Starts the one-time payment for a Basic Maintenance visit (spec 1 §7 create-payment). */
export function createPayment(input: {
  user: CheckoutBuyer;
  returnPath?: string;
  origin: string;
}): Promise<StartedCheckout> {
  return startCheckoutSession({ ...input, planCode: "basic", mode: "payment" });
}
