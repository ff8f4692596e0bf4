import { and, eq, sql } from "drizzle-orm";
import { hashPassword } from "better-auth/crypto";
import { isCommonPassword, PASSWORD_TOO_COMMON_MESSAGE } from "~/auth/password-policy.server";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/config/business-rules";
import type { Transaction } from "~/db/client.server";
import { database } from "~/db/database.server";
import { account, user } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { createCredentialUser, newAuthId } from "./create-credential-user.server";
import { revokePasswordResetTokens } from "./revoke-password-reset-tokens.server";

export type AdminAccountResult = { userId: string; email: string; outcome: "created" | "promoted" };

/**
 * `npm run admin:create`: makes an admin login with a verified address, or promotes an existing login and sets
 * the given password on it, with an audit entry in the same transaction. Refuses passwords that break the sign-up
 * rules.
 */
export async function createAdminAccount(input: {
  email: string;
  password: string;
  name?: string;
}): Promise<AdminAccountResult> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new AppError("BAD_INPUT", `Not an e-mail address: ${input.email}`);
  if (input.password.length < PASSWORD_MIN_LENGTH)
    throw new AppError("BAD_INPUT", `Password must be at least ${PASSWORD_MIN_LENGTH} characters`);
  if (input.password.length > PASSWORD_MAX_LENGTH)
    throw new AppError("BAD_INPUT", `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);
  if (isCommonPassword(input.password)) throw new AppError("BAD_INPUT", PASSWORD_TOO_COMMON_MESSAGE);

  const db = await database();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: user.id })
      .from(user)
      .where(sql`lower(${user.email}) = ${email}`);
    const result: AdminAccountResult = existing
      ? { userId: await promote(tx, existing.id, input.password), email, outcome: "promoted" }
      : {
          userId: (
            await createCredentialUser({
              email,
              password: input.password,
              name: input.name ?? "Administrator",
              role: "admin",
              emailVerified: true,
              executor: tx,
            })
          ).id,
          email,
          outcome: "created",
        };
    // Admin rights are granted here and through the designated address only (ADR 062): each grant leaves an entry.
    await recordAudit(tx, {
      actor: null,
      action: "account.admin-grant",
      entity: "user",
      entityId: result.userId,
      details: { email, outcome: result.outcome, via: "npm run admin:create" },
    });
    return result;
  });
}

async function promote(tx: Transaction, userId: string, password: string): Promise<string> {
  const passwordHash = await hashPassword(password);
  await tx.update(user).set({ role: "admin", emailVerified: true, updatedAt: new Date() }).where(eq(user.id, userId));
  const updated = await tx
    .update(account)
    .set({ password: passwordHash, updatedAt: new Date() })
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
    .returning({ id: account.id });
  if (updated.length === 0) {
    await tx
      .insert(account)
      .values({ id: newAuthId(), accountId: userId, providerId: "credential", userId, password: passwordHash });
  }
  // A reset or set-up link mailed before must not change the password just set.
  await revokePasswordResetTokens({ userId, executor: tx });
  return userId;
}
