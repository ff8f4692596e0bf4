/** Back-off between attempts of a failing job. */
export type BackoffOptions = {
  /** Delay after the first failure; doubles with each further failure. */
  baseMs: number;
  /** No delay exceeds this, however many failures. */
  capMs: number;
};

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 5_000, capMs: 60 * 60_000 };

/** A retry-after hint longer than this is treated as this (a bad header must not park a job for a year). */
export const MAX_RETRY_AFTER_SECONDS = 24 * 60 * 60;

/**
 * Exponential back-off with "equal jitter": half the exponential delay plus a random share of the other half,
 * so jobs that failed together (an outage) do not all retry in the same instant.
 */
export function retryDelayMs(
  failedAttempts: number,
  options: BackoffOptions = DEFAULT_BACKOFF,
  random: () => number = Math.random,
): number {
  const exponent = Math.max(0, failedAttempts - 1);
  const ceiling = Math.min(options.capMs, options.baseMs * 2 ** Math.min(exponent, 40));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

export function retryAfterMs(retryAfterSeconds: number): number {
  const seconds = Number.isFinite(retryAfterSeconds)
    ? Math.min(Math.max(retryAfterSeconds, 0), MAX_RETRY_AFTER_SECONDS)
    : MAX_RETRY_AFTER_SECONDS;
  return Math.round(seconds * 1000);
}
