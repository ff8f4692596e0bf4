import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { serviceHistory } from "~/db/schema";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { followServiceRecordInvoice } from "~/domain/invoices/follow-service-record-invoice.server";
import { parseServiceRecordInput } from "./service-record-input.server";

/**
 * Staff adding a service record (DECISIONS.md §4). The same table feeds the portal's history and the rewards; an
 * amount still owed (pending or overdue) gets its open invoice, which the balance sums (ADR 084). Audited in the same
 * transaction.
 * Throws BAD_INPUT with field message keys.
 */
export async function createServiceRecord(input: {
  actor: Pick<SessionUser, "id">;
  input: unknown;
  now?: Date;
}): Promise<{ id: string; customerName: string }> {
  const db = await database();
  return db.transaction(async (tx) => {
    const { record, customerName } = await parseServiceRecordInput(tx, input.input, input.now ?? new Date());
    const [created] = await tx.insert(serviceHistory).values(record).returning();
    // An amount still owed becomes an open invoice, which is what the balance sums (ADR 084).
    await followServiceRecordInvoice(tx, {
      before: null,
      after: created!,
      actor: input.actor,
      now: input.now ?? new Date(),
    });
    await recordAudit(tx, {
      actor: input.actor,
      action: "service-record.create",
      entity: "service-record",
      entityId: created!.id,
      details: { ...record },
    });
    return { id: created!.id, customerName };
  });
}
