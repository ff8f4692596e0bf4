import { and, count, eq } from "drizzle-orm";
import { TECHNICIAN_ROLE } from "~/auth/permissions";
import { database } from "~/db/database.server";
import { appointments, technicians, user } from "~/db/schema";
import { revokePasswordResetTokens } from "~/domain/accounts/revoke-password-reset-tokens.server";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { lockTechnician } from "./lock-technician.server";

/**
 * Deletes a technician added by mistake, with their days off and their login. One with visits is refused with
 * CONFLICT: their history names them, so staff deactivate them instead (setTechnicianActive).
 */
export async function deleteTechnician(input: {
  actor: { id: string };
  technicianId: string;
}): Promise<{ id: string; name: string }> {
  const db = await database();
  return db.transaction(async (tx) => {
    const technician = await lockTechnician(tx, input.technicianId);
    const [visits] = await tx
      .select({ visits: count() })
      .from(appointments)
      .where(eq(appointments.technicianId, technician.id));
    if ((visits?.visits ?? 0) > 0)
      throw new AppError("CONFLICT", `Technician ${technician.id} has visits: deactivate instead of deleting`);
    await tx.delete(technicians).where(eq(technicians.id, technician.id));
    if (technician.userId) {
      // Only a technician's login goes with them; its unused invitation link too.
      await tx.delete(user).where(and(eq(user.id, technician.userId), eq(user.role, TECHNICIAN_ROLE)));
      await revokePasswordResetTokens({ userId: technician.userId, executor: tx });
    }
    await recordAudit(tx, {
      actor: input.actor,
      action: "technician.delete",
      entity: "technician",
      entityId: technician.id,
      details: { name: technician.name, email: technician.email, hadLogin: Boolean(technician.userId) },
    });
    return { id: technician.id, name: technician.name };
  });
}
