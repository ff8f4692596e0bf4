import { eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { leads } from "~/db/schema";
import { enqueueLeadSync } from "~/domain/crm/crm-jobs.server";
import { notifyCompanyOfLead } from "~/domain/notifications/notify-company-of-lead.server";
import type { NotificationResult } from "~/domain/notifications/notification-result";
import type { BusinessSettings } from "~/domain/settings/get-settings.server";
import { leadSubmissionKey } from "./lead-submission-key.server";

export type NewLead = Pick<typeof leads.$inferInsert, "name" | "email" | "phone" | "address" | "zipCode" | "notes" | "source">;
/** A new lead with its follow-ups, or (`repeated`) the lead an earlier post of the same form and words already saved. */
export type SavedLead =
  | { repeated: false; leadId: string; syncJobId: number; notification: NotificationResult }
  | { repeated: true; leadId: string };

/**
 * Saves a visitor's lead with status new, and in the SAME transaction queues its CRM sync and the company's
 * notification e-mail (DECISIONS.md §3, §4): either all of it is stored or none, and monday.com being down
 * never loses the lead, because the sync is only a job that retries.
 *
 * With the form's one-time `submissionToken`, a second post of the same words (a double tap, a replayed request)
 * saves and queues nothing and returns the first lead. The unique key decides, so two posts at the same moment
 * make one lead: the second insert waits for the first transaction and then finds its key taken.
 */
export type SaveLeadOptions = {
  submissionToken?: string | null;
  /** The settings the request already read (the form's reply quotes the phone): not read again for the e-mail. */
  settings?: BusinessSettings;
};

export async function saveLeadWithFollowUps(lead: NewLead, options: SaveLeadOptions = {}): Promise<SavedLead> {
  const submissionKey = options.submissionToken ? leadSubmissionKey(options.submissionToken, lead) : null;
  const db = await database();
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(leads)
      .values({ ...lead, status: "new", submissionKey })
      .onConflictDoNothing({ target: leads.submissionKey })
      .returning();
    if (!saved) {
      if (!submissionKey) throw new Error("saveLeadWithFollowUps: the insert returned no row");
      const [first] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.submissionKey, submissionKey));
      if (!first) throw new Error("saveLeadWithFollowUps: a repeated submission's first lead is gone");
      return { repeated: true, leadId: first.id };
    }
    const job = await enqueueLeadSync(tx, { leadId: saved.id });
    const notification = await notifyCompanyOfLead({ executor: tx, lead: saved, settings: options.settings });
    return { repeated: false, leadId: saved.id, syncJobId: job.id, notification };
  });
}
