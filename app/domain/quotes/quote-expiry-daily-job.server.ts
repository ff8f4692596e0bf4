import { z } from "zod";
import type { Executor } from "~/db/client.server";
import { businessDateOf } from "~/domain/analytics/analytics-calendar";
import { enqueueJob, type EnqueuedJob } from "~/jobs/enqueue.server";
import { PermanentJobError, type JobHandler } from "~/jobs/job-types";
import { expireOverdueQuotes } from "./close-quote.server";

/**
 * The once-a-day expiry pass (issue 38 item 4): sent quotes past their date become expired, kept. The lists also run
 * it before they are read, and signing checks the date itself; this keeps the stored status right for reports and
 * exports on days nobody opens a list. Queued by the same hourly timer as the plan and invoice runs.
 */
export const QUOTE_EXPIRY_DAILY_JOB = "quotes.expiry-daily";

const DailyPayloadSchema = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

/** Queues the day's expiry pass, once per business day however many servers ask. */
export function enqueueQuoteExpiryDailyRun(executor: Executor, now: Date): Promise<EnqueuedJob> {
  const date = businessDateOf(now);
  return enqueueJob(executor, {
    type: QUOTE_EXPIRY_DAILY_JOB,
    payload: { date },
    dedupeKey: `${QUOTE_EXPIRY_DAILY_JOB}:${date}`,
  });
}

/** The `quotes.expiry-daily` handler. */
export function createQuoteExpiryDailyHandler(options: { now?: () => Date } = {}): JobHandler {
  const clock = options.now ?? (() => new Date());
  return async (job, { db }) => {
    const parsed = DailyPayloadSchema.safeParse(job.payload);
    if (!parsed.success)
      throw new PermanentJobError(`Invalid ${QUOTE_EXPIRY_DAILY_JOB} payload: ${parsed.error.message}`);
    await expireOverdueQuotes(db, clock());
  };
}
