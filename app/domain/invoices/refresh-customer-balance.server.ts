import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { customers, invoices } from "~/db/schema";

/**
 * Keeps a customer's Current Balance equal to the sum of their open invoices' balances (issue 38, ADR 084), in the
 * caller's transaction; every invoice change calls it. The customer row is locked first and the sum read in a second
 * statement: a transaction that waited for the lock then sees the other's committed invoices, so two changes for one
 * customer at once can never leave a stale sum. Answers the balance in dollars.
 */
export async function refreshCustomerBalance(tx: Executor, customerId: string): Promise<number> {
  // "No key update", what the balance's own update takes anyway: it does not conflict with the key-share lock that
  // inserting a row referencing the customer (a service record, an invoice) holds, so two such transactions queue on
  // the row instead of deadlocking (each holding key share and waiting for the other's to upgrade).
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for("no key update");
  const [row] = await tx
    .select({ cents: sql<string | null>`sum(${invoices.balanceCents})` })
    .from(invoices)
    .where(and(eq(invoices.customerId, customerId), eq(invoices.status, "open")));
  const balance = Number(row?.cents ?? 0) / 100;
  await tx.update(customers).set({ currentBalance: balance }).where(eq(customers.id, customerId));
  return balance;
}
