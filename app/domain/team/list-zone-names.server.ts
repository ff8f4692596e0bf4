import { asc } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { zoneZipCodes } from "~/db/schema";

/** The booking zones by name (zone_zip_codes), alphabetical: what a technician may be said to cover. */
export async function listZoneNames(input: { executor?: Executor } = {}): Promise<string[]> {
  const db = input.executor ?? (await database());
  const rows = await db.selectDistinct({ zone: zoneZipCodes.zone }).from(zoneZipCodes).orderBy(asc(zoneZipCodes.zone));
  return rows.map((row) => row.zone);
}
