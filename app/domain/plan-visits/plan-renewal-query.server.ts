import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { BUSINESS_TIME_ZONE } from "~/config/business-rules";
import { orders, planVisits, subscriptions } from "~/db/schema";
import { SUBSCRIBED_STATUSES } from "~/domain/billing/billing-schemas";
import { BASIC_NEXT_VISIT_AFTER_MONTHS } from "~/domain/plans/plan-anniversaries";

/**
 * The SQL side of renewal (issue 37 item 6): which plans have an anniversary, or a Basic next-visit offer, dated within
 * a span, so the daily run and the office screen read only those rows. The dates are the same arithmetic as
 * `plan-anniversaries.ts` (PostgreSQL's year and month intervals hold a 29 February or a 31st to the month's end, as
 * addMonthsToDate does); the daily run checks each row again with the pure functions, which stay the authority.
 */

/** The job dedupe key that makes a renewal notice once per subscription and anniversary. */
export function renewalNoticeKey(subscriptionId: string, anniversaryDate: string): string {
  return `plan-renewal-notice:${subscriptionId}:${anniversaryDate}`;
}

/** The job dedupe key that makes Basic's next-visit offer once per order. */
export function basicOfferKey(orderId: string): string {
  return `plan-basic-offer:${orderId}`;
}

/** A monthly plan's start: the business date its subscription row was written (the day Stripe reported it). */
export const subscriptionStartSql = sql<string>`(${subscriptions.createdAt} at time zone ${BUSINESS_TIME_ZONE})::date`;

/** The start as "YYYY-MM-DD" text, whatever the driver makes of a date column. */
export const subscriptionStartTextSql = sql<string>`to_char(${subscriptionStartSql}, 'YYYY-MM-DD')`;

/** The subscription's next anniversary on or after `today` (a date; never the start itself). */
function nextAnniversaryDateSql(today: string): SQL {
  const years = sql`(extract(year from ${today}::date)::int - extract(year from ${subscriptionStartSql})::int)`;
  const thisYear = sql`(${subscriptionStartSql} + make_interval(years => ${years}))::date`;
  const nextYear = sql`(${subscriptionStartSql} + make_interval(years => ${years} + 1))::date`;
  return sql`(case when ${years} >= 1 and ${thisYear} >= ${today}::date then ${thisYear} else ${nextYear} end)`;
}

/** The next anniversary as "YYYY-MM-DD". */
export function nextAnniversarySql(today: string): SQL<string> {
  return sql<string>`to_char(${nextAnniversaryDateSql(today)}, 'YYYY-MM-DD')`;
}

/**
 * Subscriptions that renew on an anniversary from `today` to `lastDate`: in a subscribed status, with a customer,
 * and not scheduled to end (a plan the customer cancelled does not renew, so it is told nothing).
 */
export function renewingWithin(today: string, lastDate: string): SQL {
  return and(
    inArray(subscriptions.status, [...SUBSCRIBED_STATUSES]),
    isNotNull(subscriptions.customerId),
    eq(subscriptions.cancelAtPeriodEnd, false),
    isNull(subscriptions.endsAt),
    sql`${nextAnniversaryDateSql(today)} <= ${lastDate}::date`,
  )!;
}

/**
 * The day a Basic order's next visit is offered from: its visit's completion, or the purchase for an order that has
 * no plan visit at all (bought before plan visits were kept). Join `planVisits` on the order first.
 */
const basicBaseInstant = sql`coalesce(${planVisits.completedAt}, ${orders.createdAt})`;
export const basicOfferDateSql = sql<string>`to_char(((${basicBaseInstant} at time zone ${BUSINESS_TIME_ZONE})::date + make_interval(months => ${BASIC_NEXT_VISIT_AFTER_MONTHS}))::date, 'YYYY-MM-DD')`;
export const basicBaseDateSql = sql<string>`to_char((${basicBaseInstant} at time zone ${BUSINESS_TIME_ZONE})::date, 'YYYY-MM-DD')`;

/** How to join an order's one Basic visit. */
export const basicVisitJoin = eq(planVisits.orderId, orders.id);

/**
 * Paid Basic orders whose next visit is offered from `firstDate` to `lastDate`: the visit was done (one still open is
 * owed first, and the office follows it up), the customer bought no later Basic visit and has no monthly plan in
 * effect (a member's visits come with the plan).
 */
export function basicOfferWithin(firstDate: string, lastDate: string): SQL {
  return and(
    eq(orders.status, "paid"),
    eq(orders.planCode, "basic"),
    isNotNull(orders.customerId),
    or(isNull(planVisits.id), eq(planVisits.status, "done")),
    sql`${basicOfferDateSql} between ${firstDate} and ${lastDate}`,
    sql`not exists (select 1 from orders later where later.customer_id = ${orders.customerId} and later.status = 'paid'
      and later.plan_code = 'basic' and later.created_at > ${orders.createdAt})`,
    sql`not exists (select 1 from subscriptions member where member.customer_id = ${orders.customerId}
      and member.status in (${sql.join(
        SUBSCRIBED_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      )}))`,
  )!;
}
