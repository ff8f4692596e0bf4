import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { plans } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { ensureCustomerRecord } from "~/domain/customers/ensure-customer-record.server";
import { localeFromPath, localizedPath } from "~/i18n/locale";
import {
  assertDemoPaymentsAllowed,
  callStripe,
  idempotencyKey,
  stripeClient,
} from "~/integrations/stripe/stripe-client.server";
import type { PaidPlanCode } from "./billing-schemas";
import { newDemoRef, signDemoCheckout } from "./demo-checkout-token.server";
import { demoSessionId } from "./demo-stripe-events";
import { ensureStripeCustomer } from "./ensure-stripe-customer.server";

export type CheckoutBuyer = Pick<SessionUser, "id" | "locale">;
export type StartedCheckout = { url: string; sessionId: string; demo: boolean };

/** Where a checkout that was started without a page to go back to returns. */
const DEFAULT_RETURN_PATH = "/customer";

/** The path Stripe returns to on cancel: it shows 'Checkout cancelled' on the page the customer came from. */
export function checkoutCancelledPath(returnPath: string): string {
  return `/api/billing/checkout?checkout=cancelled&returnTo=${encodeURIComponent(returnPath)}`;
}

/**
 * Opens a checkout for one catalog plan: a Stripe Checkout session, or without a Stripe key the demo checkout.
 * The price is the catalog's (DECISIONS.md §1). Our customer id and the plan code travel in the session's
 * metadata, so the webhook knows what was bought; nothing is granted here.
 */
export async function startCheckoutSession(input: {
  user: CheckoutBuyer;
  planCode: PaidPlanCode;
  mode: "payment" | "subscription";
  returnPath?: string;
  origin: string;
}): Promise<StartedCheckout> {
  const db = await database();
  const [plan] = await db.select().from(plans).where(eq(plans.code, input.planCode));
  const expectedInterval = input.mode === "payment" ? "one_time" : "month";
  if (!plan || !plan.active || plan.billingInterval !== expectedInterval) {
    throw new AppError("BAD_INPUT", `Plan ${input.planCode} cannot be bought as a ${input.mode}`);
  }
  const { customer } = await ensureCustomerRecord({ userId: input.user.id });
  const returnPath = input.returnPath ?? DEFAULT_RETURN_PATH;
  const locale = localeFromPath(new URL(returnPath, "http://x").pathname) ?? input.user.locale;
  const successPage = localizedPath(input.mode === "payment" ? "/payment-success" : "/subscription-success", locale);
  // The plan in the success URL only picks what the page describes while the webhook is still on its way.
  const successQuery = `plan=${plan.code}`;
  const cancelPath = checkoutCancelledPath(returnPath);
  const metadata = { customer_id: customer.id, plan_code: plan.code, user_id: input.user.id };
  const origin = input.origin.replace(/\/+$/, "");
  const stripe = await stripeClient();
  const stripeCustomerId = await ensureStripeCustomer({ stripe, customer });

  if (!stripe) {
    assertDemoPaymentsAllowed();
    const ref = newDemoRef();
    const token = signDemoCheckout({
      ref,
      userId: input.user.id,
      customerId: customer.id,
      planCode: plan.code as PaidPlanCode,
      mode: input.mode,
      amountCents: plan.priceCents,
      currency: "usd",
      successPath: `${successPage}?session_id=${demoSessionId(ref)}&${successQuery}`,
      cancelPath,
    });
    return {
      url: `${origin}${localizedPath("/demo-checkout", locale)}/${token}`,
      sessionId: demoSessionId(ref),
      demo: true,
    };
  }

  const params: Stripe.Checkout.SessionCreateParams = {
    mode: input.mode,
    customer: stripeCustomerId,
    client_reference_id: customer.id,
    metadata,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: "usd",
          unit_amount: plan.priceCents,
          product_data: { name: plan.name },
          ...(input.mode === "subscription" ? { recurring: { interval: "month" as const } } : {}),
        },
      },
    ],
    ...(input.mode === "subscription" ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
    success_url: `${origin}${successPage}?session_id={CHECKOUT_SESSION_ID}&${successQuery}`,
    cancel_url: `${origin}${cancelPath}`,
    locale: locale === "es" ? "es" : "en",
  };
  const session = await callStripe("checkout session creation", () =>
    stripe.checkout.sessions.create(params, { idempotencyKey: idempotencyKey(`checkout-${customer.id}`, params) }),
  );
  if (!session.url) throw new AppError("UPSTREAM_FAILED", `Stripe checkout session ${session.id} has no URL`);
  return { url: session.url, sessionId: session.id, demo: false };
}
