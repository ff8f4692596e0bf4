import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { verification } from "~/db/schema";

/**
 * Deletes every outstanding password-reset and admin set-up token of a login, called whenever its password changes
 * (reset, change, an admin's set-password, `npm run admin:create`): a link mailed earlier, perhaps leaked, must not
 * change the password again (security probe F1). better-auth stores identifiers hashed
 * (`verification: { storeIdentifier: "hashed" }`), so the "reset-password:" prefix cannot be matched; those rows
 * are found by their value, the bare user id, which no other verification row of ours holds (e-mail verification
 * uses signed tokens that are not stored). Returns how many were deleted.
 */
export async function revokePasswordResetTokens(input: { userId: string; executor?: Executor }): Promise<number> {
  const db = input.executor ?? (await database());
  const deleted = await db
    .delete(verification)
    .where(eq(verification.value, input.userId))
    .returning({ id: verification.id });
  return deleted.length;
}
