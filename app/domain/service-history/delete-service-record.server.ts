import { eq } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { serviceHistory } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { followServiceRecordInvoice } from "~/domain/invoices/follow-service-record-invoice.server";
import { knownServiceRecordId } from "./get-service-record.server";

/**
 * Staff deleting a service record (one entered by mistake). The audit entry keeps what the record said, since
 * nothing else will. NOT_FOUND for an unknown record.
 */
export async function deleteServiceRecord(input: { actor: Pick<SessionUser, "id">; recordId: unknown }): Promise<void> {
  const id = knownServiceRecordId(input.recordId);
  const db = await database();
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(serviceHistory).where(eq(serviceHistory.id, id)).for("update");
    if (!existing) throw new AppError("NOT_FOUND", "Service record not found");
    // Its open invoice is voided first (keeping its number; the delete then unlinks it), so the balance drops as the
    // record goes (ADR 084).
    await followServiceRecordInvoice(tx, { before: existing, after: null, actor: input.actor, now: new Date() });
    const [deleted] = await tx.delete(serviceHistory).where(eq(serviceHistory.id, id)).returning();
    if (!deleted) throw new AppError("NOT_FOUND", "Service record not found");
    const { id: _id, createdAt: _created, updatedAt: _updated, ...kept } = deleted;
    await recordAudit(tx, {
      actor: input.actor,
      action: "service-record.delete",
      entity: "service-record",
      entityId: id,
      details: kept,
    });
  });
}
