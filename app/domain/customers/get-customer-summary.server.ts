import { sql } from "drizzle-orm";
import { database } from "~/db/database.server";
import { cachedFigures } from "~/db/figures-cache.server";
import { customers } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { dueSoonCutoff } from "./due-soon-date";

/** The four tiles above the customer table (spec document 2 §2), over every customer, never just the page shown. */
export type CustomerSummary = {
  totalCustomers: number;
  activeCustomers: number;
  /** US dollars: every customer's Current Balance (DECISIONS.md §4) added up. */
  outstandingBalance: number;
  /** Next service on or before today + 30 days in Miami, overdue included. */
  dueSoonCustomers: number;
};

/**
 * The tiles, read once and then kept until a customer or service-history row changes (ADR 050): at 100,000 customers
 * and a million history rows they cost about 100 ms, and every search of the customer list shows them again.
 */
export async function getCustomerSummary({
  actor,
  now = new Date(),
}: {
  actor: { isAdmin: boolean };
  now?: Date;
}): Promise<CustomerSummary> {
  if (!actor.isAdmin) throw new AppError("FORBIDDEN", "Only staff can see the customer figures");
  const cutoff = dueSoonCutoff(now);
  return cachedFigures("customer-summary", { key: cutoff, tables: ["customers"] }, () => readCustomerSummary(cutoff));
}

/**
 * The tiles, counted and summed in one statement. The balance sum is every customer's Current Balance, which is the sum
 * of their open invoices (ADR 084) kept in current_balance, so one pass over customers adds up everything owed.
 */
async function readCustomerSummary(dueSoonCutoffDate: string): Promise<CustomerSummary> {
  const db = await database();
  const result = await db.execute<Record<keyof CustomerSummary, string | number | null>>(sql`
    select
      count(*) as "totalCustomers",
      count(*) filter (where ${customers.status} = 'active') as "activeCustomers",
      coalesce(sum(${customers.currentBalance}), 0) as "outstandingBalance",
      count(*) filter (where ${customers.nextServiceDue} <= ${dueSoonCutoffDate}::date) as "dueSoonCustomers"
    from ${customers}
  `);
  const row = result.rows[0];
  if (!row) throw new AppError("UNAVAILABLE", "The customer figures query returned no row");
  return {
    totalCustomers: Number(row.totalCustomers ?? 0),
    activeCustomers: Number(row.activeCustomers ?? 0),
    outstandingBalance: Number(row.outstandingBalance ?? 0),
    dueSoonCustomers: Number(row.dueSoonCustomers ?? 0),
  };
}
