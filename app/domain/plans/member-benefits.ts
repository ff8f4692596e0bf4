import { BASIC_PRIORITY_SCHEDULING_MONTHS } from "~/config/business-rules";
import { SUBSCRIBED_STATUSES, type PaidPlanCode } from "~/domain/billing/billing-schemas";
import { addDays, businessDateOf } from "~/domain/scheduling/business-time";
import { addMonthsToDate } from "./plan-visit-dates";

/**
 * What a customer's plan does for them at one moment (issue 37 item 5): "priority scheduling" (a shorter lead time),
 * "priority emergency service" (a repair may take the emergency reserve) and the repair discount the catalog stores
 * with the plan (the invoices use it). A customer without a plan in force gets none of them.
 */
export type MemberBenefits = {
  /** The plan the benefits come from (the highest in force), or null for none. */
  planCode: PaidPlanCode | null;
  priorityScheduling: boolean;
  emergencyReserve: boolean;
  repairDiscountPercent: number;
  /** The last business date Basic's priority scheduling holds ("YYYY-MM-DD"); null for the subscriptions' (no end). */
  priorityUntil: string | null;
};

/** What capacity needs of the benefits: the booker's priority, never their discount. */
export type MemberPriority = Pick<MemberBenefits, "priorityScheduling" | "emergencyReserve">;

export const NO_BENEFITS: MemberBenefits = {
  planCode: null,
  priorityScheduling: false,
  emergencyReserve: false,
  repairDiscountPercent: 0,
  priorityUntil: null,
};

/** The rows the decision reads: the customer's subscriptions, their paid Basic orders, the catalog's discounts. */
export type MemberBenefitRows = {
  subscriptions: readonly { planCode: string; status: string }[];
  basicOrders: readonly { status: string; createdAt: Date }[];
  discounts: Readonly<Partial<Record<string, number>>>;
  now: Date;
};

/** Strongest first: a subscription gives everything Basic does and more. */
const RANK: Record<PaidPlanCode, number> = { commercial_plus: 3, premium_care: 2, basic: 1 };

/**
 * The benefits in force at `now`. Premium Care and Commercial Plus: a subscription in a subscribed status (active,
 * trialing, past_due: as planInEffect decides) gives priority scheduling, the emergency reserve for repairs and the
 * plan's discount. Basic: a paid order gives priority scheduling and Basic's discount from the order's date until
 * BASIC_PRIORITY_SCHEDULING_MONTHS later (Miami's calendar; the last day is the day before that date). Several plans in
 * force: the highest one's benefits.
 */
export function decideMemberBenefits(rows: MemberBenefitRows): MemberBenefits {
  const today = businessDateOf(rows.now);
  const candidates: MemberBenefits[] = [];
  for (const subscription of rows.subscriptions) {
    const code = subscription.planCode;
    if ((code !== "premium_care" && code !== "commercial_plus") || !isSubscribed(subscription.status)) continue;
    candidates.push({
      planCode: code,
      priorityScheduling: true,
      emergencyReserve: true,
      repairDiscountPercent: rows.discounts[code] ?? 0,
      priorityUntil: null,
    });
  }
  for (const order of rows.basicOrders) {
    if (order.status !== "paid") continue;
    const ends = addMonthsToDate(businessDateOf(order.createdAt), BASIC_PRIORITY_SCHEDULING_MONTHS);
    if (today >= ends) continue;
    candidates.push({
      planCode: "basic",
      priorityScheduling: true,
      emergencyReserve: false,
      repairDiscountPercent: rows.discounts.basic ?? 0,
      priorityUntil: addDays(ends, -1),
    });
  }
  return candidates.reduce<MemberBenefits>((best, next) => (stronger(next, best) ? next : best), NO_BENEFITS);
}

function isSubscribed(status: string): boolean {
  return (SUBSCRIBED_STATUSES as readonly string[]).includes(status);
}

/** The higher plan wins; of two Basic orders, the one whose priority lasts longer. */
function stronger(next: MemberBenefits, best: MemberBenefits): boolean {
  const nextRank = next.planCode ? RANK[next.planCode] : 0;
  const bestRank = best.planCode ? RANK[best.planCode] : 0;
  if (nextRank !== bestRank) return nextRank > bestRank;
  return (next.priorityUntil ?? "") > (best.priorityUntil ?? "");
}
