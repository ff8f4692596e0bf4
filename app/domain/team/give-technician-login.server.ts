import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { isDesignatedAdminEmail, TECHNICIAN_ROLE } from "~/auth/permissions";
import { publicOrigin } from "~/config/public-origin.server";
import type { Transaction } from "~/db/client.server";
import { database } from "~/db/database.server";
import { technicians, user, verification } from "~/db/schema";
import { createCredentialUser, newAuthId } from "~/domain/accounts/create-credential-user.server";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { queueTemplatedEmail } from "~/domain/notifications/queue-templated-email.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { localizedPath } from "~/i18n/locale";
import { lockTechnician } from "./lock-technician.server";

/**
 * How long the invitation's link lets the technician choose a first password: longer than a reset link (an hour),
 * since staff give the login before the technician reads mail, and it only sets a password nobody has chosen yet.
 */
export const TECHNICIAN_INVITE_EXPIRES_HOURS = 72;

/**
 * Gives an active technician a login with their e-mail and the role `technician` (written here, by the server only:
 * ADR 062), and queues the invitation to choose its password, all in one transaction with the audit entry. The
 * password is random and never shown: only the mailbox's owner can set one, through better-auth's reset-password
 * link. Refused with CONFLICT when the technician already has a login or is inactive, when the address already
 * belongs to a login (a customer's, staff's), or when it is the designated admin address (verifying it there would
 * make the login an administrator).
 */
export async function giveTechnicianLogin(input: {
  actor: { id: string };
  technicianId: string;
}): Promise<{ technicianId: string; name: string; email: string }> {
  const db = await database();
  return db.transaction(async (tx) => {
    const technician = await lockTechnician(tx, input.technicianId);
    if (technician.userId) throw new AppError("CONFLICT", `Technician ${technician.id} already has a login`);
    if (!technician.active) throw new AppError("CONFLICT", `Technician ${technician.id} is inactive`);
    const email = technician.email.trim().toLowerCase();
    const settings = await getSettings({ executor: tx });
    if (isDesignatedAdminEmail(email, settings.adminEmail))
      throw new AppError("CONFLICT", "The designated admin address cannot be a technician's login");
    const [existing] = await tx
      .select({ id: user.id })
      .from(user)
      .where(sql`lower(${user.email}) = ${email}`);
    if (existing) throw new AppError("CONFLICT", `The address of technician ${technician.id} already has a login`);

    const login = await createCredentialUser({
      email,
      password: randomBytes(32).toString("base64url"),
      name: technician.name,
      role: TECHNICIAN_ROLE,
      locale: technician.locale,
      emailVerified: false,
      executor: tx,
    });
    await tx
      .update(technicians)
      .set({ userId: login.id, updatedAt: new Date() })
      .where(eq(technicians.id, technician.id));
    await recordAudit(tx, {
      actor: input.actor,
      action: "account.technician-login-give",
      entity: "technician",
      entityId: technician.id,
      details: { name: technician.name, email, userId: login.id, role: TECHNICIAN_ROLE },
    });
    const token = await storeInvitationToken(tx, login.id);
    await queueTemplatedEmail({
      executor: tx,
      settings,
      to: email,
      locale: technician.locale,
      template: "technician-invite",
      data: {
        name: technician.name,
        url: `${publicOrigin()}${localizedPath("/reset-password", technician.locale)}?token=${encodeURIComponent(token)}`,
        expiresInHours: TECHNICIAN_INVITE_EXPIRES_HOURS,
        signInUrl: `${publicOrigin()}${localizedPath("/auth", technician.locale)}`,
      },
    });
    return { technicianId: technician.id, name: technician.name, email };
  });
}

/**
 * A better-auth reset-password token for the new login, written in our transaction so the invitation exists exactly
 * when the login does. better-auth stores identifiers hashed (`verification: { storeIdentifier: "hashed" }`: SHA-256,
 * base64url without padding) and reads the user id from `value`; revokePasswordResetTokens finds it by that value.
 * The db test follows the link through better-auth itself, so a change in its storage fails there.
 */
async function storeInvitationToken(tx: Transaction, userId: string): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  const identifier = createHash("sha256").update(`reset-password:${token}`).digest("base64url");
  await tx.insert(verification).values({
    id: newAuthId(),
    identifier,
    value: userId,
    expiresAt: new Date(Date.now() + TECHNICIAN_INVITE_EXPIRES_HOURS * 3600 * 1000),
  });
  return token;
}
