import { and, desc, eq, inArray } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { SUBSCRIPTION_RECENT_ORDERS_LIMIT } from "~/config/business-rules";
import { database } from "~/db/database.server";
import { customers, orders, plans, subscriptions } from "~/db/schema";
import { planVisitsOfCustomer, type OwnPlanVisit } from "~/domain/plan-visits/customer-plan-visits.server";
import { listPlans, type PlanCard } from "~/domain/plans/list-plans.server";
import { readMemberBenefits } from "~/domain/plans/read-member-benefits.server";
import { selfLeadTimeHours } from "~/domain/scheduling/window-capacity";
import { getSettings } from "~/domain/settings/get-settings.server";
import type { Locale } from "~/i18n/catalog";
import { SUBSCRIBED_STATUSES } from "./billing-schemas";

export type SubscriptionOrder = {
  id: string;
  serviceType: string;
  /** As stored: cents (shown as dollars with two decimals, orderAmountText). */
  amountCents: number;
  status: string;
  /** ISO timestamp. */
  createdAt: string;
};

export type SubscriptionOverview = {
  subscribed: boolean;
  /** The plan in effect, as the catalog describes it in the page's language; null when not subscribed. */
  activePlan: PlanCard | null;
  /** ISO timestamp of the current period's end (the next billing date), when known and the plan bills again. */
  nextBillingDate: string | null;
  /** ISO timestamp of the day a scheduled cancellation ends the plan (it will not renew); null while it renews. */
  endsAt: string | null;
  /** The whole catalog, for the not-subscribed view's three plan cards. */
  plans: PlanCard[];
  /** The one-time Basic Maintenance visit, for its card beside an active plan. */
  oneTimePlan: PlanCard | null;
  /** The latest orders, newest first (SUBSCRIPTION_RECENT_ORDERS_LIMIT). */
  orders: SubscriptionOrder[];
  /** The plan benefits in force (issue 37 item 5), for the member to see; null without any. */
  benefits: BenefitsInForce | null;
  /** The current plan year's visits of each of the customer's plans, soonest due first (issue 37 item 4). */
  planVisits: OwnPlanVisit[];
};

/** What the member's plan does for them now, as the Service Plans screen says it. */
export type BenefitsInForce = {
  repairDiscountPercent: number;
  /** Priority scheduling's lead time in hours, when it is shorter than everyone's; null without it. */
  priorityLeadTimeHours: number | null;
  /** The last day Basic's priority scheduling holds ("YYYY-MM-DD"); null for a subscription's. */
  priorityUntil: string | null;
  emergencyReserve: boolean;
};

/**
 * The Service Plans screen (spec document 1 §2): whether the user is subscribed, re-read from our subscriptions
 * table (written only by verified webhooks) as check-subscription does — the highest plan in effect — with its
 * billing date, the plan catalog, the user's own latest orders and this plan year's visits. Rows are reached only through
 * `customers.user_id`: a user without a record has no subscription and no orders.
 */
export async function getSubscriptionOverview(input: {
  user: Pick<SessionUser, "id" | "locale">;
  locale?: Locale;
  now?: Date;
}): Promise<SubscriptionOverview> {
  const db = await database();
  const locale = input.locale ?? input.user.locale;
  const catalog = await listPlans({ locale, executor: db });
  const oneTimePlan = catalog.find((plan) => plan.billingInterval === "one_time") ?? null;

  const [record] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.userId, input.user.id))
    .limit(1);
  if (!record)
    return {
      subscribed: false,
      activePlan: null,
      nextBillingDate: null,
      endsAt: null,
      plans: catalog,
      oneTimePlan,
      orders: [],
      benefits: null,
      planVisits: [],
    };

  const [current] = await db
    .select({
      planCode: subscriptions.planCode,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      endsAt: subscriptions.endsAt,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.code, subscriptions.planCode))
    .where(and(eq(subscriptions.customerId, record.id), inArray(subscriptions.status, [...SUBSCRIBED_STATUSES])))
    .orderBy(desc(plans.sortOrder), desc(subscriptions.currentPeriodEnd))
    .limit(1);
  const orderRows = await db
    .select({
      id: orders.id,
      serviceType: orders.serviceType,
      amount: orders.amount,
      status: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.customerId, record.id))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(SUBSCRIPTION_RECENT_ORDERS_LIMIT);

  const activePlan = current
    ? (catalog.find((plan) => plan.code === current.planCode) ?? (await retiredPlan(current.planCode, locale)))
    : null;
  const periodEnd = current?.currentPeriodEnd ?? null;
  const endsAt = current?.endsAt ?? null;
  // A plan set to end by its period's end is never billed again; one ending later still bills until then.
  const billsAgain = periodEnd !== null && (endsAt === null || endsAt > periodEnd);
  return {
    subscribed: Boolean(current),
    activePlan,
    nextBillingDate: billsAgain ? periodEnd.toISOString() : null,
    endsAt: endsAt?.toISOString() ?? null,
    plans: catalog,
    oneTimePlan,
    orders: orderRows.map((row) => ({
      id: row.id,
      serviceType: row.serviceType,
      amountCents: row.amount,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
    benefits: await benefitsInForce(record.id, input.now),
    planVisits: await planVisitsOfCustomer(db, { customerId: record.id, now: input.now }),
  };
}

/** The member's benefits now, with the lead time their priority scheduling gives (the settings' member lead time). */
async function benefitsInForce(customerId: string, now: Date | undefined): Promise<BenefitsInForce | null> {
  const db = await database();
  const benefits = await readMemberBenefits(db, { customerId, now });
  if (!benefits.planCode) return null;
  const { scheduling } = await getSettings();
  const hours = selfLeadTimeHours({ scheduling, member: benefits });
  return {
    repairDiscountPercent: benefits.repairDiscountPercent,
    priorityLeadTimeHours: benefits.priorityScheduling && hours < scheduling.leadTimeHours ? hours : null,
    priorityUntil: benefits.priorityUntil,
    emergencyReserve: benefits.emergencyReserve,
  };
}

/** A plan taken off the catalog that a customer still subscribes to: still shown as their plan. */
async function retiredPlan(code: string, locale: Locale): Promise<PlanCard | null> {
  const db = await database();
  const [row] = await db.select().from(plans).where(eq(plans.code, code));
  if (!row) return null;
  return {
    code: row.code as PlanCard["code"],
    name: locale === "es" ? row.nameEs : row.name,
    priceCents: row.priceCents,
    billingInterval: row.billingInterval,
    mostPopular: row.mostPopular,
    benefits: locale === "es" ? row.benefitsEs : row.benefits,
  };
}
