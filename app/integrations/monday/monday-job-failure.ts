import { RetryLaterError } from "~/jobs/job-types";
import { MondayApiError } from "./monday-client.server";

/**
 * What a CRM job throws when monday.com fails, per its contract: a rate-limit or complexity-budget answer waits
 * for monday's own hint (retry_in_seconds or Retry-After); time-outs, 5xx and errors arrays back off
 * exponentially through the queue. Refusals that only a person can fix (a bad token, a missing board) are
 * still retried with back-off, because the settings may be corrected, but are logged as errors for staff.
 */
export function jobFailureFor(error: unknown, what: string): unknown {
  if (!(error instanceof MondayApiError)) return error;
  if (error.retryAfterSeconds !== undefined) {
    return new RetryLaterError(
      error.retryAfterSeconds,
      `monday.com asked us to wait ${error.retryAfterSeconds} s (${what}): ${error.message}`,
      { cause: error },
    );
  }
  if (!error.retryable) {
    console.error(
      `[crm] monday.com refused ${what} (${error.code ?? "no code"}): ${error.message}. ` +
        "The job is retried with back-off; check MONDAY_API_TOKEN and MONDAY_BOARD_ID.",
    );
  }
  return error;
}

/** Runs one monday.com call (or a few) and turns its failure into what the job queue expects. */
export async function callMonday<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw jobFailureFor(error, what);
  }
}
