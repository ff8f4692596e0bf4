import { eq } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { customers, plans, planVisits } from "~/db/schema";
import { knownPlanVisitId } from "./plan-visit-id";
import { AppError, isAppError } from "~/domain/app-error";
import { listWindowPicker, type WindowPickerData } from "~/domain/scheduling/list-window-picker.server";
import type { Locale } from "~/i18n/catalog";
import { PLAN_VISIT_SERVICE_TYPE } from "./offer-plan-visit.server";
import { BOOKABLE_PLAN_VISIT_STATUSES } from "./plan-visit-states";

/** The plan visit staff are booking, and the windows of its customer's zone (free or taken), one page of days. */
export type PlanVisitWindows = {
  visit: { id: string; customerName: string; planName: string; dueDate: string };
  /** Null when the visit can no longer be booked here (booked or done meanwhile), or its customer's zip code is missing
   * or in no zone the schedule serves. */
  picker: WindowPickerData | null;
  reason: "bookable" | "not-waiting" | "no-zip-code" | "outside-area";
};

/**
 * What "Book a window" on the follow-up list shows (issue 37 item 3): the visit and the arrival windows staff may book
 * for it in its customer's zone, from `from` (today by default), as staff see them. Staff only. NOT_FOUND for an
 * unknown visit; a zip code in no zone is said on the panel (reason `outside-area`), not an error page.
 */
export async function readPlanVisitWindows(input: {
  actor: Pick<SessionUser, "isAdmin">;
  planVisitId: string;
  locale: Locale;
  from?: string | null;
  now?: Date;
}): Promise<PlanVisitWindows> {
  if (!input.actor.isAdmin) throw new AppError("FORBIDDEN", "Only staff can book a plan visit for a customer");
  const planVisitId = knownPlanVisitId(input.planVisitId);
  const db = await database();
  const [row] = await db
    .select({
      id: planVisits.id,
      status: planVisits.status,
      dueDate: planVisits.dueDate,
      firstName: customers.firstName,
      lastName: customers.lastName,
      zipCode: customers.zipCode,
      planName: input.locale === "es" ? plans.nameEs : plans.name,
    })
    .from(planVisits)
    .innerJoin(customers, eq(customers.id, planVisits.customerId))
    .innerJoin(plans, eq(plans.code, planVisits.planCode))
    .where(eq(planVisits.id, planVisitId));
  if (!row) throw new AppError("NOT_FOUND", `No plan visit ${input.planVisitId}`);
  const visit = {
    id: row.id,
    customerName: `${row.firstName} ${row.lastName}`.trim(),
    planName: row.planName,
    dueDate: row.dueDate,
  };
  if (!(BOOKABLE_PLAN_VISIT_STATUSES as readonly string[]).includes(row.status))
    return { visit, picker: null, reason: "not-waiting" };
  if (!row.zipCode) return { visit, picker: null, reason: "no-zip-code" };
  try {
    const picker = await listWindowPicker({
      serviceType: PLAN_VISIT_SERVICE_TYPE,
      zipCode: row.zipCode,
      from: input.from,
      booker: "staff",
      now: input.now,
    });
    return { visit, picker, reason: "bookable" };
  } catch (error) {
    // The record's zip code was typed by hand: one the schedule does not serve is the office's to fix, not a crash.
    if (isAppError(error) && (error.code === "OUTSIDE_AREA" || error.fieldErrors?.zipCode))
      return { visit, picker: null, reason: "outside-area" };
    throw error;
  }
}
