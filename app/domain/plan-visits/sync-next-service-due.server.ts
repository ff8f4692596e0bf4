import { eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { customers, planVisits } from "~/db/schema";
import { planVisitNextService } from "./plan-visit-next-service.server";

/**
 * Sets a member's next_service_due to their next plan visit's date (issue 37 item 4, ADR 083 addendum), in the
 * caller's transaction, beside the plan-visit change that moved it: so the record, and the back office's due-soon
 * figures read from it, never disagree with the visits. A customer who is no member (no open visit of a plan in
 * effect) keeps the value they had: a plan that ended leaves its last date, for staff to change from then on.
 *
 * The customer's row is locked before the visits are read, so two plans of one customer changing at once write the
 * later commit's view, never an earlier one. The record's version (updated_at) moves only when the date does, so a
 * replayed webhook does not turn an open Edit form stale.
 */
export async function syncNextServiceDue(tx: Executor, customerId: string): Promise<void> {
  const [locked] = await tx
    .select({ nextServiceDue: customers.nextServiceDue })
    .from(customers)
    .where(eq(customers.id, customerId))
    // As the balance's refresh: no conflict with the key-share lock of a row just inserted for this customer (the
    // booked appointment), so two such transactions queue instead of deadlocking.
    .for("no key update");
  if (!locked) return;
  const next = await planVisitNextService(tx, customerId);
  // Unchanged: no write, so the cached back-office figures (ADR 050) are not thrown away for nothing.
  if (!next || next.date === locked.nextServiceDue) return;
  await tx
    .update(customers)
    .set({ nextServiceDue: next.date, updatedAt: sql`now()` })
    .where(eq(customers.id, customerId));
}

/** After an appointment moved or was cancelled: the customer of the plan visit it is, if any, follows it. */
export async function syncNextServiceDueOfAppointment(tx: Executor, appointmentId: string): Promise<void> {
  const [visit] = await tx
    .select({ customerId: planVisits.customerId })
    .from(planVisits)
    .where(eq(planVisits.appointmentId, appointmentId));
  if (visit) await syncNextServiceDue(tx, visit.customerId);
}
