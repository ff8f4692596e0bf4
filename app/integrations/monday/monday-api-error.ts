/** A failed call. `retryable` says whether trying again later can succeed; `retryAfterSeconds` is monday's hint. */
export class MondayApiError extends Error {
  constructor(
    message: string,
    public readonly retryable: boolean,
    public readonly retryAfterSeconds?: number,
    public readonly code?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "MondayApiError";
  }
}

type ErrorData = { retry_in_seconds?: number } & Record<string, unknown>;
type GraphQlError = {
  message?: string;
  extensions?: { code?: string; retry_in_seconds?: number; status_code?: number; error_data?: ErrorData };
};
/** Both shapes monday.com answers with: a GraphQL `errors` array, or the older top-level error fields. */
export type MondayErrorBody = {
  errors?: GraphQlError[];
  error_message?: string;
  error_code?: string;
  status_code?: number;
  error_data?: ErrorData;
};

/**
 * Codes of limits that lift by themselves (monday.com's rate-limits and error-handling pages), compared without
 * case or underscores because monday spells them both ways (`maxConcurrencyExceeded`, `IP_RATE_LIMIT_EXCEEDED`).
 */
const TEMPORARY_CODES = new Set(
  [
    "COMPLEXITY_BUDGET_EXHAUSTED",
    "ComplexityException",
    "RATE_LIMIT_EXCEEDED",
    "Rate Limit Exceeded",
    "DAILY_LIMIT_EXCEEDED",
    "maxConcurrencyExceeded",
    "IP_RATE_LIMIT_EXCEEDED",
    "FIELD_LIMIT_EXCEEDED",
    "INTERNAL_SERVER_ERROR",
  ].map(normalizedCode),
);

function normalizedCode(code: string): string {
  return code.replace(/[\s_]/g, "").toLowerCase();
}

function seconds(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** The daily call limit resets at midnight UTC; without a hint, wait until just after it. */
export function secondsUntilDailyReset(now: Date): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 0, 1);
  return Math.ceil((midnight - now.getTime()) / 1000);
}

/**
 * The error for a response that failed, by monday.com's contract: an HTTP 429 or 5xx is temporary whatever the
 * body says (a 500 may come without `status_code`, a 2025-07+ complexity error without one too); so is any error
 * whose code names a limit. The wait is monday's own hint (`retry_in_seconds` in the extensions, in their
 * `error_data`, or at the top level, then Retry-After); a spent daily limit without a hint waits for its reset.
 */
export function mondayErrorFrom(input: {
  httpStatus: number;
  body: MondayErrorBody;
  retryAfterHeader?: number;
  now?: Date;
}): MondayApiError {
  const { httpStatus, body } = input;
  const first = body.errors?.[0];
  const code = first?.extensions?.code ?? body.error_code;
  const statusCode = first?.extensions?.status_code ?? body.status_code;
  const message =
    first?.message ??
    (httpStatus >= 500
      ? `monday.com answered HTTP ${httpStatus}`
      : (body.error_message ??
        (httpStatus === 429
          ? "monday.com rate limit exceeded"
          : `monday.com refused the request (HTTP ${httpStatus})`)));
  const hint =
    seconds(first?.extensions?.retry_in_seconds) ??
    seconds(first?.extensions?.error_data?.retry_in_seconds) ??
    seconds(body.error_data?.retry_in_seconds) ??
    input.retryAfterHeader;
  const temporaryCode = code !== undefined && TEMPORARY_CODES.has(normalizedCode(code));
  const temporaryStatus = [httpStatus, statusCode ?? 0].some((status) => status === 429 || status >= 500);
  const retryable = temporaryCode || temporaryStatus;
  const dailyLimit = code !== undefined && normalizedCode(code) === normalizedCode("DAILY_LIMIT_EXCEEDED");
  const retryAfter = hint ?? (dailyLimit ? secondsUntilDailyReset(input.now ?? new Date()) : undefined);
  return new MondayApiError(message, retryable, retryable ? retryAfter : undefined, code ?? `HTTP_${httpStatus}`);
}
