import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { planVisits } from "~/db/schema";
import { businessDateOf } from "~/domain/analytics/analytics-calendar";
import type { PaidPlanCode } from "~/domain/billing/billing-schemas";
import { nextVisitAfterCompletion } from "~/domain/plans/plan-visit-dates";
import { planInEffect } from "./plan-in-effect.server";
import { syncNextServiceDue } from "./sync-next-service-due.server";

/**
 * A plan visit follows the appointment it became (ADR 078: called from changeVisitState, in its transaction):
 * - completed: the plan visit is done, and the plan's next visit is made, dated from this completion, if the plan
 *   is still in effect and owes more (Basic owes one);
 * - cancelled: the plan visit waits for a new booking again (due; the daily job offers it anew);
 * - re-opened after completion: booked again, and the next visit it made is removed while nobody has acted on it.
 * An appointment that is no plan visit changes nothing.
 */
export async function followPlanVisitAppointment(
  tx: Executor,
  input: { appointmentId: string; to: "completed" | "cancelled" | "confirmed"; reopened: boolean; now: Date },
): Promise<void> {
  const [visit] = await tx
    .select()
    .from(planVisits)
    .where(eq(planVisits.appointmentId, input.appointmentId))
    .for("update");
  if (!visit) return;
  await followVisit(tx, visit, input);
  // Done, re-opened or waiting again: the customer record's next service follows (issue 37 item 4).
  await syncNextServiceDue(tx, visit.customerId);
}

async function followVisit(
  tx: Executor,
  visit: typeof planVisits.$inferSelect,
  input: { to: "completed" | "cancelled" | "confirmed"; reopened: boolean; now: Date },
): Promise<void> {
  if (input.to === "completed") {
    if (visit.status === "done") return;
    await tx
      .update(planVisits)
      .set({ status: "done", completedAt: input.now, updatedAt: sql`now()` })
      .where(eq(planVisits.id, visit.id));
    const next = nextVisitAfterCompletion({
      planCode: visit.planCode as PaidPlanCode,
      planInEffect: await planInEffect(tx, visit),
      completedVisitNumber: visit.visitNumber,
      completedOn: businessDateOf(input.now),
    });
    if (!next) return;
    await tx
      .insert(planVisits)
      .values({
        subscriptionId: visit.subscriptionId,
        orderId: visit.orderId,
        customerId: visit.customerId,
        planCode: visit.planCode,
        visitNumber: next.visitNumber,
        dueDate: next.dueDate,
      })
      .onConflictDoNothing();
    return;
  }
  if (input.to === "cancelled") {
    await tx
      .update(planVisits)
      .set({ status: "due", appointmentId: null, bookedAt: null, completedAt: null, updatedAt: sql`now()` })
      .where(eq(planVisits.id, visit.id));
    if (visit.status === "done") await removeUntouchedNextVisit(tx, visit);
    return;
  }
  if (input.reopened && visit.status === "done") {
    await tx
      .update(planVisits)
      .set({ status: "booked", completedAt: null, updatedAt: sql`now()` })
      .where(eq(planVisits.id, visit.id));
    await removeUntouchedNextVisit(tx, visit);
  }
}

/** The next visit a completion made, deleted only while it is still merely due (never offered or booked). */
async function removeUntouchedNextVisit(tx: Executor, visit: typeof planVisits.$inferSelect): Promise<void> {
  const samePlan = visit.subscriptionId
    ? eq(planVisits.subscriptionId, visit.subscriptionId)
    : eq(planVisits.orderId, visit.orderId!);
  await tx
    .delete(planVisits)
    .where(and(samePlan, eq(planVisits.visitNumber, visit.visitNumber + 1), eq(planVisits.status, "due")));
}
