import { inArray, sql } from "drizzle-orm";
import { CUSTOMER_NUMBER_PREFIX } from "~/config/business-rules";
import type { Executor } from "~/db/client.server";
import { customers } from "~/db/schema";

/** The numbers among `numbers` that a customer already has (numbers are stored upper-case). */
export async function takenCustomerNumbers(executor: Executor, numbers: readonly string[]): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await executor
    .select({ number: customers.customerNumber })
    .from(customers)
    .where(inArray(customers.customerNumber, [...numbers]));
  return new Set(rows.map((row) => row.number));
}

/**
 * Moves the AW sequence past every `AW<n>` among `numbers` that staff typed or a CSV gave, so a number the
 * sequence hands out later never collides with them (DECISIONS.md §4). Never moves it back.
 */
export async function advanceCustomerNumberSequence(executor: Executor, numbers: readonly string[]): Promise<void> {
  const pattern = new RegExp(`^${CUSTOMER_NUMBER_PREFIX}(\\d{1,15})$`);
  const highest = numbers.reduce((max, number) => {
    const digits = pattern.exec(number)?.[1];
    return digits ? Math.max(max, Number(digits)) : max;
  }, 0);
  if (highest === 0) return;
  // setval(…, n, true): the next nextval() answers n + 1. `last_value` is the sequence's own, so it never goes back.
  await executor.execute(sql`
    select setval('customer_number_seq', greatest(${highest}::bigint, (select case when is_called then last_value else last_value - 1 end from customer_number_seq)), true)
  `);
}
