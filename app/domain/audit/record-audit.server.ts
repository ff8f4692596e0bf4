import type { Executor } from "~/db/client.server";
import { auditLog } from "~/db/schema";

/** What staff did, to which row: `action` is `<entity>.<verb>` ("customer.delete", "customer.import"). */
export type AuditEntry = {
  /** Null for the system itself (a job acting on its own). */
  actor: { id: string } | null;
  action: string;
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
};

/**
 * Writes one audit entry (who, what, when) in the caller's transaction, so the entry exists exactly when the change
 * it records was committed. Every staff change goes through here.
 */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: entry.actor?.id ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    details: entry.details ?? null,
  });
}
