import type { SubscriptionPlanCode } from "./billing-schemas";
import { startCheckoutSession, type CheckoutBuyer, type StartedCheckout } from "./checkout-session.server";

/** Starts the monthly subscription checkout for Premium Care or Commercial Plus (spec 1 §7 create-checkout). */
export function createCheckout(input: {
  user: CheckoutBuyer;
  planCode: SubscriptionPlanCode;
  returnPath?: string;
  origin: string;
}): Promise<StartedCheckout> {
  return startCheckoutSession({ ...input, mode: "subscription" });
}
