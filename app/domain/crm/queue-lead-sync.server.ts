import { and, eq, inArray, sql } from "drizzle-orm";
import { database } from "~/db/database.server";
import { jobs, leads } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { CRM_JOB, enqueueLeadSync } from "./crm-jobs.server";

export type QueueLeadSyncInput = { actor: { id: string }; leadId: string };
/** queued: a new job; rescheduled: the lead's waiting job was made due now (or revived); running: a worker is on it. */
export type QueueLeadSyncResult = { leadId: string; jobId: number; outcome: "queued" | "rescheduled" | "running" };

/**
 * Staff syncing one lead on demand (spec doc 2 §4: a lead without an item id can be synced). The lead's existing
 * sync job is reused when there is one, so a lead never has two jobs that could each create an item.
 */
export async function queueLeadSync({ actor, leadId }: QueueLeadSyncInput): Promise<QueueLeadSyncResult> {
  if (!/^[0-9a-f-]{36}$/i.test(leadId)) throw new AppError("NOT_FOUND", "Lead not found");
  const db = await database();
  return db.transaction(async (tx) => {
    // Locking the lead serialises two staff members pressing Sync at once.
    const [lead] = await tx
      .select({ id: leads.id, mondayItemId: leads.mondayItemId })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    if (!lead) throw new AppError("NOT_FOUND", "Lead not found");
    if (lead.mondayItemId) throw new AppError("CONFLICT", "This lead is already on the monday.com board");
    const [existing] = await tx
      .select({ id: jobs.id, status: jobs.status })
      .from(jobs)
      .where(
        and(
          eq(jobs.type, CRM_JOB.syncLead),
          inArray(jobs.status, ["pending", "running", "dead"]),
          sql`${jobs.payload}->>'leadId' = ${leadId}`,
        ),
      )
      .orderBy(jobs.id)
      .limit(1);
    let result: QueueLeadSyncResult;
    if (existing?.status === "running") {
      result = { leadId, jobId: existing.id, outcome: "running" };
    } else if (existing) {
      await tx
        .update(jobs)
        .set({
          status: "pending",
          runAt: sql`now()`,
          ...(existing.status === "dead" ? { attempts: 0, lastError: null } : {}),
          updatedAt: sql`now()`,
        })
        .where(and(eq(jobs.id, existing.id), eq(jobs.status, existing.status)));
      result = { leadId, jobId: existing.id, outcome: "rescheduled" };
    } else {
      const job = await enqueueLeadSync(tx, { leadId });
      result = { leadId, jobId: job.id, outcome: "queued" };
    }
    await recordAudit(tx, {
      actor,
      action: "crm.sync-lead",
      entity: "lead",
      entityId: leadId,
      details: { jobId: result.jobId, outcome: result.outcome },
    });
    return result;
  });
}
