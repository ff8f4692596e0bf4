import { desc, eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { customers, invoiceRefundFlags, invoices, type InvoiceRefundReason } from "~/db/schema";
import { AppError } from "~/domain/app-error";

export type RefundFlagRow = {
  id: string;
  invoiceId: string;
  number: string;
  customerId: string;
  customerName: string;
  amountCents: number;
  reason: InvoiceRefundReason;
  sessionId: string;
  flaggedAt: string;
};

/**
 * "Payments to refund" (issue 38 item 3): money an online checkout took for an invoice voided or paid meanwhile,
 * newest first, for the back office (all, or one invoice's). Staff only.
 */
export async function listRefundFlags(input: {
  actor: { isAdmin: boolean };
  invoiceId?: string;
}): Promise<RefundFlagRow[]> {
  if (!input.actor.isAdmin) throw new AppError("FORBIDDEN", "Only staff can read payments to refund");
  const db = await database();
  const rows = await db
    .select({ flag: invoiceRefundFlags, number: invoices.number, first: customers.firstName, last: customers.lastName })
    .from(invoiceRefundFlags)
    .innerJoin(invoices, eq(invoices.id, invoiceRefundFlags.invoiceId))
    .innerJoin(customers, eq(customers.id, invoiceRefundFlags.customerId))
    .where(input.invoiceId ? eq(invoiceRefundFlags.invoiceId, input.invoiceId) : undefined)
    .orderBy(desc(invoiceRefundFlags.createdAt))
    .limit(100);
  return rows.map(({ flag, number, first, last }) => ({
    id: flag.id,
    invoiceId: flag.invoiceId,
    number: number ?? "",
    customerId: flag.customerId,
    customerName: `${first} ${last}`.trim(),
    amountCents: flag.amountCents,
    reason: flag.reason,
    sessionId: flag.stripeCheckoutSessionId,
    flaggedAt: flag.createdAt.toISOString(),
  }));
}
