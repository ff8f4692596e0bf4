import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Env } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { appSecrets } from "~/db/schema";

const SECRET_FILE = "auth-secret";
const SECRET_ROW = "auth-secret";

/** The secret read from the database at start (PostgreSQL without AUTH_SECRET); see `loadStoredAuthSecret`. */
let storedSecret: string | undefined;

/**
 * The key that signs session cookies, e-mail tokens and demo checkout links. AUTH_SECRET wins. Without it:
 * - on PostgreSQL, one secret generated into the database (`loadStoredAuthSecret`, run when the database opens),
 *   so every app server on that database signs with the same key;
 * - on the embedded database, one secret generated into DATA_DIR, so restarts keep their sessions.
 */
export function resolveAuthSecret(config: Pick<Env, "AUTH_SECRET" | "DATA_DIR" | "DATABASE_URL" | "NODE_ENV">): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  // Tests must not write into the work tree; their sessions live only as long as the run.
  if (config.NODE_ENV === "test") return "test-only-auth-secret-test-only-auth-secret";
  if (config.DATABASE_URL) {
    if (!storedSecret)
      throw new Error("The auth secret is read from the database when it opens; open the database first");
    return storedSecret;
  }
  return secretFromDataDir(config.DATA_DIR);
}

/**
 * On PostgreSQL without AUTH_SECRET: creates the shared secret once (the first server to start wins the insert)
 * and keeps it for `resolveAuthSecret`.
 */
export async function loadStoredAuthSecret(
  db: Database,
  config: Pick<Env, "AUTH_SECRET" | "DATABASE_URL">,
): Promise<void> {
  if (config.AUTH_SECRET || !config.DATABASE_URL) return;
  const inserted = await db
    .insert(appSecrets)
    .values({ name: SECRET_ROW, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing({ target: appSecrets.name })
    .returning({ name: appSecrets.name });
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SECRET_ROW));
  if (!row) throw new Error("The auth secret row could not be read back from the database");
  if (inserted.length > 0)
    console.log("[auth] AUTH_SECRET is not set: generated one and stored it in the database for every app server");
  storedSecret = row.value;
}

function secretFromDataDir(dataDir: string): string {
  const file = path.resolve(dataDir, SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
    console.warn(`[auth] ${file} holds no usable secret; writing a new one (existing sessions end)`);
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  console.log(`[auth] AUTH_SECRET is not set: generated one and stored it in ${file}`);
  return secret;
}
