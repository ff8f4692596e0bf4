import type { AuditAction } from "~/config/audit-actions";
import type { Executor } from "~/db/client.server";
import { auditLog } from "~/db/schema";

/** What staff did, to which row: `action` is `<entity>.<verb>` ("customer.delete", "customer.import"). */
export type AuditEntry = {
  /** Null for the system itself (a job acting on its own). */
  actor: { id: string } | null;
  /** One the audit screen names and filters by (app/config/audit-actions.ts): a new action is added there first. */
  action: AuditAction;
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
};

/**
 * Writes one audit entry (who, what, when) in the caller's transaction, so the entry exists exactly when the change
 * it records was committed. Every staff change goes through here. Answers the entry's id (an import report is read
 * back by it).
 */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<{ id: number }> {
  const [row] = await tx
    .insert(auditLog)
    .values({
      actorUserId: entry.actor?.id ?? null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      details: entry.details ?? null,
    })
    .returning({ id: auditLog.id });
  return { id: row!.id };
}
