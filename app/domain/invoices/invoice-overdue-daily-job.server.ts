import { z } from "zod";
import type { Executor } from "~/db/client.server";
import { businessDateOf } from "~/domain/analytics/analytics-calendar";
import { enqueueJob, type EnqueuedJob } from "~/jobs/enqueue.server";
import { PermanentJobError, type JobHandler } from "~/jobs/job-types";
import { sendOverdueReminders } from "./send-overdue-reminders.server";

/**
 * The once-a-day overdue pass (issue 38): one reminder per overdue invoice, ever. A job type of its own, queued by
 * the same hourly timer as the plan runs, the same way (its dedupe key is the business date).
 */
export const INVOICE_OVERDUE_DAILY_JOB = "invoices.overdue-daily";

const DailyPayloadSchema = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

/** Queues the day's overdue pass, once per business day however many servers ask. */
export function enqueueInvoiceOverdueDailyRun(executor: Executor, now: Date): Promise<EnqueuedJob> {
  const date = businessDateOf(now);
  return enqueueJob(executor, {
    type: INVOICE_OVERDUE_DAILY_JOB,
    payload: { date },
    dedupeKey: `${INVOICE_OVERDUE_DAILY_JOB}:${date}`,
  });
}

/** The `invoices.overdue-daily` handler: the pass for now; an invoice whose mail failed makes the job retry. */
export function createInvoiceOverdueDailyHandler(options: { now?: () => Date } = {}): JobHandler {
  const clock = options.now ?? (() => new Date());
  return async (job, { db }) => {
    const parsed = DailyPayloadSchema.safeParse(job.payload);
    if (!parsed.success)
      throw new PermanentJobError(`Invalid ${INVOICE_OVERDUE_DAILY_JOB} payload: ${parsed.error.message}`);
    const { failed } = await sendOverdueReminders(db, clock());
    if (failed > 0) throw new Error(`${failed} overdue reminders could not be queued; retrying`);
  };
}
