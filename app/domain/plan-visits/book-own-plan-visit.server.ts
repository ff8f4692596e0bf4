import { and, eq } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { customers, planVisits } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Locale } from "~/i18n/catalog";
import { bookLockedPlanVisit, type PlanVisitBooked } from "./book-locked-plan-visit.server";
import { knownPlanVisitId } from "./plan-visit-id";
import { addDays, businessDateOf } from "~/domain/analytics/analytics-calendar";
import { PLAN_VISIT_OPEN_AHEAD_DAYS } from "~/domain/plans/plan-visit-schedule";
import { readMemberBenefits } from "~/domain/plans/read-member-benefits.server";
import { BOOKABLE_PLAN_VISIT_STATUSES } from "./plan-visit-states";

/**
 * "Book" on the portal's "Choose a time" page (issue 37 item 4): the signed-in customer books one of their own plan
 * visits into a window, in ONE transaction that locks the visit first, as the one-tap link and the office do (they
 * share bookLockedPlanVisit), so a link, the office and the portal at the same moment make one booking. Booked as the
 * customer ("self": lead time and capacity under the day's lock). Throws NOT_FOUND for a visit that is not the
 * customer's (never FORBIDDEN: it would say the visit exists), CONFLICT for one no longer waiting for a time,
 * BAD_INPUT (`notOpenYet`) for one due more than PLAN_VISIT_OPEN_AHEAD_DAYS ahead (chosen when it is offered), and
 * bookWindow's refusals (WINDOW_TAKEN with the next free windows, BAD_INPUT for a window that is not one).
 */
export async function bookOwnPlanVisit(input: {
  user: Pick<SessionUser, "id">;
  planVisitId: string;
  windowId: string;
  locale: Locale;
  now?: Date;
}): Promise<PlanVisitBooked> {
  const planVisitId = knownPlanVisitId(input.planVisitId);
  const db = await database();
  return db.transaction(async (tx) => {
    const [customer] = await tx.select().from(customers).where(eq(customers.userId, input.user.id)).limit(1);
    const [visit] = customer
      ? await tx
          .select()
          .from(planVisits)
          .where(and(eq(planVisits.id, planVisitId), eq(planVisits.customerId, customer.id)))
          .for("update")
      : [];
    if (!customer || !visit) throw new AppError("NOT_FOUND", `No plan visit ${input.planVisitId} of this customer`);
    if (!(BOOKABLE_PLAN_VISIT_STATUSES as readonly string[]).includes(visit.status))
      throw new AppError("CONFLICT", `Plan visit ${visit.id} is ${visit.status}, not waiting for a time`);
    if (visit.dueDate > addDays(businessDateOf(input.now ?? new Date()), PLAN_VISIT_OPEN_AHEAD_DAYS))
      throw new AppError("BAD_INPUT", `Plan visit ${visit.id} is not open for booking yet`, { window: "notOpenYet" });
    // The member's priority, read in this transaction from our tables, as the offer's link books (ADR 083).
    const member = await readMemberBenefits(tx, { customerId: customer.id, now: input.now });
    return bookLockedPlanVisit(tx, {
      visit,
      customer,
      windowId: input.windowId,
      booker: { kind: "self", member },
      locale: input.locale,
      now: input.now,
    });
  });
}
