import type { Database } from "~/db/client.server";

type QueryingClient = { query: (...args: unknown[]) => unknown };

/**
 * Counts the statements drizzle sends through `db` (outside transactions) from now until `stop()`: both drivers'
 * sessions send each one through their client's `query`. For tests that hold a code path to a number of reads.
 */
export function countStatements(db: Database): { count: () => number; stop: () => void } {
  const client = (db as unknown as { session: { client: QueryingClient } }).session.client;
  const original = client.query;
  let count = 0;
  client.query = function counted(this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  return { count: () => count, stop: () => (client.query = original) };
}
