import { count, desc, eq, sql } from "drizzle-orm";
import { database } from "~/db/database.server";
import { invoices } from "~/db/schema";
import type { InvoiceStatus } from "~/db/schema/invoices";
import { businessToday } from "~/domain/customers/due-soon-date";
import { overdueInvoiceColumn } from "./invoice-overdue.server";

/** How many of a customer's invoices their detail page lists, newest first; the count says how many in all. */
const CUSTOMER_INVOICES_SHOWN = 50;

export type CustomerInvoiceRow = {
  id: string;
  number: string | null;
  status: InvoiceStatus;
  issueDate: string | null;
  totalCents: number;
  balanceCents: number;
  dueDate: string | null;
  /** Open past its due date. */
  overdue: boolean;
};

/**
 * A customer's invoices for the back office's customer page (issue 38), each saying whether it is overdue, and how many
 * are. The caller has checked staff access.
 */
export async function listCustomerInvoices(input: {
  customerId: string;
  now?: Date;
}): Promise<{ rows: CustomerInvoiceRow[]; total: number; overdueCount: number }> {
  const db = await database();
  const today = businessToday(input.now ?? new Date());
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        status: invoices.status,
        issueDate: invoices.issueDate,
        totalCents: invoices.totalCents,
        balanceCents: invoices.balanceCents,
        dueDate: invoices.dueDate,
        overdue: overdueInvoiceColumn(today),
      })
      .from(invoices)
      .where(eq(invoices.customerId, input.customerId))
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(CUSTOMER_INVOICES_SHOWN),
    db
      .select({ total: count(), overdue: sql<number>`count(*) filter (where ${overdueInvoiceColumn(today)})::int` })
      .from(invoices)
      .where(eq(invoices.customerId, input.customerId)),
  ]);
  return { rows, total: counted?.total ?? 0, overdueCount: counted?.overdue ?? 0 };
}
