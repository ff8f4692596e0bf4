import { randomBytes } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { account, user } from "~/db/schema";

export type NewCredentialUser = {
  email: string;
  password: string;
  name: string;
  firstName?: string | null;
  lastName?: string | null;
  role?: "user" | "admin" | "technician";
  locale?: "en" | "es";
  emailVerified: boolean;
  executor?: Executor;
};

/**
 * A login with an e-mail/password credential, written straight to better-auth's tables with better-auth's own
 * password hashing (for the admin set-up flow, `npm run admin:create` and seeds: no session, no sign-up records).
 * Callers check the password rules first.
 */
export async function createCredentialUser(input: NewCredentialUser): Promise<{ id: string }> {
  const db = input.executor ?? (await database());
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const id = newAuthId();
    await tx.insert(user).values({
      id,
      email: input.email.trim().toLowerCase(),
      name: input.name,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      role: input.role ?? "user",
      ...(input.locale ? { locale: input.locale } : {}),
      emailVerified: input.emailVerified,
    });
    await tx
      .insert(account)
      .values({ id: newAuthId(), accountId: id, providerId: "credential", userId: id, password: passwordHash });
    return { id };
  });
}

/** Ids in better-auth's style: 32 URL-safe random characters. */
export function newAuthId(): string {
  return randomBytes(24).toString("base64url");
}
