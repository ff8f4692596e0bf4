import { and, eq, ne, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { customers, leads } from "~/db/schema";

/**
 * A sign-up lead (source `user_signup`) stands for a person the office may still have to win. Once that person's
 * login has a customer record, made for it, claimed by it or linked to it by staff, the lead is won: it becomes
 * converted and points at the record, so it stops counting in Pending Leads and the sidebar badge (issue 33).
 * Called in the transaction that links the record, so the two never disagree. Returns how many leads changed.
 */
export async function convertSignupLeads(
  executor: Executor,
  input: { userId: string; customerId: string },
): Promise<number> {
  const converted = await executor
    .update(leads)
    .set({
      status: "converted",
      customerId: sql`coalesce(${leads.customerId}, ${input.customerId})`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(leads.userId, input.userId), eq(leads.source, "user_signup"), ne(leads.status, "converted")))
    .returning({ id: leads.id });
  return converted.length;
}

/**
 * The same rule for the rows written before it: every sign-up lead whose login already has a customer record becomes
 * converted. Run at each start (a no-op once the rows agree), so no migration is needed. Returns how many changed.
 */
export async function convertSignupLeadsOfExistingCustomers(executor?: Executor): Promise<number> {
  const db = executor ?? (await database());
  const converted = await db
    .update(leads)
    .set({
      status: "converted",
      customerId: sql`coalesce(${leads.customerId}, ${customers.id})`,
      updatedAt: sql`now()`,
    })
    .from(customers)
    .where(and(eq(customers.userId, leads.userId), eq(leads.source, "user_signup"), ne(leads.status, "converted")))
    .returning({ id: leads.id });
  return converted.length;
}
