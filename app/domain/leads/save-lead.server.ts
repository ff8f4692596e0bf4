import { database } from "~/db/database.server";
import { leads } from "~/db/schema";
import { enqueueLeadSync } from "~/domain/crm/crm-jobs.server";
import { notifyCompanyOfLead } from "~/domain/notifications/notify-company-of-lead.server";
import type { NotificationResult } from "~/domain/notifications/notification-result";

export type NewLead = Pick<typeof leads.$inferInsert, "name" | "email" | "phone" | "address" | "zipCode" | "notes" | "source">;
export type SavedLead = { leadId: string; syncJobId: number; notification: NotificationResult };

/**
 * Saves a visitor's lead with status new, and in the SAME transaction queues its CRM sync and the company's
 * notification e-mail (DECISIONS.md §3, §4): either all of it is stored or none, and monday.com being down
 * never loses the lead, because the sync is only a job that retries.
 */
export async function saveLeadWithFollowUps(lead: NewLead): Promise<SavedLead> {
  const db = await database();
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(leads)
      .values({ ...lead, status: "new" })
      .returning({ id: leads.id });
    if (!saved) throw new Error("saveLeadWithFollowUps: the insert returned no row");
    const job = await enqueueLeadSync(tx, { leadId: saved.id });
    const notification = await notifyCompanyOfLead({ executor: tx, leadId: saved.id });
    return { leadId: saved.id, syncJobId: job.id, notification };
  });
}
