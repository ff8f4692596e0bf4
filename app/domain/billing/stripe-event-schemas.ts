import { z } from "zod";
import { PLAN_CODES } from "~/db/schema";

/**
 * The parts of Stripe's event objects the fulfilment reads, checked on the way in. The demo checkout builds
 * objects of the same shapes, so both go through the same code.
 */
export type StripeEventInput = { id: string; type: string; created: number; data: { object: unknown } };

/** An id field that Stripe may send expanded (`{ id, … }`) or as a bare id. */
const ExpandableId = z
  .union([z.string(), z.object({ id: z.string() })])
  .nullish()
  .transform((value) => (typeof value === "string" ? value : (value?.id ?? null)));

const Metadata = z
  .record(z.string(), z.string())
  .nullish()
  .transform((value) => value ?? {});

/** What we put in metadata when creating a session, so each event finds its customer and plan. */
export const OurMetadataSchema = z.object({
  customer_id: z.uuid().optional().catch(undefined),
  plan_code: z.enum(PLAN_CODES).optional().catch(undefined),
  // An invoice checkout's record (issue 38 item 3): the session pays invoices, not a plan.
  invoice_checkout_id: z.uuid().optional().catch(undefined),
  // A quote deposit's checkout record (issue 38 item 4): the session pays one signed quote's deposit.
  quote_checkout_id: z.uuid().optional().catch(undefined),
});

export const CheckoutSessionSchema = z.object({
  id: z.string(),
  mode: z.enum(["payment", "subscription", "setup"]),
  client_reference_id: z.string().nullish(),
  customer: ExpandableId,
  subscription: ExpandableId,
  invoice: ExpandableId,
  payment_intent: ExpandableId,
  payment_status: z.string(),
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
  metadata: Metadata,
});
export type CheckoutSessionObject = z.infer<typeof CheckoutSessionSchema>;

export const SubscriptionSchema = z.object({
  id: z.string(),
  customer: ExpandableId,
  status: z.string(),
  cancel_at_period_end: z.boolean().nullish(),
  // A scheduled end (Unix seconds). Newer API versions and the customer portal set it, with or without
  // cancel_at_period_end; it may fall before the period's end.
  cancel_at: z.number().int().nullish(),
  // Older API versions kept the period on the subscription; current ones keep it on each item.
  current_period_end: z.number().int().nullish(),
  items: z.object({ data: z.array(z.object({ current_period_end: z.number().int().nullish() })) }).nullish(),
  metadata: Metadata,
});
export type SubscriptionObject = z.infer<typeof SubscriptionSchema>;

export const InvoiceSchema = z.object({
  id: z.string(),
  customer: ExpandableId,
  amount_paid: z.number().int(),
  amount_due: z.number().int(),
  currency: z.string(),
  // Older API versions named the subscription on the invoice itself.
  subscription: ExpandableId,
  parent: z
    .object({
      subscription_details: z.object({ subscription: ExpandableId, metadata: Metadata }).nullish(),
    })
    .nullish(),
});
export type InvoiceObject = z.infer<typeof InvoiceSchema>;

/** The end of the paid period: the latest item's period end (or the legacy field). */
export function subscriptionPeriodEnd(subscription: SubscriptionObject): Date | null {
  const ends = (subscription.items?.data ?? [])
    .map((item) => item.current_period_end)
    .filter((end): end is number => typeof end === "number");
  if (typeof subscription.current_period_end === "number") ends.push(subscription.current_period_end);
  return ends.length > 0 ? new Date(Math.max(...ends) * 1000) : null;
}

/**
 * When a scheduled cancellation ends the subscription: Stripe's cancel_at, else the period's end when
 * cancel_at_period_end is set; null when it renews.
 */
export function subscriptionEndsAt(subscription: SubscriptionObject): Date | null {
  if (typeof subscription.cancel_at === "number") return new Date(subscription.cancel_at * 1000);
  return subscription.cancel_at_period_end ? subscriptionPeriodEnd(subscription) : null;
}
