import { database } from "~/db/database.server";
import { AppError } from "~/domain/app-error";
import { readMemberBenefits } from "~/domain/plans/read-member-benefits.server";
import type { Locale } from "~/i18n/catalog";
import { bookLockedPlanVisit, type PlanVisitBooked } from "./book-locked-plan-visit.server";
import { offeredWindowId, openPlanVisitLink } from "./open-plan-visit-link.server";
import { BOOKABLE_PLAN_VISIT_STATUSES } from "./plan-visit-states";

export type { PlanVisitBooked };

/**
 * "Book this time" on a plan visit link (issue 37 item 2), in ONE transaction: the link is opened and its plan visit
 * locked, so a second tab (or a second link of the same offer) waits and then finds the visit booked (CONFLICT: one
 * booking, never two); the window (the link's own, or `windowId`, one of the other free windows the page offered when
 * it was taken) is booked under bookWindow's rules as the customer ("self": lead time, capacity and the emergency
 * reserve enforced under the day's lock); the visit becomes booked with its appointment; the confirmation mail (with
 * its manage link) and text are queued. The customer's plan priority (issue 37 item 5) is read inside the transaction. Throws NOT_FOUND for a bad link, CONFLICT for a visit no longer waiting for a
 * time, and bookWindow's refusals (WINDOW_TAKEN with the next free windows, BAD_INPUT for a window that is not one).
 */
export async function bookPlanVisitWindow(input: {
  token: string;
  windowId?: string | null;
  locale: Locale;
  now?: Date;
}): Promise<PlanVisitBooked> {
  const db = await database();
  return db.transaction(async (tx) => {
    const { window, visit, customer } = await openPlanVisitLink(tx, { token: input.token, lock: true });
    if (!(BOOKABLE_PLAN_VISIT_STATUSES as readonly string[]).includes(visit.status))
      throw new AppError("CONFLICT", `Plan visit ${visit.id} is ${visit.status}, not waiting for a time`);
    const chosen = input.windowId?.trim() || offeredWindowId(window);
    // The member's priority, read in this transaction from our tables (the link names a visit, never a benefit).
    const member = await readMemberBenefits(tx, { customerId: customer.id, now: input.now });
    const booker = { kind: "self", member } as const;
    return bookLockedPlanVisit(tx, { visit, customer, windowId: chosen, booker, locale: input.locale, now: input.now });
  });
}
