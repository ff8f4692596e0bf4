import { eq } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { customers } from "~/db/schema";
import { addDays, businessDateOf } from "~/domain/analytics/analytics-calendar";
import { AppError, isAppError } from "~/domain/app-error";
import { readMemberBenefits } from "~/domain/plans/read-member-benefits.server";
import { zonesForZip } from "~/domain/scheduling/zones-for-zip.server";
import { planVisitsOfCustomer, type OwnPlanVisit } from "./customer-plan-visits.server";
import { knownPlanVisitId } from "./plan-visit-id";
import { freeChoices, type PlanVisitWindowChoice } from "./show-plan-visit-window.server";

/** The portal's "Choose a time" page for one of the customer's own plan visits. */
export type OwnPlanVisitPage = {
  visit: OwnPlanVisit;
  /** bookable: `windows` are its choices (possibly none free); not-waiting: booked or done already; the two others:
   * the record's zip code is missing or in no zone the schedule serves (the page then gives the office's phone). */
  reason: "bookable" | "not-waiting" | "not-open-yet" | "no-zip-code" | "outside-area";
  /** The due date has passed (the page then offers the soonest windows). */
  late: boolean;
  /** Free windows of the customer's zone nearest the due date, as the one-tap page offers them. */
  windows: PlanVisitWindowChoice[];
};

/** How far past the due date (or today, for a late visit) the page looks for free windows. */
const WINDOWS_PAST_DUE_DAYS = 14;

/**
 * "Choose a time" for a plan visit in the portal (issue 37 item 4): the visit and the free windows of the customer's
 * zone near its due date, as the customer ("self") may book them. The visit must be the signed-in customer's own,
 * found through `customers.user_id`: anyone else's id, a malformed one or an old plan year's is NOT_FOUND (never a
 * 403 that would say it exists). A visit due more than PLAN_VISIT_OPEN_AHEAD_DAYS ahead is `not-open-yet`: its time is
 * chosen when it is offered.
 */
export async function readOwnPlanVisit(input: {
  user: Pick<SessionUser, "id">;
  planVisitId: string;
  now?: Date;
}): Promise<OwnPlanVisitPage> {
  const planVisitId = knownPlanVisitId(input.planVisitId);
  const now = input.now ?? new Date();
  const db = await database();
  const [record] = await db
    .select({ id: customers.id, zipCode: customers.zipCode })
    .from(customers)
    .where(eq(customers.userId, input.user.id))
    .limit(1);
  const visits = record ? await planVisitsOfCustomer(db, { customerId: record.id, now }) : [];
  const visit = visits.find((candidate) => candidate.id === planVisitId);
  if (!record || !visit) throw new AppError("NOT_FOUND", `No plan visit ${input.planVisitId} of this customer`);
  const today = businessDateOf(now);
  const late = visit.dueDate < today;
  if (visit.state !== "waiting") return { visit, late, reason: "not-waiting", windows: [] };
  if (!visit.canChooseTime) return { visit, late, reason: "not-open-yet", windows: [] };
  if (!record.zipCode) return { visit, late, reason: "no-zip-code", windows: [] };
  try {
    await zonesForZip({ zipCode: record.zipCode, executor: db });
  } catch (error) {
    // The zip code on the record was typed by hand: one the schedule does not serve is a call to the office.
    if (isAppError(error) && (error.code === "OUTSIDE_AREA" || error.code === "BAD_INPUT"))
      return { visit, late, reason: "outside-area", windows: [] };
    throw error;
  }
  const target = late ? today : visit.dueDate;
  const free = await freeChoices({
    member: await readMemberBenefits(db, { customerId: record.id, now }),
    zipCode: record.zipCode,
    through: addDays(target, WINDOWS_PAST_DUE_DAYS),
    dueDate: visit.dueDate,
    now,
  });
  return { visit, late, reason: "bookable", windows: free.choices };
}
