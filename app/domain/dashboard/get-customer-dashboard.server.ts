import { eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { customers, plans } from "~/db/schema";
import { customerBalanceSql } from "./customer-balance.server";

export type CustomerDashboard = {
  /** For the greeting: the account's first name, else the customer record's; null means "Customer". */
  firstName: string | null;
  /** Null when no customer record is linked to this login yet (Account Status then reads 'Unknown'). */
  customer: {
    /** ISO date (YYYY-MM-DD) or null when no service is scheduled. */
    nextServiceDue: string | null;
    /** US dollars, DECISIONS.md §4: entered balance plus unpaid service history. */
    currentBalance: number;
    /** The catalog plan, or null for no plan. */
    plan: { code: string; name: string; nameEs: string } | null;
    status: string;
  } | null;
};

/**
 * The portal dashboard's cards for the signed-in user. The record is found only through `customers.user_id`
 * (DECISIONS.md §2), never through an id the browser sent.
 */
export async function getCustomerDashboard({
  user,
}: {
  user: { id: string; firstName?: string | null };
}): Promise<CustomerDashboard> {
  const db = await database();
  const [record] = await db
    .select({
      firstName: customers.firstName,
      nextServiceDue: customers.nextServiceDue,
      status: customers.status,
      currentBalance: customerBalanceSql(),
      planCode: plans.code,
      planName: plans.name,
      planNameEs: plans.nameEs,
    })
    .from(customers)
    .leftJoin(plans, eq(plans.code, customers.servicePlan))
    .where(eq(customers.userId, user.id))
    .limit(1);

  const accountFirstName = user.firstName?.trim() || null;
  if (!record) return { firstName: accountFirstName, customer: null };
  return {
    firstName: accountFirstName ?? (record.firstName.trim() || null),
    customer: {
      nextServiceDue: record.nextServiceDue,
      currentBalance: record.currentBalance,
      plan:
        record.planCode && record.planName && record.planNameEs
          ? { code: record.planCode, name: record.planName, nameEs: record.planNameEs }
          : null,
      status: record.status,
    },
  };
}
