import { sql, type SQL } from "drizzle-orm";
import { serviceHistory } from "~/db/schema";

/** Service history in these payment states is still owed (DECISIONS.md §4); marking a record paid lowers the balance. */
export const UNPAID_PAYMENT_STATUSES = ["pending", "overdue"] as const;

/** Whether a service history row still counts toward its customer's balance. */
export function isUnpaidServiceSql(): SQL {
  // Written as literals, not parameters, so the planner can match the partial index on unpaid history (migration 0005).
  const statuses = sql.raw(UNPAID_PAYMENT_STATUSES.map((status) => `'${status}'`).join(", "));
  return sql`${serviceHistory.paymentStatus} in (${statuses})`;
}

/**
 * A customer's Current Balance as SQL (DECISIONS.md §4): the balance staff entered on the record plus the
 * amounts of that customer's unpaid service history. Evaluated in the database, next to the customer row.
 */
export function customerBalanceSql(): SQL<number> {
  // The customer's columns are named with their table on purpose: in a query over `customers` alone Drizzle writes
  // bare column names, and a bare "id" inside the subquery would mean service_history.id.
  const customer = (column: string) => sql`${sql.identifier("customers")}.${sql.identifier(column)}`;
  return sql`(${customer("current_balance")} + coalesce((
      select sum(${serviceHistory.amountCharged}) from ${serviceHistory}
      where ${serviceHistory.customerId} = ${customer("id")} and ${isUnpaidServiceSql()}
    ), 0))`.mapWith(Number);
}
