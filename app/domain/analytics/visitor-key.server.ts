import { createHash, randomBytes } from "node:crypto";
import { and, eq, like, lt } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import { appSecrets } from "~/db/schema";

/**
 * A visitor is counted by a key that cannot be turned back into an address: a hash of the day's random salt, the
 * client address and the browser's user agent. The salt changes at the business's midnight and the old one is
 * deleted, so yesterday's keys cannot be linked to today's, and neither the address nor the user agent is stored.
 */

const SALT_NAME_PREFIX = "analytics-visitor-salt:";
/** 128 bits: collisions between visitors of one day are out of reach, and the key stays short in every index. */
const VISITOR_KEY_HEX_LENGTH = 32;
/** Salts this process remembers per database: today's and, around midnight, yesterday's. */
const CACHED_DATES_PER_DATABASE = 2;

let cachedSalts = new WeakMap<Database, Map<string, Promise<string>>>();

/** The visitor key of a client on a business date (YYYY-MM-DD). */
export async function visitorKey(input: {
  db: Database;
  date: string;
  clientAddress: string;
  userAgent: string;
}): Promise<string> {
  const salt = await dailySalt(input.db, input.date);
  return createHash("sha256")
    .update(`${salt}\n${input.clientAddress}\n${input.userAgent}`)
    .digest("hex")
    .slice(0, VISITOR_KEY_HEX_LENGTH);
}

/**
 * The key of a client address alone on a business date, whatever browser it claims: what the per-address daily cap
 * counts. Salted like the visitor key (and told apart from it), so the address cannot be read back from it.
 */
export async function addressKey(input: { db: Database; date: string; clientAddress: string }): Promise<string> {
  const salt = await dailySalt(input.db, input.date);
  return createHash("sha256")
    .update(`${salt}\naddress\n${input.clientAddress}`)
    .digest("hex")
    .slice(0, VISITOR_KEY_HEX_LENGTH);
}

/**
 * The salt of a business date, shared by every app server on the database: the first one to need it inserts a
 * random one and every server reads back whichever insert won. Remembered per database so a page view costs no
 * extra query.
 */
function dailySalt(db: Database, date: string): Promise<string> {
  const salts = cachedSalts.get(db) ?? new Map<string, Promise<string>>();
  cachedSalts.set(db, salts);
  const cached = salts.get(date);
  if (cached) return cached;
  const loading = loadSalt(db, date);
  salts.set(date, loading);
  loading.catch(() => salts.delete(date)); // a failed read is retried by the next view
  // Map keys keep their insertion order: the oldest dates go first.
  for (const old of [...salts.keys()].slice(0, Math.max(0, salts.size - CACHED_DATES_PER_DATABASE))) salts.delete(old);
  return loading;
}

async function loadSalt(db: Database, date: string): Promise<string> {
  const name = `${SALT_NAME_PREFIX}${date}`;
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`The visitor salt ${name} could not be read back after inserting it`);
  return row.value;
}

/**
 * Deletes the salts of days before `date`: once a day is over its keys need never be made again, and without the
 * salt nobody can test whether a given address and browser made one of them. Returns how many were deleted.
 */
export async function deleteVisitorSaltsBefore(input: { executor: Executor; date: string }): Promise<number> {
  const deleted = await input.executor
    .delete(appSecrets)
    .where(and(like(appSecrets.name, `${SALT_NAME_PREFIX}%`), lt(appSecrets.name, `${SALT_NAME_PREFIX}${input.date}`)))
    .returning({ name: appSecrets.name });
  return deleted.length;
}

/** Tests empty the tables between tests; this makes the process forget the salts it read. */
export function forgetCachedVisitorSalts(): void {
  cachedSalts = new WeakMap();
}
