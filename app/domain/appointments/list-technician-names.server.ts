import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { appointments, serviceHistory } from "~/db/schema";

/** Enough for a contractor's crew and the names of past years, short enough for a <datalist>. */
export const TECHNICIAN_NAME_SUGGESTIONS_LIMIT = 30;

/**
 * The technician names staff typed before, on appointments and service records, each once, most recently used
 * first: what the schedule and booking dialogs suggest, so a name is spelled the same way every time.
 */
export async function listTechnicianNames(input: { limit?: number; executor?: Executor } = {}): Promise<string[]> {
  const db = input.executor ?? (await database());
  const limit = Math.min(Math.max(1, input.limit ?? TECHNICIAN_NAME_SUGGESTIONS_LIMIT), TECHNICIAN_NAME_SUGGESTIONS_LIMIT);
  const result = await db.execute<{ name: string }>(sql`
    select name from (
      select ${appointments.technicianName} as name, ${appointments.updatedAt} as used_at
        from ${appointments} where ${appointments.technicianName} <> ''
      union all
      select ${serviceHistory.technicianName}, ${serviceHistory.createdAt}
        from ${serviceHistory} where ${serviceHistory.technicianName} <> ''
    ) as used
    group by name
    order by max(used_at) desc, name
    limit ${limit}`);
  return result.rows.map((row) => row.name);
}
