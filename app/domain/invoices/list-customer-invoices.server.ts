import { count, desc, eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { invoices } from "~/db/schema";
import type { InvoiceStatus } from "~/db/schema/invoices";

/** How many of a customer's invoices their detail page lists, newest first; the count says how many in all. */
const CUSTOMER_INVOICES_SHOWN = 50;

export type CustomerInvoiceRow = {
  id: string;
  number: string | null;
  status: InvoiceStatus;
  issueDate: string | null;
  totalCents: number;
  balanceCents: number;
};

/** A customer's invoices for the back office's customer page (issue 38). The caller has checked staff access. */
export async function listCustomerInvoices(input: {
  customerId: string;
}): Promise<{ rows: CustomerInvoiceRow[]; total: number }> {
  const db = await database();
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        status: invoices.status,
        issueDate: invoices.issueDate,
        totalCents: invoices.totalCents,
        balanceCents: invoices.balanceCents,
      })
      .from(invoices)
      .where(eq(invoices.customerId, input.customerId))
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(CUSTOMER_INVOICES_SHOWN),
    db.select({ total: count() }).from(invoices).where(eq(invoices.customerId, input.customerId)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
