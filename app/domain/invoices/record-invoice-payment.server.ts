import { eq, sql } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { invoicePayments, invoices, type InvoicePaymentMethod } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { followInvoiceServiceRecord } from "./follow-invoice-service-record.server";
import { InvoicePaymentSchema } from "./invoice-schemas";
import { knownInvoiceId, loadInvoiceForUpdate } from "./load-invoice-for-update.server";
import { refreshCustomerBalance } from "./refresh-customer-balance.server";

/**
 * Staff record a payment against an invoice (issue 38): on site by card, cash or check, partial or whole. The invoice
 * is paid when nothing is left; a draft takes it as a deposit. The amount comes from the form in dollars and is
 * checked here against what is owed. BAD_INPUT with field keys, NOT_FOUND, CONFLICT for a void or paid invoice.
 */
export async function recordInvoicePayment(input: {
  actor: Pick<SessionUser, "id">;
  invoiceId: unknown;
  form: unknown;
  now?: Date;
}): Promise<{ status: string; balanceCents: number }> {
  const id = knownInvoiceId(input.invoiceId);
  const parsed = InvoicePaymentSchema.safeParse(input.form ?? {});
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    throw new AppError("BAD_INPUT", "The payment form has invalid fields", fieldErrors);
  }
  const db = await database();
  return db.transaction((tx) =>
    recordPaymentInTransaction(tx, {
      invoiceId: id,
      amountCents: parsed.data.amountCents,
      method: parsed.data.method,
      reference: parsed.data.reference ?? null,
      actor: input.actor,
      now: input.now ?? new Date(),
    }),
  );
}

/**
 * The payment itself, in the caller's transaction (the completion records an on-site payment with it). A Stripe
 * payment names its payment intent (and session): the same one recorded twice for an invoice changes nothing the
 * second time (exactly once); one session may pay several invoices.
 */
export async function recordPaymentInTransaction(
  tx: Executor,
  input: {
    invoiceId: string;
    amountCents: number;
    method: InvoicePaymentMethod;
    reference: string | null;
    stripePaymentIntentId?: string;
    stripeCheckoutSessionId?: string;
    actor: { id: string } | null;
    now: Date;
  },
): Promise<{ status: string; balanceCents: number; duplicate?: true }> {
  const invoice = await loadInvoiceForUpdate(tx, input.invoiceId);
  const [inserted] = await tx
    .insert(invoicePayments)
    .values({
      invoiceId: invoice.id,
      amountCents: input.amountCents,
      method: input.method,
      reference: input.reference,
      stripePaymentIntentId: input.stripePaymentIntentId ?? null,
      stripeCheckoutSessionId: input.stripeCheckoutSessionId ?? null,
      receivedAt: input.now,
      recordedBy: input.actor?.id ?? null,
    })
    // A payment intent or Checkout session pays each invoice once (unique per invoice): a repeat inserts nothing.
    .onConflictDoNothing()
    .returning({ id: invoicePayments.id });
  if (!inserted) return { status: invoice.status, balanceCents: invoice.balanceCents, duplicate: true };
  if (invoice.status === "void")
    throw new AppError("CONFLICT", `Invoice ${invoice.number} is void (${invoice.voidReason}): it cannot be paid`);
  if (invoice.status === "paid") throw new AppError("CONFLICT", `Invoice ${invoice.number} is already paid`);
  if (input.amountCents > invoice.balanceCents)
    throw new AppError("BAD_INPUT", "The payment is more than the invoice's balance", { amount: "moreThanOwed" });
  const paidCents = invoice.paidCents + input.amountCents;
  const balanceCents = invoice.totalCents - paidCents;
  const status = invoice.status === "open" && balanceCents === 0 ? "paid" : invoice.status;
  await tx
    .update(invoices)
    .set({
      paidCents,
      balanceCents,
      status,
      ...(status === "paid" ? { paidAt: input.now } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(invoices.id, invoice.id));
  await followInvoiceServiceRecord(tx, { ...invoice, status }, input.now);
  await refreshCustomerBalance(tx, invoice.customerId);
  await recordAudit(tx, {
    actor: input.actor,
    action: "invoice.payment",
    entity: "invoice",
    entityId: invoice.id,
    details: { number: invoice.number, amountCents: input.amountCents, method: input.method, balanceCents, status },
  });
  return { status, balanceCents };
}
