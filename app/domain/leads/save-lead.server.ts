import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { leads } from "~/db/schema";
import { leadSyncJob } from "~/domain/crm/crm-jobs.server";
import { leadNotificationJob } from "~/domain/notifications/lead-notification-job.server";
import type { NotificationResult } from "~/domain/notifications/notification-result";
import { getSettings, type BusinessSettings } from "~/domain/settings/get-settings.server";
import { insertWithJobs } from "~/jobs/insert-with-jobs.server";
import { leadSubmissionKey } from "./lead-submission-key.server";

export type NewLead = Pick<
  typeof leads.$inferInsert,
  "name" | "email" | "phone" | "address" | "zipCode" | "notes" | "source"
>;
/** A new lead with its follow-ups, or (`repeated`) the lead an earlier post of the same form and words already saved. */
export type SavedLead =
  | { repeated: false; leadId: string; syncJobId: number; notification: NotificationResult }
  | { repeated: true; leadId: string };

/**
 * Saves a visitor's lead with status new and, in the SAME statement, queues its CRM sync and the company's
 * notification e-mail (DECISIONS.md §3, §4): either all of it is stored or none, and monday.com being down never
 * loses the lead, because the sync is only a job that retries. One statement, not a transaction of four, because
 * this is the busiest write there is (issue 14's estimate POST).
 *
 * With the form's one-time `submissionToken`, a second post of the same words (a double tap, a replayed request)
 * saves and queues nothing and returns the first lead. The unique key decides, so two posts at the same moment
 * make one lead: the second insert waits for the first one's commit and then finds its key taken.
 */
export type SaveLeadOptions = {
  submissionToken?: string | null;
  /** The settings the request already read (the form's reply quotes the phone): not read again for the e-mail. */
  settings?: BusinessSettings;
};

export async function saveLeadWithFollowUps(lead: NewLead, options: SaveLeadOptions = {}): Promise<SavedLead> {
  const submissionKey = options.submissionToken ? leadSubmissionKey(options.submissionToken, lead) : null;
  const settings = options.settings ?? (await getSettings());
  // Chosen here, not by the database, so that the jobs inserted with the lead can name it and the e-mail can quote
  // the moment the lead is stored with.
  const row = {
    id: randomUUID(),
    name: lead.name,
    email: lead.email ?? null,
    phone: lead.phone ?? null,
    address: lead.address ?? null,
    zipCode: lead.zipCode ?? null,
    notes: lead.notes ?? null,
    source: lead.source,
    status: "new" as const,
    submissionKey,
    createdAt: new Date(),
  };
  const notification = leadNotificationJob({ lead: row, settings });
  const syncJob = leadSyncJob({ leadId: row.id });
  const db = await database();
  const saved = await insertWithJobs(
    db,
    db
      .insert(leads)
      .values({ ...row, updatedAt: row.createdAt })
      .onConflictDoNothing({ target: leads.submissionKey })
      .returning({ id: leads.id }),
    notification.job ? [syncJob, notification.job] : [syncJob],
  );
  if (!saved) {
    if (!submissionKey) throw new Error("saveLeadWithFollowUps: the insert returned no row");
    const [first] = await db.select({ id: leads.id }).from(leads).where(eq(leads.submissionKey, submissionKey));
    if (!first) throw new Error("saveLeadWithFollowUps: a repeated submission's first lead is gone");
    return { repeated: true, leadId: first.id };
  }
  const jobId = (type: string) => {
    const id = saved.jobIds.get(type);
    if (id === undefined)
      throw new Error(`saveLeadWithFollowUps: the ${type} job of lead ${saved.id} was not inserted`);
    return id;
  };
  return {
    repeated: false,
    leadId: saved.id,
    syncJobId: jobId(syncJob.type),
    notification: notification.job
      ? { queued: true, jobId: jobId(notification.job.type) }
      : { queued: false, reason: notification.reason },
  };
}
