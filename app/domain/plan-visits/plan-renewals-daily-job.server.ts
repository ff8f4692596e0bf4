import { z } from "zod";
import type { Database, Executor } from "~/db/client.server";
import { businessDateOf } from "~/domain/analytics/analytics-calendar";
import { enqueueJob, type EnqueuedJob } from "~/jobs/enqueue.server";
import { PermanentJobError, type JobHandler } from "~/jobs/job-types";
import { offerNextBasicVisits } from "./offer-next-basic-visits.server";
import { sendPlanRenewalNotices } from "./send-plan-renewal-notices.server";

/**
 * The once-a-day renewal run (issue 37 item 6): monthly plans' renewal notices and Basic's next-visit offers. A job
 * type of its own beside `plan-visits.daily`, queued by the same timer the same way, so neither run waits on the other.
 */
export const PLAN_RENEWALS_DAILY_JOB = "plan-renewals.daily";

const DailyPayloadSchema = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

/** Queues the day's renewal run, once per business day however many servers ask: the dedupe key is the date. */
export function enqueuePlanRenewalsDailyRun(executor: Executor, now: Date): Promise<EnqueuedJob> {
  const date = businessDateOf(now);
  return enqueueJob(executor, {
    type: PLAN_RENEWALS_DAILY_JOB,
    payload: { date },
    dedupeKey: `${PLAN_RENEWALS_DAILY_JOB}:${date}`,
  });
}

/** Both halves of the run; each message is its own dedupe, so running it again (or after a crash) sends nothing twice. */
export async function runPlanRenewalsDay(db: Database, now: Date) {
  const notices = await sendPlanRenewalNotices(db, now);
  const basicOffers = await offerNextBasicVisits(db, now);
  return { notices, basicOffers };
}

/** The `plan-renewals.daily` handler: the run for now; a member whose mail failed makes the job retry. */
export function createPlanRenewalsDailyHandler(options: { now?: () => Date } = {}): JobHandler {
  const clock = options.now ?? (() => new Date());
  return async (job, { db }) => {
    const parsed = DailyPayloadSchema.safeParse(job.payload);
    if (!parsed.success)
      throw new PermanentJobError(`Invalid ${PLAN_RENEWALS_DAILY_JOB} payload: ${parsed.error.message}`);
    const { notices, basicOffers } = await runPlanRenewalsDay(db, clock());
    const failed = notices.failed + basicOffers.failed;
    if (failed > 0) throw new Error(`${failed} renewal mails could not be queued; retrying`);
  };
}
