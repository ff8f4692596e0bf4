import { sql, type SQL } from "drizzle-orm";

/**
 * A customer's Current Balance as SQL: the sum of their open invoices' balances (issue 38, ADR 084), which every
 * invoice change keeps in customers.current_balance in its own transaction (refreshCustomerBalance). One column, so
 * every screen reads the same figure and no screen sums service history any more.
 */
export function customerBalanceSql(): SQL<number> {
  // Named with its table on purpose: queries that join the user table must not meet an ambiguous column.
  return sql`${sql.identifier("customers")}.${sql.identifier("current_balance")}`.mapWith(Number);
}
