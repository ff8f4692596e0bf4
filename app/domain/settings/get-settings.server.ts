import { eq } from "drizzle-orm";
import { DEFAULT_MESSAGING, DEFAULT_SCHEDULING } from "~/config/business-defaults";
import type { MessagingSettings, SchedulingSettings } from "~/config/settings-shapes";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { cachedFigures } from "~/db/figures-cache.server";
import { settings } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { oncePerRequest } from "~/request-scope/request-scope.server";
import { socialProfilesOnly } from "./typed-setting-values";

export type BusinessSettings = typeof settings.$inferSelect;

/**
 * The one settings record (DECISIONS.md §1). Every start seeds it, so its absence is a broken database.
 *
 * Kept in memory until a committed change to it is heard (migration 0014, ADR 059): nearly every request reads it,
 * and it changes a few times a year. Shared between requests, so it is frozen.
 */
export function getSettings(options: { executor?: Executor } = {}): Promise<BusinessSettings> {
  // Inside a transaction, the transaction's view, with its own writes.
  if (options.executor) return readSettings(options.executor);
  return oncePerRequest("settings", () =>
    cachedFigures("settings", { key: "", tables: ["settings"] }, async () =>
      frozen(await readSettings(await database())),
    ),
  );
}

/** The record and everything in it (hours, areas, links) made read-only: one request cannot change another's copy. */
function frozen<T>(value: T): T {
  if (value && typeof value === "object" && !(value instanceof Date)) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

async function readSettings(db: Executor): Promise<BusinessSettings> {
  const [record] = await db.select().from(settings).where(eq(settings.id, 1));
  if (!record) throw new AppError("UNAVAILABLE", "The settings record is missing");
  // Records saved before issue 17 may hold a network's front page (the old defaults): never shown, so never read.
  return {
    ...record,
    socialLinks: socialProfilesOnly(record.socialLinks),
    scheduling: withSchedulingDefaults(record.scheduling),
    messaging: withMessagingDefaults(record.messaging),
  };
}

/**
 * The stored messaging record with the switches of messages added after it was saved read as their defaults (on),
 * as the Messaging tab shows them: the invoice text (issue 38) came without a migration of its own.
 */
export function withMessagingDefaults(stored: MessagingSettings): MessagingSettings {
  return { ...stored, enabled: { ...DEFAULT_MESSAGING.enabled, ...stored.enabled } };
}

/**
 * The stored scheduling record with the fields added after it was saved read as their defaults (the column is jsonb:
 * an older record simply lacks them, and no migration rewrites it).
 */
export function withSchedulingDefaults(stored: SchedulingSettings): SchedulingSettings {
  const partial: Partial<SchedulingSettings> = stored;
  return { ...stored, memberLeadTimeHours: partial.memberLeadTimeHours ?? DEFAULT_SCHEDULING.memberLeadTimeHours };
}

/** Years in business, computed from the founding year so no page ever types it ("40+ years"). */
export function yearsInBusiness(foundedYear: number, today = new Date()): number {
  return today.getFullYear() - foundedYear;
}
