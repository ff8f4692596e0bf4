import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { appointments, serviceHistory } from "~/db/schema";

/** Enough for a contractor's crew and the names of past years, short enough for a <datalist>. */
export const TECHNICIAN_NAME_SUGGESTIONS_LIMIT = 30;

/** How many of the newest appointments and of the newest service records are looked at for names. */
const RECENT_ROWS_SCANNED = 2000;

/**
 * The technician names staff typed before, on appointments and service records, each once, most recently used
 * first (by the visit's date): what the schedule and booking dialogs suggest, so a name is spelled the same way
 * every time. Only the newest rows of each table are read, through their date indexes: grouping a million service
 * records each time a dialog opens would make it slow, and a name nobody used in the last 2,000 visits is not a
 * suggestion staff need.
 */
export async function listTechnicianNames(input: { limit?: number; executor?: Executor } = {}): Promise<string[]> {
  const db = input.executor ?? (await database());
  const limit = Math.min(
    Math.max(1, input.limit ?? TECHNICIAN_NAME_SUGGESTIONS_LIMIT),
    TECHNICIAN_NAME_SUGGESTIONS_LIMIT,
  );
  const result = await db.execute<{ name: string }>(sql`
    select name from (
      (select ${appointments.technicianName} as name, ${appointments.appointmentDate} as used_at
         from ${appointments} where ${appointments.technicianName} <> ''
         order by ${appointments.appointmentDate} desc limit ${RECENT_ROWS_SCANNED})
      union all
      (select ${serviceHistory.technicianName}, ${serviceHistory.serviceDate}::timestamptz
         from ${serviceHistory} where ${serviceHistory.technicianName} <> ''
         order by ${serviceHistory.serviceDate} desc limit ${RECENT_ROWS_SCANNED})
    ) as used
    group by name
    order by max(used_at) desc, name
    limit ${limit}`);
  return result.rows.map((row) => row.name);
}
