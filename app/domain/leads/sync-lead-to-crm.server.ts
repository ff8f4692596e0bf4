import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { env } from "~/config/env.server";
import { database } from "~/db/database.server";
import { jobs, leads } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { queueLeadSync } from "~/domain/crm/queue-lead-sync.server";
import { configuredMondayConnection, type MondaySettings } from "~/integrations/monday/monday-connection.server";
import { knownLeadId } from "./get-lead.server";

/**
 * How long a Sync press waits for the background worker before answering. The worker polls the queue every second
 * (JOB_POLL_INTERVAL_MS) and one monday.com call takes well under a second, so a healthy CRM usually answers inside
 * this; a slower one gets the truthful "queued" answer instead of a page that hangs.
 */
export const LEAD_SYNC_WAIT_MS = 4_000;
const LEAD_SYNC_POLL_MS = 150;

/**
 * synced: the lead has its item id; queued: the job waits or is still running (it retries by itself); notConnected:
 * no monday.com token and board, so the job waits until a server has them; failed: the attempt made while waiting
 * failed (the job retries later with back-off).
 */
export type LeadSyncAnswer =
  | { outcome: "synced"; mondayItemId: string }
  | { outcome: "queued" }
  | { outcome: "notConnected" }
  | { outcome: "failed" };

/**
 * Sync to monday per lead (spec document 2 §4, DECISIONS.md §3): queues the lead's sync job (queueLeadSync: one job
 * per lead, audited; CONFLICT when the lead is already on the board, NOT_FOUND when unknown), then, when the CRM is
 * connected, follows that job in the database for up to `waitMs` while whichever server's worker runs it, and says
 * what happened. Nothing is sent to monday.com from the request itself: the job stays the one path, with its retries.
 */
export async function syncLeadToCrm(input: {
  actor: Pick<SessionUser, "id">;
  leadId: unknown;
  waitMs?: number;
  config?: MondaySettings;
}): Promise<LeadSyncAnswer> {
  const leadId = knownLeadId(input.leadId);
  const { jobId } = await queueLeadSync({ actor: input.actor, leadId });
  if (!configuredMondayConnection(input.config ?? env())) return { outcome: "notConnected" };
  const db = await database();
  const readJob = async () =>
    (await db.select({ status: jobs.status, attempts: jobs.attempts }).from(jobs).where(eq(jobs.id, jobId)))[0];
  const first = await readJob();
  // A worker may have claimed the job already (running counts its attempt): that attempt is the one followed.
  const attemptsBefore = first ? first.attempts - (first.status === "running" ? 1 : 0) : 0;
  const deadline = Date.now() + (input.waitMs ?? LEAD_SYNC_WAIT_MS);
  for (;;) {
    // The job before the lead: the item id is stored before the job completes, so a job seen completed here has
    // written whatever id it got by the time the lead is read.
    const job = await readJob();
    const [lead] = await db.select({ mondayItemId: leads.mondayItemId }).from(leads).where(eq(leads.id, leadId));
    if (!lead) throw new AppError("NOT_FOUND", "Lead not found");
    if (lead.mondayItemId) return { outcome: "synced", mondayItemId: lead.mondayItemId };
    // Completed without an item id: the lead was not sent (it vanished or the job found nothing to do).
    if (!job || job.status === "completed") return { outcome: "failed" };
    if ((job.status === "pending" || job.status === "dead") && job.attempts > attemptsBefore)
      return { outcome: "failed" };
    if (Date.now() >= deadline) return { outcome: "queued" };
    await sleep(LEAD_SYNC_POLL_MS);
  }
}
