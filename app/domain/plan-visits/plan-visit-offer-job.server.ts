import { z } from "zod";
import type { Executor } from "~/db/client.server";
import { enqueueJob } from "~/jobs/enqueue.server";
import { PermanentJobError, type JobHandler } from "~/jobs/job-types";
import { offerPlanVisit } from "./offer-plan-visit.server";

/** Offers one plan visit now: the first visit of a plan that has just started, so its e-mail does not wait a day. */
export const PLAN_VISIT_OFFER_JOB = "plan-visits.offer";

const OfferPayloadSchema = z.object({ planVisitId: z.uuid() });

/**
 * Queues the offer of one visit, in the caller's transaction (the one that made the visit), once per visit: the daily
 * run would open it too, and whichever comes first offers it (offerPlanVisit re-reads the state under a lock).
 */
export async function enqueuePlanVisitOffer(tx: Executor, planVisitId: string): Promise<void> {
  await enqueueJob(tx, {
    type: PLAN_VISIT_OFFER_JOB,
    payload: { planVisitId },
    dedupeKey: `${PLAN_VISIT_OFFER_JOB}:${planVisitId}`,
  });
}

/** The `plan-visits.offer` handler: the offer, or nothing when it was offered already or the plan ended meanwhile. */
export function createPlanVisitOfferHandler(options: { now?: () => Date } = {}): JobHandler {
  const clock = options.now ?? (() => new Date());
  return async (job, { db }) => {
    const parsed = OfferPayloadSchema.safeParse(job.payload);
    if (!parsed.success)
      throw new PermanentJobError(`Invalid ${PLAN_VISIT_OFFER_JOB} payload: ${parsed.error.message}`);
    await offerPlanVisit(db, { planVisitId: parsed.data.planVisitId, round: "offer", now: clock(), mailAtOnce: true });
  };
}
