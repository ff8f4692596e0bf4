import { and, eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { invoices } from "~/db/schema";

/**
 * Staff re-opened a completed visit: its draft invoice goes with its service record, so completing it again drafts
 * afresh from what is then recorded. A draft holding a deposit, or an invoice already sent, stays (nothing paid or
 * numbered is ever deleted; staff void a sent one). In the caller's transaction; answers whether a draft went.
 */
export async function discardVisitDraft(tx: Executor, input: { appointmentId: string }): Promise<boolean> {
  const deleted = await tx
    .delete(invoices)
    .where(
      and(eq(invoices.appointmentId, input.appointmentId), eq(invoices.status, "draft"), eq(invoices.paidCents, 0)),
    )
    .returning({ id: invoices.id });
  return deleted.length > 0;
}
