import { and, eq, sql } from "drizzle-orm";
import { hashPassword } from "better-auth/crypto";
import { isCommonPassword, PASSWORD_TOO_COMMON_MESSAGE } from "~/auth/password-policy.server";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/config/business-rules";
import { database } from "~/db/database.server";
import { account, user } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { createCredentialUser, newAuthId } from "./create-credential-user.server";
import { revokePasswordResetTokens } from "./revoke-password-reset-tokens.server";

export type AdminAccountResult = { userId: string; email: string; outcome: "created" | "promoted" };

/**
 * `npm run admin:create`: makes an admin login with a verified address, or promotes an existing login and sets
 * the given password on it. Refuses passwords that break the sign-up rules.
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
  const [existing] = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${email}`);
  if (!existing) {
    const created = await createCredentialUser({
      email,
      password: input.password,
      name: input.name ?? "Administrator",
      role: "admin",
      emailVerified: true,
    });
    return { userId: created.id, email, outcome: "created" };
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx
      .update(user)
      .set({ role: "admin", emailVerified: true, updatedAt: new Date() })
      .where(eq(user.id, existing.id));
    const updated = await tx
      .update(account)
      .set({ password: passwordHash, updatedAt: new Date() })
      .where(and(eq(account.userId, existing.id), eq(account.providerId, "credential")))
      .returning({ id: account.id });
    if (updated.length === 0) {
      await tx.insert(account).values({
        id: newAuthId(),
        accountId: existing.id,
        providerId: "credential",
        userId: existing.id,
        password: passwordHash,
      });
    }
    // A reset or set-up link mailed before must not change the password just set.
    await revokePasswordResetTokens({ userId: existing.id, executor: tx });
  });
  return { userId: existing.id, email, outcome: "promoted" };
}
