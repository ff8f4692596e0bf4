import { eq } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { serviceHistory } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { followServiceRecordInvoice } from "~/domain/invoices/follow-service-record-invoice.server";
import { knownServiceRecordId } from "./get-service-record.server";
import { parseServiceRecordInput } from "./service-record-input.server";
import { SERVICE_RECORD_FIELDS } from "./service-record-schemas";

/**
 * Staff editing a service record: every field, the customer included (a record filed under the wrong person).
 * Marking it paid records a payment on its invoice, so the customer's balance drops at once (ADR 084). The audit
 * entry names what changed, from and to. NOT_FOUND for an unknown record, BAD_INPUT with field message keys.
 */
export async function updateServiceRecord(input: {
  actor: Pick<SessionUser, "id">;
  recordId: unknown;
  input: unknown;
  now?: Date;
}): Promise<{ customerName: string }> {
  const id = knownServiceRecordId(input.recordId);
  const db = await database();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(serviceHistory).where(eq(serviceHistory.id, id)).for("update");
    if (!before) throw new AppError("NOT_FOUND", "Service record not found");
    const { record, customerName } = await parseServiceRecordInput(tx, input.input, input.now ?? new Date());
    const changes = Object.fromEntries(
      SERVICE_RECORD_FIELDS.filter((field) => before[field] !== record[field]).map((field) => [
        field,
        { from: before[field], to: record[field] },
      ]),
    );
    const [after] = await tx
      .update(serviceHistory)
      .set({ ...record, updatedAt: new Date() })
      .where(eq(serviceHistory.id, id))
      .returning();
    // Marking it paid pays its invoice, which lowers the balance at once (ADR 084).
    await followServiceRecordInvoice(tx, { before, after: after!, actor: input.actor, now: input.now ?? new Date() });
    await recordAudit(tx, {
      actor: input.actor,
      action: "service-record.update",
      entity: "service-record",
      entityId: id,
      details: { customerId: record.customerId, changes },
    });
    return { customerName };
  });
}
