import { eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { serviceHistory } from "~/db/schema";
import { businessToday } from "~/domain/customers/due-soon-date";

/**
 * A service record's payment status comes from its invoice (issue 38, ADR 084): paid when the invoice is paid,
 * overdue when it is open past its due date (Miami's calendar), pending while open otherwise. A draft changes nothing
 * (the record keeps what the completion said until the invoice is sent) and neither does a void: nothing is owed, and
 * the record's screen shows the invoice's void with its reason.
 */
export async function followInvoiceServiceRecord(
  tx: Executor,
  invoice: { serviceHistoryId: string | null; status: string; dueDate: string | null },
  now: Date,
): Promise<void> {
  if (!invoice.serviceHistoryId) return;
  const status =
    invoice.status === "paid"
      ? "paid"
      : invoice.status === "open"
        ? invoice.dueDate && invoice.dueDate < businessToday(now)
          ? "overdue"
          : "pending"
        : null;
  if (!status) return;
  await tx
    .update(serviceHistory)
    .set({ paymentStatus: status, updatedAt: sql`now()` })
    .where(eq(serviceHistory.id, invoice.serviceHistoryId));
}
