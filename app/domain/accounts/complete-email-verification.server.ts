import { eq } from "drizzle-orm";
import { isAdminUser, isTechnicianRole } from "~/auth/permissions";
import { database } from "~/db/database.server";
import { user } from "~/db/schema";
import { ensureCustomerRecord } from "~/domain/customers/ensure-customer-record.server";
import { getSettings } from "~/domain/settings/get-settings.server";

/**
 * After a user proved their mailbox (verification link, or a password reset / admin set-up link): marks the
 * address verified and gives a customer their customer record (DECISIONS.md §2). Staff and technician logins get none.
 * A failure to make the record is logged, not raised: the address stays verified and the record is made the
 * next time the customer needs it.
 */
export async function completeEmailVerification(input: { userId: string; alreadyMarked?: boolean }): Promise<void> {
  const db = await database();
  const [verified] = input.alreadyMarked
    ? await db.select().from(user).where(eq(user.id, input.userId))
    : await db
        .update(user)
        .set({ emailVerified: true, updatedAt: new Date() })
        .where(eq(user.id, input.userId))
        .returning();
  if (!verified) return;
  const settings = await getSettings();
  // A technician's login (issue 34) is no customer either: it reaches only the technician screens.
  if (isAdminUser(verified, settings.adminEmail) || isTechnicianRole(verified.role)) return;
  try {
    await ensureCustomerRecord({ userId: verified.id });
  } catch (error) {
    console.error(`[accounts] could not make the customer record after verifying user ${verified.id}`, error);
  }
}
