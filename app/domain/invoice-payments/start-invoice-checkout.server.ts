import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { database } from "~/db/database.server";
import { customers, invoiceCheckoutItems, invoiceCheckouts, invoices } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { ensureStripeCustomer } from "~/domain/billing/ensure-stripe-customer.server";
import type { Locale } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";
import {
  assertDemoPaymentsAllowed,
  callStripe,
  idempotencyKey,
  stripeClient,
} from "~/integrations/stripe/stripe-client.server";
import { demoInvoiceCheckoutPath } from "./demo-invoice-checkout-token.server";
import { invoiceCheckoutMetadata } from "./invoice-checkout-metadata";

/** Stripe Checkout takes at most 100 line items; a customer with more open invoices pays them in several goes. */
export const MAX_INVOICES_PER_CHECKOUT = 100;

export type StartedInvoiceCheckout = { url: string; checkoutId: string; demo: boolean };

/**
 * Opens one Checkout session that pays the customer's chosen invoices, one line item per invoice (issue 38 item 3).
 * Every amount is the invoice's balance read here, under lock, never a figure from the browser; the checkout record
 * fixes those amounts so the webhook records exactly what was charged. A paid, void or draft invoice, or one of
 * another customer, is refused before anything is charged (CONFLICT with the numbers, or NOT_FOUND). Without a
 * Stripe key it opens the demo checkout, which completes through the same webhook handler.
 */
export async function startInvoiceCheckout(input: {
  customerId: string;
  invoiceIds: readonly string[];
  locale: Locale;
  /** The page the customer pays from: Stripe's cancel and success return here (never stored: it may hold a link). */
  returnPath: string;
  /** Where the payment was started, stored on the checkout: the portal's path, or the link page's without its token. */
  startedFrom: string;
  origin: string;
}): Promise<StartedInvoiceCheckout> {
  const invoiceIds = [...new Set(input.invoiceIds)];
  if (invoiceIds.length === 0) throw new AppError("BAD_INPUT", "Choose at least one invoice", { invoice: "required" });
  if (invoiceIds.length > MAX_INVOICES_PER_CHECKOUT)
    throw new AppError("BAD_INPUT", "Too many invoices for one payment", { invoice: "tooMany" });
  // Without a Stripe key only a demo start may take payments: refused before any record is made.
  const stripe = await stripeClient();
  if (!stripe) assertDemoPaymentsAllowed();
  const db = await database();
  const made = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.customerId, input.customerId), inArray(invoices.id, invoiceIds)))
      .orderBy(invoices.dueDate, invoices.number)
      .for("update");
    if (rows.length !== invoiceIds.length) throw new AppError("NOT_FOUND", "Invoice not found");
    const unpayable = rows.filter((row) => row.status !== "open" || row.balanceCents <= 0);
    if (unpayable.length > 0)
      throw new AppError(
        "CONFLICT",
        `Invoice ${unpayable.map((row) => row.number ?? row.id).join(", ")} cannot be paid: it is ${unpayable[0]!.status}`,
        { invoice: unpayable[0]!.status === "void" ? "void" : "paid" },
      );
    const [customer] = await tx.select().from(customers).where(eq(customers.id, input.customerId));
    if (!customer) throw new AppError("NOT_FOUND", "Customer not found");
    const totalCents = rows.reduce((sum, row) => sum + row.balanceCents, 0);
    const [checkout] = await tx
      .insert(invoiceCheckouts)
      .values({ customerId: customer.id, totalCents, locale: input.locale, returnPath: input.startedFrom })
      .returning({ id: invoiceCheckouts.id });
    await tx.insert(invoiceCheckoutItems).values(
      rows.map((row, position) => ({
        checkoutId: checkout!.id,
        invoiceId: row.id,
        position,
        amountCents: row.balanceCents,
      })),
    );
    return { checkoutId: checkout!.id, customer, totalCents, rows };
  });

  const origin = input.origin.replace(/\/+$/, "");
  const stripeCustomerId = await ensureStripeCustomer({ stripe, customer: made.customer });
  const metadata = invoiceCheckoutMetadata({ customerId: made.customer.id, checkoutId: made.checkoutId });
  const successPath = `${input.returnPath}${input.returnPath.includes("?") ? "&" : "?"}paid=1`;
  if (!stripe) {
    const url = `${origin}${localizedPath(demoInvoiceCheckoutPath(made.checkoutId, input.returnPath), input.locale)}`;
    await setSessionId(made.checkoutId, `cs_demo_${made.checkoutId.replace(/-/g, "")}`);
    return { url, checkoutId: made.checkoutId, demo: true };
  }
  const params: Stripe.Checkout.SessionCreateParams = {
    mode: "payment",
    customer: stripeCustomerId,
    client_reference_id: made.customer.id,
    metadata,
    payment_intent_data: { metadata },
    line_items: made.rows.map((row) => ({
      quantity: 1,
      price_data: {
        currency: "usd",
        unit_amount: row.balanceCents,
        product_data: { name: invoiceLineName(row.number, input.locale) },
      },
    })),
    success_url: `${origin}${successPath}`,
    cancel_url: `${origin}${input.returnPath}`,
    locale: input.locale === "es" ? "es" : "en",
  };
  const session = await callStripe("invoice checkout session creation", () =>
    stripe.checkout.sessions.create(params, { idempotencyKey: idempotencyKey(`invoices-${made.checkoutId}`, params) }),
  );
  if (!session.url) throw new AppError("UPSTREAM_FAILED", `Stripe checkout session ${session.id} has no URL`);
  await setSessionId(made.checkoutId, session.id);
  return { url: session.url, checkoutId: made.checkoutId, demo: false };
}

function invoiceLineName(number: string | null, locale: Locale): string {
  return locale === "es" ? `Factura ${number ?? ""}`.trim() : `Invoice ${number ?? ""}`.trim();
}

/**
 * Notes the session on its checkout. A webhook faster than this answer has set it already (from the event), so
 * only an unset id is written.
 */
async function setSessionId(checkoutId: string, sessionId: string): Promise<void> {
  const db = await database();
  await db
    .update(invoiceCheckouts)
    .set({ stripeCheckoutSessionId: sessionId, updatedAt: sql`now()` })
    .where(and(eq(invoiceCheckouts.id, checkoutId), isNull(invoiceCheckouts.stripeCheckoutSessionId)));
}
