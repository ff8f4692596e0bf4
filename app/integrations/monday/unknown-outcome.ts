import { MondayApiError } from "./monday-api-error";

/**
 * Failures after which a create_item or create_update may or may not have happened: the request may have reached
 * monday.com while its answer never reached us (our time-out, a reset connection, a body cut off). monday.com has no
 * idempotency key, so the retry looks first for what the lost call may have made (ADR 046).
 */
const UNKNOWN_OUTCOME_CODES = new Set(["TIMEOUT", "NETWORK", "NO_DATA"]);

/**
 * How long the retry waits after such a failure before it looks. A call still on its way (queued at monday.com, slow
 * there) lands within this time; looking at once could miss it and make the same item or update a second time.
 */
export const DEFAULT_UNKNOWN_OUTCOME_WAIT_SECONDS = 60;

/**
 * The error to retry with after a failed create: for an unknown outcome, one that asks the queue to wait
 * `waitSeconds` (so the retry looks only once a late create has landed); any other failure unchanged.
 */
export function retryAfterUnknownOutcome(
  error: unknown,
  what: string,
  waitSeconds = DEFAULT_UNKNOWN_OUTCOME_WAIT_SECONDS,
): unknown {
  if (!(error instanceof MondayApiError) || !UNKNOWN_OUTCOME_CODES.has(error.code ?? "")) return error;
  return new MondayApiError(
    `${what} got no answer (${error.message}); it may have been made, so the retry looks for it in ${waitSeconds} s before making it again`,
    true,
    waitSeconds,
    "CREATE_OUTCOME_UNKNOWN",
    { cause: error },
  );
}
