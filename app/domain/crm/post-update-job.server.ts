import { callMonday } from "~/integrations/monday/monday-job-failure";
import { retryAfterUnknownOutcome } from "~/integrations/monday/unknown-outcome";
import type { JobHandler } from "~/jobs/job-types";
import { CRM_JOB, parseJobPayload, type CrmJobDependencies } from "./crm-jobs.server";
import { PostUpdatePayloadSchema } from "./crm-schemas";

/** monday.com stores an update as HTML and reads it back as text: compare the words, not the line breaks. */
function sameText(a: string, b: string): boolean {
  return a.replace(/\s+/g, "") === b.replace(/\s+/g, "");
}

/**
 * `crm.post-update`: writes an item's full details as its update (DECISIONS.md §3). A job of its own, queued with
 * the item id, so a failure here is retried without ever touching create_item again. A retry first reads the item's
 * updates: an earlier attempt whose answer was lost may have posted this very text, and monday.com has no
 * idempotency key (ADR 046).
 */
export function createPostUpdateHandler({
  client,
  unknownOutcomeWaitSeconds,
}: Pick<CrmJobDependencies, "client" | "unknownOutcomeWaitSeconds">): JobHandler {
  return async (job, { completeWith }) => {
    const { itemId, body } = parseJobPayload(PostUpdatePayloadSchema, job.payload, CRM_JOB.postUpdate);
    const posted =
      job.attempts > 1
        ? await callMonday(`the updates of item ${itemId}`, () => client.listItemUpdates({ itemId }))
        : [];
    if (posted.some((update) => sameText(update.textBody, body))) {
      console.warn(
        `[crm] item ${itemId} already has this update (an earlier attempt posted it); not posting it again (job ${job.id})`,
      );
    } else {
      await callMonday(`the update text of item ${itemId}`, async () => {
        try {
          return await client.createUpdate({ itemId, body });
        } catch (error) {
          throw retryAfterUnknownOutcome(error, `create_update on item ${itemId}`, unknownOutcomeWaitSeconds);
        }
      });
    }
    await completeWith(async () => undefined);
  };
}
