import { and, eq, isNull, or, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { database } from "~/db/database.server";
import { customers } from "~/db/schema";
import type { CustomerRecord } from "~/domain/customers/ensure-customer-record.server";
import { callStripe, DEMO_ID_MARKER, idempotencyKey, isDemoStripeId } from "~/integrations/stripe/stripe-client.server";
import { demoStripeCustomerId } from "./demo-stripe-events";

/** Stripe remembers an idempotency key for a day; a retry within it returns the customer already made. */
const CUSTOMER_KEY_WINDOW_SECONDS = 24 * 60 * 60;

/**
 * The customer's Stripe customer id, created at Stripe once and stored on their record. Two checkouts started at
 * once send the same idempotency key and so get the same Stripe customer. A made-up demo id is replaced by a real
 * one once Stripe is configured.
 */
export async function ensureStripeCustomer(input: {
  stripe: Stripe | null;
  customer: CustomerRecord;
}): Promise<string> {
  const { stripe, customer } = input;
  const current = customer.stripeCustomerId;
  if (!stripe) {
    if (current) return current;
    return storeStripeCustomerId(customer.id, demoStripeCustomerId(customer.id));
  }
  if (current && !isDemoStripeId(current)) return current;
  const params: Stripe.CustomerCreateParams = {
    email: customer.email ?? undefined,
    name: `${customer.firstName} ${customer.lastName}`.trim(),
    metadata: { customer_id: customer.id, customer_number: customer.customerNumber },
  };
  const created = await callStripe("customer creation", () =>
    stripe.customers.create(params, {
      idempotencyKey: idempotencyKey(`customer-${customer.id}`, params, CUSTOMER_KEY_WINDOW_SECONDS),
    }),
  );
  return storeStripeCustomerId(customer.id, created.id);
}

/** Stores the id unless the record already has a real one (another request won); returns the id in effect. */
async function storeStripeCustomerId(customerId: string, stripeCustomerId: string): Promise<string> {
  const db = await database();
  const replaceable = isDemoStripeId(stripeCustomerId)
    ? isNull(customers.stripeCustomerId)
    : or(isNull(customers.stripeCustomerId), sql`position(${DEMO_ID_MARKER} in ${customers.stripeCustomerId}) > 0`);
  const [stored] = await db
    .update(customers)
    .set({ stripeCustomerId, updatedAt: new Date() })
    .where(and(eq(customers.id, customerId), replaceable))
    .returning({ stripeCustomerId: customers.stripeCustomerId });
  if (stored?.stripeCustomerId) return stored.stripeCustomerId;
  const [existing] = await db
    .select({ stripeCustomerId: customers.stripeCustomerId })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!existing?.stripeCustomerId) throw new Error(`Customer ${customerId} vanished while linking its Stripe customer`);
  return existing.stripeCustomerId;
}
