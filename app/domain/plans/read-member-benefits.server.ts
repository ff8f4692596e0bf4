import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { orders, plans, subscriptions } from "~/db/schema";
import { decideMemberBenefits, NO_BENEFITS, type MemberBenefits } from "./member-benefits";

export type { MemberBenefits, MemberPriority } from "./member-benefits";

/**
 * A customer's plan benefits at `now` (issue 37 item 5), read from our own tables in the caller's executor (a booking
 * reads them inside its transaction: never from anything the browser sent): their subscriptions, their Basic orders
 * and the catalog's repair discounts, decided by decideMemberBenefits. No customer (a visitor): no benefits.
 */
export async function readMemberBenefits(
  db: Executor,
  input: { customerId: string | null | undefined; now?: Date },
): Promise<MemberBenefits> {
  if (!input.customerId) return NO_BENEFITS;
  // One after another: a transaction's client runs one query at a time anyway.
  const subscriptionRows = await db
    .select({ planCode: subscriptions.planCode, status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.customerId, input.customerId));
  const basicOrders = await db
    .select({ status: orders.status, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.customerId, input.customerId), eq(orders.planCode, "basic"), eq(orders.status, "paid")));
  if (subscriptionRows.length === 0 && basicOrders.length === 0) return NO_BENEFITS;
  const discountRows = await db
    .select({ code: plans.code, percent: plans.repairDiscountPercent })
    .from(plans)
    .where(inArray(plans.code, ["basic", "premium_care", "commercial_plus"]));
  return decideMemberBenefits({
    subscriptions: subscriptionRows,
    basicOrders,
    discounts: Object.fromEntries(discountRows.map((row) => [row.code, row.percent])),
    now: input.now ?? new Date(),
  });
}
