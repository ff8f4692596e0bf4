/**
 * The job worker's start line, in plain words: the job types it runs are the handlers this start registered
 * (app/jobs/job-handlers.server.ts); the CRM's are registered only with monday.com set up, so the line says why they
 * are missing rather than leaving a newcomer to wonder.
 */
export function jobWorkerLine(input: {
  workerId: string;
  pollIntervalMs: number;
  runnable: readonly string[];
  crmConfigured: boolean;
}): string {
  const line = `[jobs] worker ${input.workerId} checks every ${input.pollIntervalMs} ms for jobs of these types: ${input.runnable.join(", ")}.`;
  return input.crmConfigured
    ? line
    : `${line} CRM sync jobs wait in the queue until MONDAY_API_TOKEN and MONDAY_BOARD_ID are set (see the System page).`;
}
