import { eq, inArray, sql } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { technicians, zoneZipCodes } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { listZones } from "./list-zones.server";
import { zoneField, type ZoneChange } from "./zone-schemas";

/** What a zone save changed, as its audit entry lists it; empty lists when nothing changed. */
export type ZoneSaveDetails = {
  added: { zone: string; zipCodes: string[] }[];
  removed: string[];
  renamed: { from: string; to: string }[];
  zipCodes: { zone: string; added: string[]; removed: string[] }[];
};

/**
 * Applies the Settings form's zone rows in the caller's transaction (the settings save's, so one version check and
 * one commit cover the whole form). A zone not mentioned is left alone; a new or renamed zone may not take the name
 * of one left alone (BAD_INPUT on that row's name). Technicians cover zones by name, so a rename is carried into
 * their lists and a removed zone leaves them: a rename must not silently take a technician off their area. Zones are
 * rewritten by deleting the changed zones' rows first and inserting after, so two zones may swap names in one save.
 */
export async function saveZones(tx: Transaction, changes: readonly ZoneChange[]): Promise<ZoneSaveDetails> {
  const stored = new Map((await listZones({ executor: tx })).map((zone) => [zone.name, zone.zipCodes]));
  const mentioned = new Set(changes.flatMap((change) => (change.was && stored.has(change.was) ? [change.was] : [])));
  const untouched = new Set([...stored.keys()].filter((name) => !mentioned.has(name)).map(lower));
  const taken = changes.filter((change) => change.name !== null && untouched.has(lower(change.name)));
  if (taken.length > 0) {
    throw new AppError(
      "BAD_INPUT",
      "A zone of that name exists",
      Object.fromEntries(taken.map((change) => [zoneField(change.row, "Name"), "zoneNameTaken"])),
    );
  }

  const details: ZoneSaveDetails = { added: [], removed: [], renamed: [], zipCodes: [] };
  const rewrite: { name: string; zipCodes: string[] }[] = [];
  const dropped: string[] = [];
  const renames = new Map<string, string | null>();
  for (const change of changes) {
    const before = change.was ? stored.get(change.was) : undefined;
    if (change.name === null) {
      if (before && change.was) {
        details.removed.push(change.was);
        dropped.push(change.was);
        renames.set(change.was, null);
      }
      continue;
    }
    if (!before || !change.was) {
      details.added.push({ zone: change.name, zipCodes: change.zipCodes });
      rewrite.push({ name: change.name, zipCodes: change.zipCodes });
      continue;
    }
    const added = change.zipCodes.filter((zip) => !before.includes(zip));
    const removed = before.filter((zip) => !change.zipCodes.includes(zip));
    if (change.name !== change.was) {
      details.renamed.push({ from: change.was, to: change.name });
      renames.set(change.was, change.name);
    }
    if (added.length > 0 || removed.length > 0) details.zipCodes.push({ zone: change.name, added, removed });
    if (change.name !== change.was || added.length > 0 || removed.length > 0) {
      dropped.push(change.was);
      rewrite.push({ name: change.name, zipCodes: change.zipCodes });
    }
  }

  if (dropped.length > 0) await tx.delete(zoneZipCodes).where(inArray(zoneZipCodes.zone, dropped));
  const rows = rewrite.flatMap((zone) => zone.zipCodes.map((zipCode) => ({ zone: zone.name, zipCode })));
  if (rows.length > 0) await tx.insert(zoneZipCodes).values(rows);
  if (renames.size > 0) await carryIntoTechnicians(tx, renames);
  return details;
}

/** Each technician's zones with the renames applied and the removed zones left out (the few changed rows rewritten). */
async function carryIntoTechnicians(tx: Transaction, renames: Map<string, string | null>): Promise<void> {
  const staff = await tx.select({ id: technicians.id, zones: technicians.zones }).from(technicians);
  for (const technician of staff) {
    if (!technician.zones.some((zone) => renames.has(zone))) continue;
    const zones = technician.zones.flatMap((zone) => {
      const renamed = renames.has(zone) ? renames.get(zone) : zone;
      return renamed ? [renamed] : [];
    });
    await tx
      .update(technicians)
      .set({ zones: [...new Set(zones)], updatedAt: sql`now()` })
      .where(eq(technicians.id, technician.id));
  }
}

function lower(name: string): string {
  return name.toLocaleLowerCase("en-US");
}
