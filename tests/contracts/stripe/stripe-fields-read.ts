import type Stripe from "stripe";
import type { z } from "zod";
import type { CheckoutSessionSchema, InvoiceSchema, SubscriptionSchema } from "~/domain/billing/stripe-event-schemas";

/**
 * Compile-time proof (run by `npm run typecheck`) that every field the fulfilment reads from a Stripe event
 * (app/domain/billing/stripe-event-schemas.ts) exists in the `stripe` package's types for STRIPE_API_VERSION.
 * The only exceptions are named: two fallbacks for events rendered in API versions before 2025-03-31, which
 * kept the period end on the subscription and the subscription id on the invoice. If a package upgrade drops or
 * renames a field we read, or brings one of the fallbacks back, these lines stop compiling.
 */
type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type NotIn<Read, StripeType> = Exclude<Read, keyof StripeType>;

type SessionRead = z.input<typeof CheckoutSessionSchema>;
type SubscriptionRead = z.input<typeof SubscriptionSchema>;
type SubscriptionItemRead = NonNullable<SubscriptionRead["items"]>["data"][number];
type InvoiceRead = z.input<typeof InvoiceSchema>;
type InvoiceParentRead = NonNullable<InvoiceRead["parent"]>;
type SubscriptionDetailsRead = NonNullable<InvoiceParentRead["subscription_details"]>;

export const sessionFieldsExist: Equal<NotIn<keyof SessionRead, Stripe.Checkout.Session>, never> = true;
export const subscriptionFieldsExistButTheLegacyPeriodEnd: Equal<
  NotIn<keyof SubscriptionRead, Stripe.Subscription>,
  "current_period_end"
> = true;
export const subscriptionItemFieldsExist: Equal<
  NotIn<keyof SubscriptionItemRead, Stripe.SubscriptionItem>,
  never
> = true;
export const invoiceFieldsExistButTheLegacySubscription: Equal<
  NotIn<keyof InvoiceRead, Stripe.Invoice>,
  "subscription"
> = true;
export const invoiceParentFieldsExist: Equal<NotIn<keyof InvoiceParentRead, Stripe.Invoice.Parent>, never> = true;
export const subscriptionDetailsFieldsExist: Equal<
  NotIn<keyof SubscriptionDetailsRead, Stripe.Invoice.Parent.SubscriptionDetails>,
  never
> = true;

/** The values we compare against are among the values the pinned version names. */
export const sessionModesExist: Equal<Exclude<SessionRead["mode"], Stripe.Checkout.Session.Mode>, never> = true;
