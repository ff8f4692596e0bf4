import { and, eq, inArray, isNotNull, or } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { appointments, orders, planVisits, subscriptions } from "~/db/schema";
import { businessDateOf } from "~/domain/analytics/analytics-calendar";
import { SUBSCRIBED_STATUSES, type PaidPlanCode } from "~/domain/billing/billing-schemas";
import { OPEN_PLAN_VISIT_STATUSES } from "./plan-visit-states";

/** The customer's next plan visit: the plan it belongs to and its date (a business date, YYYY-MM-DD). */
export type PlanVisitNextService = { planCode: PaidPlanCode; date: string };

/**
 * The next service a customer's plans owe, or null when their record's next_service_due is theirs to keep (ADR 083,
 * addendum for issue 37 item 4). A customer is a **member** for this rule exactly when they have an open plan visit
 * (due, offered, booked, overdue, follow-up) of a plan in effect: a subscription in a subscribed status (active,
 * trialing, past due) or a paid Basic order, whose one visit is then still open. So a Basic visit done, a plan
 * cancelled, paused or unpaid, or a refunded Basic order makes the record editable again, and it keeps the last date
 * it had. A visit's date is its booked appointment's day in Miami while it is booked (the appointment not cancelled),
 * else its due date; with several plans, the earliest.
 */
export async function planVisitNextService(tx: Executor, customerId: string): Promise<PlanVisitNextService | null> {
  const rows = await tx
    .select({
      planCode: planVisits.planCode,
      status: planVisits.status,
      dueDate: planVisits.dueDate,
      appointmentDate: appointments.appointmentDate,
      appointmentStatus: appointments.status,
    })
    .from(planVisits)
    .leftJoin(subscriptions, eq(subscriptions.id, planVisits.subscriptionId))
    .leftJoin(orders, eq(orders.id, planVisits.orderId))
    .leftJoin(appointments, eq(appointments.id, planVisits.appointmentId))
    .where(
      and(
        eq(planVisits.customerId, customerId),
        inArray(planVisits.status, [...OPEN_PLAN_VISIT_STATUSES]),
        or(
          and(isNotNull(planVisits.subscriptionId), inArray(subscriptions.status, [...SUBSCRIBED_STATUSES])),
          and(isNotNull(planVisits.orderId), eq(orders.status, "paid")),
        ),
      ),
    );
  let next: PlanVisitNextService | null = null;
  for (const row of rows) {
    const booked = row.status === "booked" && row.appointmentDate && row.appointmentStatus !== "cancelled";
    const date = booked ? businessDateOf(row.appointmentDate!) : row.dueDate;
    if (!next || date < next.date) next = { planCode: row.planCode as PaidPlanCode, date };
  }
  return next;
}
