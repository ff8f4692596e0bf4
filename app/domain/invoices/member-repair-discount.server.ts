import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { customers, plans } from "~/db/schema";

/**
 * The repair discount in percent of the plan the customer is on (the plan catalog's repair_discount_percent; 0 without
 * a plan or for an inactive plan row). Read when a draft is made and whenever its lines change, so the invoice shows
 * the discount that applied; a plan bought later does not change an invoice already sent.
 */
export async function memberRepairDiscountPercent(tx: Executor, customerId: string): Promise<number> {
  const [row] = await tx
    .select({ percent: plans.repairDiscountPercent, active: plans.active })
    .from(customers)
    .innerJoin(plans, eq(plans.code, customers.servicePlan))
    .where(eq(customers.id, customerId));
  return row?.active ? row.percent : 0;
}
