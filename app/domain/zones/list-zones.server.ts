import { asc } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { zoneZipCodes } from "~/db/schema";

export type Zone = { name: string; zipCodes: string[] };

/** Every booking zone with its zip codes, zones by name and zip codes in order (Settings' Scheduling tab). */
export async function listZones(options: { executor?: Executor } = {}): Promise<Zone[]> {
  const db = options.executor ?? (await database());
  const rows = await db.select().from(zoneZipCodes).orderBy(asc(zoneZipCodes.zone), asc(zoneZipCodes.zipCode));
  const zones = new Map<string, string[]>();
  for (const row of rows) zones.set(row.zone, [...(zones.get(row.zone) ?? []), row.zipCode]);
  return [...zones].map(([name, zipCodes]) => ({ name, zipCodes }));
}
