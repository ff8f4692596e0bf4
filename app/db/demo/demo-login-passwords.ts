import { verifyPassword } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Env } from "~/config/env.server";
import type { Executor } from "../client.server";
import { account, appSecrets, user } from "../schema";
import { DEMO_CUSTOMER_EMAIL } from "./demo-customers";
import { DEMO_ADMIN_EMAIL, DEMO_TECH_EMAIL, type DemoPassword, type DemoPasswords } from "./demo-logins";

/** The app_secrets row that keeps the demo logins' generated passwords, so every demo start can print them (ADR 040). */
const STORED_ROW = "demo-login-passwords";

const StoredPasswordSchema = z.object({
  source: z.enum(["DEMO_ADMIN_PASSWORD", "DEMO_CUSTOMER_PASSWORD", "DEMO_TECH_PASSWORD", "generated"]),
  password: z.string(),
});
// A demo made before the technician's login (issue 35) kept only the first two.
const StoredPasswordsSchema = z.object({
  admin: StoredPasswordSchema,
  customer: StoredPasswordSchema,
  technician: StoredPasswordSchema.optional(),
});

/** A demo login's password as a start prints it; `unknown` when the account no longer takes the demo's password. */
export type DemoLoginPassword = DemoPassword | { source: "unknown" };
export type DemoLoginPasswords = {
  admin: DemoLoginPassword;
  customer: DemoLoginPassword;
  technician: DemoLoginPassword;
};

/**
 * Keeps the passwords the demo logins were created with, in the seed's transaction. A password from the environment
 * is not copied: the start reads it from the environment again.
 */
export async function storeDemoPasswords(tx: Executor, passwords: DemoPasswords): Promise<void> {
  const kept = (entry: DemoPassword): DemoPassword =>
    entry.source === "generated" ? entry : { source: entry.source, password: "" };
  const value = JSON.stringify({
    admin: kept(passwords.admin),
    customer: kept(passwords.customer),
    technician: kept(passwords.technician),
  });
  await tx.insert(appSecrets).values({ name: STORED_ROW, value }).onConflictDoNothing({ target: appSecrets.name });
}

/**
 * The demo logins' passwords that sign in now, each checked against the account's hash: a password changed since
 * (a reset, `admin:create`, another DEMO_*_PASSWORD) or one created before they were kept is `unknown`.
 */
export async function readDemoPasswords(
  db: Executor,
  config: Pick<Env, "DEMO_ADMIN_PASSWORD" | "DEMO_CUSTOMER_PASSWORD" | "DEMO_TECH_PASSWORD">,
): Promise<DemoLoginPasswords> {
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, STORED_ROW));
  const stored = row ? parseStored(row.value) : undefined;
  const check = async (email: string, entry: DemoPassword | undefined): Promise<DemoLoginPassword> => {
    const candidate = entry?.source === "generated" ? entry.password : entry ? config[entry.source] : undefined;
    return entry && candidate && (await signsIn(db, email, candidate)) ? entry : { source: "unknown" };
  };
  return {
    admin: await check(DEMO_ADMIN_EMAIL, stored?.admin),
    customer: await check(DEMO_CUSTOMER_EMAIL, stored?.customer),
    technician: await check(DEMO_TECH_EMAIL, stored?.technician),
  };
}

function parseStored(value: string): z.infer<typeof StoredPasswordsSchema> | undefined {
  try {
    return StoredPasswordsSchema.parse(JSON.parse(value));
  } catch (error) {
    // Only this module writes the row; an unreadable one means the passwords are simply not known to this start.
    console.warn(
      `[demo] the stored demo passwords could not be read (${error instanceof Error ? error.message : String(error)})`,
    );
    return undefined;
  }
}

async function signsIn(db: Executor, email: string, password: string): Promise<boolean> {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(and(eq(user.email, email), eq(account.providerId, "credential")));
  return Boolean(credential?.hash && (await verifyPassword({ hash: credential.hash, password })));
}
