import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { settings } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { socialProfilesOnly } from "./typed-setting-values";

export type BusinessSettings = typeof settings.$inferSelect;

/** The one settings record (DECISIONS.md §1). Every start seeds it, so its absence is a broken database. */
export async function getSettings(options: { executor?: Executor } = {}): Promise<BusinessSettings> {
  const db = options.executor ?? (await database());
  const [record] = await db.select().from(settings).where(eq(settings.id, 1));
  if (!record) throw new AppError("UNAVAILABLE", "The settings record is missing");
  // Records saved before issue 17 may hold a network's front page (the old defaults): never shown, so never read.
  return { ...record, socialLinks: socialProfilesOnly(record.socialLinks) };
}

/** Years in business, computed from the founding year so no page ever types it ("40+ years"). */
export function yearsInBusiness(foundedYear: number, today = new Date()): number {
  return today.getFullYear() - foundedYear;
}
