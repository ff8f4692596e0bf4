import { eq } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { customers, planVisits } from "~/db/schema";
import { knownPlanVisitId } from "./plan-visit-id";
import { AppError } from "~/domain/app-error";
import { bookLockedPlanVisit, type PlanVisitBooked } from "./book-locked-plan-visit.server";
import { planVisitContactOf } from "./plan-visit-contact.server";
import { BOOKABLE_PLAN_VISIT_STATUSES } from "./plan-visit-states";

/**
 * "Book a window" on the office's follow-up list (issue 37 item 3): staff book a plan visit into a window of the
 * customer's zone, in ONE transaction that locks the visit first, so a customer booking from their link at the same
 * moment and staff take turns and one booking is made (the other gets CONFLICT). Staff book as staff (confirmed at
 * once, audited); the confirmation mail and text go in the customer's language. Throws NOT_FOUND for an unknown visit,
 * CONFLICT for one no longer waiting for a time, and bookWindow's refusals (WINDOW_TAKEN when the window was just
 * taken).
 */
export async function bookPlanVisitForStaff(input: {
  actor: Pick<SessionUser, "id" | "isAdmin">;
  planVisitId: string;
  windowId: string;
  now?: Date;
}): Promise<PlanVisitBooked & { customerName: string }> {
  if (!input.actor.isAdmin) throw new AppError("FORBIDDEN", "Only staff can book a plan visit for a customer");
  const planVisitId = knownPlanVisitId(input.planVisitId);
  const db = await database();
  return db.transaction(async (tx) => {
    const [visit] = await tx.select().from(planVisits).where(eq(planVisits.id, planVisitId)).for("update");
    if (!visit) throw new AppError("NOT_FOUND", `No plan visit ${input.planVisitId}`);
    if (!(BOOKABLE_PLAN_VISIT_STATUSES as readonly string[]).includes(visit.status))
      throw new AppError("CONFLICT", `Plan visit ${visit.id} is ${visit.status}, not waiting for a time`);
    const [customer] = await tx.select().from(customers).where(eq(customers.id, visit.customerId));
    if (!customer) throw new AppError("NOT_FOUND", `No customer for plan visit ${visit.id}`);
    const contact = await planVisitContactOf(tx, { customerId: visit.customerId, planCode: visit.planCode });
    const booked = await bookLockedPlanVisit(tx, {
      visit,
      customer,
      windowId: input.windowId,
      booker: { kind: "staff", actor: { id: input.actor.id } },
      locale: contact.locale,
      now: input.now,
    });
    return { ...booked, customerName: `${customer.firstName} ${customer.lastName}`.trim() };
  });
}
