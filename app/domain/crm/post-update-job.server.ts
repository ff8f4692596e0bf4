import { callMonday } from "~/integrations/monday/monday-job-failure";
import type { JobHandler } from "~/jobs/job-types";
import { CRM_JOB, parseJobPayload, type CrmJobDependencies } from "./crm-jobs.server";
import { PostUpdatePayloadSchema } from "./crm-schemas";

/**
 * `crm.post-update`: writes an item's full details as its update (DECISIONS.md §3). A job of its own, queued with
 * the item id, so a failure here is retried without ever touching create_item again.
 */
export function createPostUpdateHandler({ client }: Pick<CrmJobDependencies, "client">): JobHandler {
  return async (job, { completeWith }) => {
    const { itemId, body } = parseJobPayload(PostUpdatePayloadSchema, job.payload, CRM_JOB.postUpdate);
    await callMonday(`the update text of item ${itemId}`, () => client.createUpdate({ itemId, body }));
    await completeWith(async () => undefined);
  };
}
