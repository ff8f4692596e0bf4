import { eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { customers } from "~/db/schema";
import { completeEmailVerification } from "~/domain/accounts/complete-email-verification.server";
import { clearPendingEmailChange, findPendingEmailChange } from "./pending-email-change.server";

/**
 * After better-auth changed a login's e-mail from a followed change-email link: when it is the change the customer
 * asked for on the profile, the customer record's e-mail follows the login's, and the address counts as verified
 * (following the link proved the mailbox). Other updates of the user are left alone, so staff's record e-mail is
 * never overwritten by a plain verification.
 */
export async function completeEmailChange(input: { userId: string; email: string }): Promise<boolean> {
  const db = await database();
  const pending = await findPendingEmailChange({ executor: db, userId: input.userId });
  if (!pending || pending !== input.email.toLowerCase()) return false;
  await db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({ email: input.email, updatedAt: new Date() })
      .where(eq(customers.userId, input.userId));
    await clearPendingEmailChange({ executor: tx, userId: input.userId });
  });
  await completeEmailVerification({ userId: input.userId });
  return true;
}
