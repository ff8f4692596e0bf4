import { inArray, sql, type SQL } from "drizzle-orm";
import { customers, serviceHistory } from "~/db/schema";

/** Service history in these payment states is still owed (DECISIONS.md §4); marking a record paid lowers the balance. */
export const UNPAID_PAYMENT_STATUSES = ["pending", "overdue"] as const;

/** Whether a service history row still counts toward its customer's balance. */
export function isUnpaidServiceSql(): SQL {
  return inArray(serviceHistory.paymentStatus, [...UNPAID_PAYMENT_STATUSES]);
}

/**
 * A customer's Current Balance as SQL (DECISIONS.md §4): the balance staff entered on the record plus the
 * amounts of that customer's unpaid service history. Evaluated in the database, next to the customer row.
 */
export function customerBalanceSql(): SQL<number> {
  return sql`(${customers.currentBalance} + coalesce((
      select sum(${serviceHistory.amountCharged}) from ${serviceHistory}
      where ${serviceHistory.customerId} = ${customers.id} and ${isUnpaidServiceSql()}
    ), 0))`.mapWith(Number);
}
