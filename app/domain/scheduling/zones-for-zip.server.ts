import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { zoneZipCodes } from "~/db/schema";
import { AppError } from "~/domain/app-error";

export type ZipZones = {
  zipCode: string;
  /** Every zone the zip code is in, by name: all their technicians may take its bookings. */
  zones: string[];
  /** The zone a booking stores: the first by name. */
  zone: string;
};

const ZIP_CODE = /^(\d{5})(?:-\d{4})?$/;

/**
 * The booking zones of a zip code (ADR 074). A ZIP+4 counts as its five digits. Throws BAD_INPUT (field `zipCode`,
 * `zipInvalid`) for something that is not a zip code, and OUTSIDE_AREA (field `zipCode`, `outsideArea`) for a zip
 * code in no zone: the screens answer that with the office's phone, never a booking.
 */
export async function zonesForZip(input: { zipCode: string; executor?: Executor }): Promise<ZipZones> {
  const match = ZIP_CODE.exec(input.zipCode.trim());
  if (!match) throw new AppError("BAD_INPUT", "Not a zip code", { zipCode: "zipInvalid" });
  const zipCode = match[1]!;
  const db = input.executor ?? (await database());
  const rows = await db.select({ zone: zoneZipCodes.zone }).from(zoneZipCodes).where(eq(zoneZipCodes.zipCode, zipCode));
  // Sorted here, not by the database's collation, so both drivers agree on the first zone.
  const zones = rows.map((row) => row.zone).sort();
  if (zones.length === 0)
    throw new AppError("OUTSIDE_AREA", `Zip code ${zipCode} is in no booking zone`, { zipCode: "outsideArea" });
  return { zipCode, zones, zone: zones[0]! };
}
