import { env } from "~/config/env.server";
import { jobHandlers } from "~/jobs/job-handlers.server";
import { createJobWorker, type JobWorker } from "~/jobs/worker.server";

let worker: JobWorker | undefined;

/** Starts this process's job worker, unless JOB_WORKER=off (e.g. web-only servers). Idempotent. */
export function startBackgroundWork(): void {
  const config = env();
  if (config.JOB_WORKER === "off" || worker) return;
  worker = createJobWorker({ handlers: jobHandlers, pollIntervalMs: config.JOB_POLL_INTERVAL_MS });
  worker.start();
  console.log(`[jobs] worker ${worker.id} polling every ${config.JOB_POLL_INTERVAL_MS} ms for: ${Object.keys(jobHandlers).join(", ")}`);
}

/** Stops the worker, waiting a bounded time for the job in flight; call before closing the database. */
export async function stopBackgroundWork(): Promise<void> {
  const stopping = worker;
  worker = undefined;
  await stopping?.stop();
}
