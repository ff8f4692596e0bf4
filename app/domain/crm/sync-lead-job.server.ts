import { and, eq, isNull, sql } from "drizzle-orm";
import { leads } from "~/db/schema";
import { updateTextFor } from "~/integrations/monday/board-columns";
import { findOrCreateBoardItem } from "~/integrations/monday/create-board-item.server";
import { callMonday } from "~/integrations/monday/monday-job-failure";
import type { JobHandler } from "~/jobs/job-types";
import { CRM_JOB, parseJobPayload, type CrmJobDependencies } from "./crm-jobs.server";
import { SyncLeadPayloadSchema } from "./crm-schemas";
import { crmEntryForLead } from "./crm-entries";
import { recordCrmItem } from "./record-crm-item.server";

/**
 * `crm.sync-lead`: one estimate request, contact-form message or sign-up becomes one board item. A lead that
 * already has an item id (an earlier attempt created it) is never sent again; its update text was queued when
 * the id was stored.
 */
export function createSyncLeadHandler({
  client,
  boardId,
  columnsOf,
  unknownOutcomeWaitSeconds,
}: CrmJobDependencies): JobHandler {
  return async (job, { db, completeWith }) => {
    const { leadId } = parseJobPayload(SyncLeadPayloadSchema, job.payload, CRM_JOB.syncLead);
    const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
    if (!lead) {
      console.warn(`[crm] lead ${leadId} no longer exists; nothing to sync (job ${job.id})`);
    } else if (!lead.mondayItemId) {
      const entry = crmEntryForLead(lead);
      const { itemId } = await callMonday(`the item for lead ${leadId}`, async () =>
        findOrCreateBoardItem({ client, boardId, columns: await columnsOf(boardId), entry, unknownOutcomeWaitSeconds }),
      );
      await recordCrmItem({
        db,
        itemId,
        updateText: updateTextFor(entry),
        what: `lead ${leadId}`,
        store: async (tx) => {
          const stored = await tx
            .update(leads)
            // A lead staff already moved on (contacted, converted) keeps its status; only a new one becomes synced.
            .set({
              mondayItemId: itemId,
              status: sql`case when ${leads.status} = 'new' then 'synced_to_monday' else ${leads.status} end`,
              updatedAt: sql`now()`,
            })
            .where(and(eq(leads.id, leadId), isNull(leads.mondayItemId)))
            .returning({ id: leads.id });
          return stored.length > 0;
        },
      });
    }
    await completeWith(async () => undefined);
  };
}
