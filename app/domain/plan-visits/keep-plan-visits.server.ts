import { and, desc, eq, inArray } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { orders, planVisits, subscriptions } from "~/db/schema";
import { addDays, businessDateOf } from "~/domain/analytics/analytics-calendar";
import { SUBSCRIBED_STATUSES, type PaidPlanCode } from "~/domain/billing/billing-schemas";
import { visitOnResume } from "~/domain/plans/plan-visit-dates";
import { PLAN_VISIT_OPEN_AHEAD_DAYS } from "~/domain/plans/plan-visit-schedule";
import { enqueuePlanVisitOffer } from "./plan-visit-offer-job.server";
import { OPEN_PLAN_VISIT_STATUSES } from "./plan-visit-states";
import { syncNextServiceDue } from "./sync-next-service-due.server";

/** Which plan a visit belongs to: a subscription, or the paid order of a one-time Basic visit. */
export type PlanRef = { subscriptionId: string } | { orderId: string };

function planColumnMatch(plan: PlanRef) {
  return "subscriptionId" in plan
    ? eq(planVisits.subscriptionId, plan.subscriptionId)
    : eq(planVisits.orderId, plan.orderId);
}

/**
 * Makes the visit a plan in effect owes, when it has none open (issue 37 item 1): the first, due on the day the plan
 * starts; after a pause, the one after its last completed visit (never due before the day it resumed). In the
 * caller's transaction, beside the write that started or resumed the plan. Running it again changes nothing: an open
 * visit stops it, and the unique (plan, visit number) index stops a concurrent twin. Answers the visit made, if any.
 */
export async function ensurePlanVisit(
  tx: Executor,
  input: { plan: PlanRef; customerId: string; planCode: PaidPlanCode; now: Date },
): Promise<{ id: string; visitNumber: number; dueDate: string } | null> {
  const match = planColumnMatch(input.plan);
  const [open] = await tx
    .select({ id: planVisits.id })
    .from(planVisits)
    .where(and(match, inArray(planVisits.status, [...OPEN_PLAN_VISIT_STATUSES])))
    .limit(1);
  if (open) return null;
  const [lastDone] = await tx
    .select({ visitNumber: planVisits.visitNumber, completedAt: planVisits.completedAt })
    .from(planVisits)
    .where(and(match, eq(planVisits.status, "done")))
    .orderBy(desc(planVisits.visitNumber))
    .limit(1);
  const next = visitOnResume({
    planCode: input.planCode,
    resumedOn: businessDateOf(input.now),
    lastDone: lastDone
      ? { visitNumber: lastDone.visitNumber, completedOn: businessDateOf(lastDone.completedAt ?? input.now) }
      : null,
  });
  if (!next) return null;
  const [made] = await tx
    .insert(planVisits)
    .values({
      ...("subscriptionId" in input.plan
        ? { subscriptionId: input.plan.subscriptionId }
        : { orderId: input.plan.orderId }),
      customerId: input.customerId,
      planCode: input.planCode,
      visitNumber: next.visitNumber,
      dueDate: next.dueDate,
    })
    .onConflictDoNothing()
    .returning({ id: planVisits.id, visitNumber: planVisits.visitNumber, dueDate: planVisits.dueDate });
  // A visit due within the daily run's reach is offered at once: a new member hears from us the day they join.
  if (made && made.dueDate <= addDays(businessDateOf(input.now), PLAN_VISIT_OPEN_AHEAD_DAYS))
    await enqueuePlanVisitOffer(tx, made.id);
  return made ?? null;
}

/**
 * After a webhook wrote a subscription: a subscription in effect (active, trialing, past due) with a customer gets
 * its open visit; one that ended gets none (its open visit waits, and the daily job offers nothing for it).
 */
export async function keepSubscriptionPlanVisits(
  tx: Executor,
  input: { stripeSubscriptionId: string; now: Date },
): Promise<void> {
  const [row] = await tx
    .select({
      id: subscriptions.id,
      customerId: subscriptions.customerId,
      planCode: subscriptions.planCode,
      status: subscriptions.status,
    })
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, input.stripeSubscriptionId));
  if (!row?.customerId) return;
  if ((SUBSCRIBED_STATUSES as readonly string[]).includes(row.status))
    await ensurePlanVisit(tx, {
      plan: { subscriptionId: row.id },
      customerId: row.customerId,
      planCode: row.planCode as PaidPlanCode,
      now: input.now,
    });
  // The record follows however the plan moved: started, resumed, or ended (its last date then stays, editable).
  await syncNextServiceDue(tx, row.customerId);
}

/** After a checkout paid a one-time Basic visit: that order's one plan visit, due the day it was paid. */
export async function keepBasicOrderPlanVisit(
  tx: Executor,
  input: { stripeCheckoutSessionId: string; now: Date },
): Promise<void> {
  const [row] = await tx
    .select({ id: orders.id, customerId: orders.customerId, planCode: orders.planCode, status: orders.status })
    .from(orders)
    .where(eq(orders.stripeCheckoutSessionId, input.stripeCheckoutSessionId));
  if (!row?.customerId || row.planCode !== "basic" || row.status !== "paid") return;
  await ensurePlanVisit(tx, {
    plan: { orderId: row.id },
    customerId: row.customerId,
    planCode: "basic",
    now: input.now,
  });
  await syncNextServiceDue(tx, row.customerId);
}
