import { eq } from "drizzle-orm";
import { isTechnicianRole } from "~/auth/permissions";
import { database } from "~/db/database.server";
import { technicians, user } from "~/db/schema";
import { revokePasswordResetTokens } from "~/domain/accounts/revoke-password-reset-tokens.server";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { lockTechnician } from "./lock-technician.server";

/**
 * Takes a technician's login away: the login is deleted with its sessions and links (better-auth's tables cascade),
 * so a signed-in technician is signed out at once; the technician stays. A technician without a login is CONFLICT.
 */
export async function removeTechnicianLogin(input: {
  actor: { id: string };
  technicianId: string;
}): Promise<{ technicianId: string; name: string }> {
  const db = await database();
  return db.transaction(async (tx) => {
    const technician = await lockTechnician(tx, input.technicianId);
    if (!technician.userId) throw new AppError("CONFLICT", `Technician ${technician.id} has no login`);
    await tx.update(technicians).set({ userId: null, updatedAt: new Date() }).where(eq(technicians.id, technician.id));
    const [login] = await tx.select({ role: user.role }).from(user).where(eq(user.id, technician.userId));
    // Only a technician's login is deleted: staff never reach someone else's account through this button.
    if (login && isTechnicianRole(login.role)) await tx.delete(user).where(eq(user.id, technician.userId));
    // The invitation link, if still unused, dies with the login.
    await revokePasswordResetTokens({ userId: technician.userId, executor: tx });
    await recordAudit(tx, {
      actor: input.actor,
      action: "account.technician-login-remove",
      entity: "technician",
      entityId: technician.id,
      details: { name: technician.name, userId: technician.userId },
    });
    return { technicianId: technician.id, name: technician.name };
  });
}
