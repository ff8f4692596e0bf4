import { asc, count, eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { customers, jobs, orders, planVisits, plans, subscriptions } from "~/db/schema";
import { addDays } from "~/domain/analytics/analytics-calendar";
import { BASIC_NEXT_VISIT_OFFER_GRACE_DAYS, PLAN_ANNIVERSARIES_AHEAD_DAYS } from "~/domain/plans/plan-anniversaries";
import type { Locale } from "~/i18n/catalog";
import {
  basicOfferDateSql,
  basicOfferWithin,
  basicVisitJoin,
  nextAnniversarySql,
  renewingWithin,
} from "./plan-renewal-query.server";

/** A member the office sees coming up: a monthly plan's anniversary, or Basic's next visit to offer. */
export type PlanAnniversaryRow = {
  customerId: string;
  customerName: string;
  customerNumber: string;
  planName: string;
  /** The anniversary, or the day Basic's next visit is offered from ("YYYY-MM-DD"). */
  date: string;
  /** Whether the renewal notice or the offer e-mail has been queued. */
  sent: boolean;
};

export type PlanAnniversaries = {
  renewals: PlanAnniversaryRow[];
  renewalCount: number;
  basicOffers: PlanAnniversaryRow[];
  basicOfferCount: number;
};

/** Each list shows at most this many members, soonest first, with the full count beside it. */
export const PLAN_ANNIVERSARIES_LIMIT = 100;

/**
 * "Anniversaries coming" on the plan-visit screen (issue 37 item 6), for the overview (staff only, checked there):
 * monthly plans renewing within PLAN_ANNIVERSARIES_AHEAD_DAYS, and Basic customers whose next-visit offer is dated
 * from BASIC_NEXT_VISIT_OFFER_GRACE_DAYS ago (still to go, or gone) to as far ahead; each with whether its mail was
 * queued, read from the job the dedupe key names.
 */
export async function readPlanAnniversaries(
  db: Executor,
  input: { today: string; locale: Locale },
): Promise<PlanAnniversaries> {
  const { today, locale } = input;
  const lastDate = addDays(today, PLAN_ANNIVERSARIES_AHEAD_DAYS);
  const planName = locale === "es" ? plans.nameEs : plans.name;
  const anniversary = nextAnniversarySql(today);
  const renewalWhere = renewingWithin(today, lastDate);
  const renewalRows = await db
    .select({
      customerId: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      customerNumber: customers.customerNumber,
      planName,
      date: anniversary,
      sent: sql<boolean>`${jobs.id} is not null`,
    })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .innerJoin(plans, eq(plans.code, subscriptions.planCode))
    // The dedupe keys of renewalNoticeKey and basicOfferKey, spelled in SQL.
    .leftJoin(jobs, eq(jobs.dedupeKey, sql`'plan-renewal-notice:' || ${subscriptions.id} || ':' || ${anniversary}`))
    .where(renewalWhere)
    .orderBy(asc(anniversary), asc(customers.lastName), asc(subscriptions.id))
    .limit(PLAN_ANNIVERSARIES_LIMIT);
  const [renewalCount] = await db.select({ value: count() }).from(subscriptions).where(renewalWhere);

  const basicWhere = basicOfferWithin(addDays(today, -BASIC_NEXT_VISIT_OFFER_GRACE_DAYS), lastDate);
  const basicRows = await db
    .select({
      customerId: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      customerNumber: customers.customerNumber,
      planName,
      date: basicOfferDateSql,
      sent: sql<boolean>`${jobs.id} is not null`,
    })
    .from(orders)
    .leftJoin(planVisits, basicVisitJoin)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(plans, eq(plans.code, orders.planCode))
    .leftJoin(jobs, eq(jobs.dedupeKey, sql`'plan-basic-offer:' || ${orders.id}`))
    .where(basicWhere)
    .orderBy(asc(basicOfferDateSql), asc(customers.lastName), asc(orders.id))
    .limit(PLAN_ANNIVERSARIES_LIMIT);
  const [basicCount] = await db
    .select({ value: count() })
    .from(orders)
    .leftJoin(planVisits, basicVisitJoin)
    .where(basicWhere);

  const rowOf = (row: (typeof renewalRows)[number]): PlanAnniversaryRow => ({
    customerId: row.customerId,
    customerName: `${row.firstName} ${row.lastName}`.trim(),
    customerNumber: row.customerNumber,
    planName: row.planName,
    date: String(row.date),
    sent: Boolean(row.sent),
  });
  return {
    renewals: renewalRows.map(rowOf),
    renewalCount: renewalCount?.value ?? 0,
    basicOffers: basicRows.map(rowOf),
    basicOfferCount: basicCount?.value ?? 0,
  };
}
