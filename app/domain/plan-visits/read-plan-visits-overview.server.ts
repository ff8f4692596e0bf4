import { and, asc, count, countDistinct, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { customers, orders, planVisits, plans, subscriptions, type PlanVisitStatus } from "~/db/schema";
import { businessDateOf } from "~/domain/analytics/analytics-calendar";
import { AppError } from "~/domain/app-error";
import { SUBSCRIBED_STATUSES } from "~/domain/billing/billing-schemas";
import { addMonthsToDate } from "~/domain/plans/plan-visit-dates";
import type { Locale } from "~/i18n/catalog";
import { BOOKABLE_PLAN_VISIT_STATUSES } from "./plan-visit-states";
import { readPlanAnniversaries, type PlanAnniversaries } from "./read-plan-anniversaries.server";

/** One month's plan visits by status, the month as "YYYY-MM" (Miami's calendar). */
export type PlanVisitMonth = { month: string; counts: Record<PlanVisitStatus, number>; total: number };

/** A visit the office should call about: on the follow-up list, or past its on-time range unbooked. */
export type PlanVisitFollowUpRow = {
  id: string;
  customerId: string;
  customerName: string;
  customerNumber: string;
  phone: string | null;
  planName: string;
  dueDate: string;
  status: "follow_up" | "overdue";
  offeredAt: string | null;
};

/** One plan of the catalog: its members and what they bring in each month (a one-time plan brings none). */
export type PlanMembership = {
  code: string;
  name: string;
  billingInterval: "one_time" | "month";
  priceCents: number;
  members: number;
  monthlyRevenueCents: number;
};

export type PlanVisitsOverview = {
  /** Miami's business date the overview was read on. */
  today: string;
  /** The figure the owner watches first (goal 0): visits due this month that no booking has claimed. */
  dueThisMonthNotBooked: number;
  /** Last month, this month and the next two, in that order. */
  months: PlanVisitMonth[];
  /** One page of the follow-up list, oldest due first. */
  followUps: PlanVisitFollowUpRow[];
  followUpPage: FollowUpPage;
  plans: PlanMembership[];
  monthlyRecurringRevenueCents: number;
  /** Monthly plans' anniversaries coming and Basic's next visits to offer (issue 37 item 6). */
  anniversaries: PlanAnniversaries;
};

/** Which rows of the follow-up list this page shows: rows `from`–`to` (1-based) of `total`, page `page` of `pageCount`. */
export type FollowUpPage = { page: number; pageCount: number; total: number; from: number; to: number };

/** The follow-up list shows this many visits a page, oldest due first; the office works from the top. */
export const PLAN_VISIT_FOLLOW_UP_LIMIT = 100;

const EMPTY_COUNTS = (): Record<PlanVisitStatus, number> => ({
  due: 0,
  offered: 0,
  booked: 0,
  done: 0,
  overdue: 0,
  follow_up: 0,
});

/**
 * The back office's plan-visit screen (issue 37 item 3), read for staff only since it spans every customer: the
 * unbooked visits due this month, the visits per month and status, the follow-up list and the members and monthly
 * recurring revenue per plan, from the catalog's prices. Basic is paid once, so its buyers are members but bring no
 * recurring revenue; a subscription counts while Stripe reports it subscribed (active, trialing, past due).
 */
export async function readPlanVisitsOverview(input: {
  actor: Pick<SessionUser, "isAdmin">;
  locale: Locale;
  /** The follow-up list's page (from 1); one past the last shows the last. */
  followUpPage?: number;
  now?: Date;
}): Promise<PlanVisitsOverview> {
  if (!input.actor.isAdmin) throw new AppError("FORBIDDEN", "Only staff can read the plan visits overview");
  const db = await database();
  const today = businessDateOf(input.now ?? new Date());
  const thisMonthStart = `${today.slice(0, 7)}-01`;
  const monthStarts = [-1, 0, 1, 2, 3].map((offset) => addMonthsToDate(thisMonthStart, offset));
  const monthOf = sql<string>`to_char(${planVisits.dueDate}, 'YYYY-MM')`;

  const perMonth = await db
    .select({ month: monthOf, status: planVisits.status, visits: count() })
    .from(planVisits)
    .where(and(gte(planVisits.dueDate, monthStarts[0]!), lt(planVisits.dueDate, monthStarts[4]!)))
    .groupBy(monthOf, planVisits.status);
  const months = monthStarts.slice(0, 4).map((start) => {
    const month = start.slice(0, 7);
    const counts = EMPTY_COUNTS();
    for (const row of perMonth) if (row.month === month) counts[row.status] += row.visits;
    return { month, counts, total: Object.values(counts).reduce((sum, value) => sum + value, 0) };
  });
  const thisMonth = months[1]!;
  const dueThisMonthNotBooked = BOOKABLE_PLAN_VISIT_STATUSES.reduce((sum, status) => sum + thisMonth.counts[status], 0);

  const waiting = inArray(planVisits.status, ["follow_up", "overdue"]);
  const [followUpCount] = await db.select({ total: count() }).from(planVisits).where(waiting);
  const total = followUpCount?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PLAN_VISIT_FOLLOW_UP_LIMIT));
  const page = Math.min(Math.max(1, Math.trunc(input.followUpPage ?? 1)), pageCount);
  const offset = (page - 1) * PLAN_VISIT_FOLLOW_UP_LIMIT;
  const followUpRows = await db
    .select({
      id: planVisits.id,
      customerId: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      customerNumber: customers.customerNumber,
      phone: customers.phone,
      planName: input.locale === "es" ? plans.nameEs : plans.name,
      dueDate: planVisits.dueDate,
      status: planVisits.status,
      offeredAt: planVisits.offeredAt,
    })
    .from(planVisits)
    .innerJoin(customers, eq(customers.id, planVisits.customerId))
    .innerJoin(plans, eq(plans.code, planVisits.planCode))
    .where(waiting)
    .orderBy(asc(planVisits.dueDate), asc(customers.lastName), asc(planVisits.id))
    .limit(PLAN_VISIT_FOLLOW_UP_LIMIT)
    .offset(offset);

  const catalog = await db.select().from(plans).where(eq(plans.active, true)).orderBy(asc(plans.sortOrder));
  const subscribed = await db
    .select({ code: subscriptions.planCode, members: count() })
    .from(subscriptions)
    .where(inArray(subscriptions.status, [...SUBSCRIBED_STATUSES]))
    .groupBy(subscriptions.planCode);
  const paidOnce = await db
    .select({ code: orders.planCode, members: countDistinct(orders.customerId) })
    .from(orders)
    .innerJoin(plans, eq(plans.code, orders.planCode))
    .where(and(eq(orders.status, "paid"), eq(plans.billingInterval, "one_time")))
    .groupBy(orders.planCode);
  const planRows = catalog.map((plan) => {
    const source = plan.billingInterval === "month" ? subscribed : paidOnce;
    const members = source.find((row) => row.code === plan.code)?.members ?? 0;
    return {
      code: plan.code,
      name: input.locale === "es" ? plan.nameEs : plan.name,
      billingInterval: plan.billingInterval,
      priceCents: plan.priceCents,
      members,
      monthlyRevenueCents: plan.billingInterval === "month" ? members * plan.priceCents : 0,
    };
  });

  const anniversaries = await readPlanAnniversaries(db, { today, locale: input.locale });

  return {
    today,
    dueThisMonthNotBooked,
    months,
    followUps: followUpRows.map((row) => ({
      id: row.id,
      customerId: row.customerId,
      customerName: `${row.firstName} ${row.lastName}`.trim(),
      customerNumber: row.customerNumber,
      phone: row.phone,
      planName: row.planName,
      dueDate: row.dueDate,
      status: row.status as "follow_up" | "overdue",
      offeredAt: row.offeredAt?.toISOString() ?? null,
    })),
    followUpPage: {
      page,
      pageCount,
      total,
      from: followUpRows.length > 0 ? offset + 1 : 0,
      to: offset + followUpRows.length,
    },
    plans: planRows,
    monthlyRecurringRevenueCents: planRows.reduce((sum, plan) => sum + plan.monthlyRevenueCents, 0),
    anniversaries,
  };
}
