import type { PaidPlanCode } from "./billing-schemas";
import type { CheckoutBuyer, StartedCheckout } from "./checkout-session.server";
import { createCheckout } from "./create-checkout.server";
import { createPayment } from "./create-payment.server";

/** How a plan is sold (DECISIONS.md §1): Basic Maintenance as a one-time payment, the others monthly. */
export function checkoutModeOf(planCode: PaidPlanCode): "payment" | "subscription" {
  return planCode === "basic" ? "payment" : "subscription";
}

/** Starts the checkout of any paid plan the way it is sold: the visit's payment or the plan's subscription. */
export function startPlanCheckout(input: {
  user: CheckoutBuyer;
  planCode: PaidPlanCode;
  returnPath?: string;
  origin: string;
}): Promise<StartedCheckout> {
  const { planCode, ...buyer } = input;
  return planCode === "basic" ? createPayment(buyer) : createCheckout({ ...buyer, planCode });
}
