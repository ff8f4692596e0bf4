/** Every failure a domain function reports on purpose; `httpStatusFor` maps each code to one HTTP status. */
export const APP_ERROR_STATUS = {
  BAD_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A booking's window was taken meanwhile (issue 34): the error carries the next free windows. */
  WINDOW_TAKEN: 409,
  /** A zip code in no booking zone: the screens answer "outside our area, call us" with the office's phone. */
  OUTSIDE_AREA: 400,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  UPSTREAM_FAILED: 502,
  UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

export class AppError extends Error {
  constructor(
    public readonly code: AppErrorCode,
    message: string,
    /** Field messages for forms: field name → message shown next to that field. */
    public readonly fieldErrors?: Record<string, string>,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "AppError";
  }

  get status(): number {
    return httpStatusFor(this.code);
  }
}

export function httpStatusFor(code: AppErrorCode): number {
  return APP_ERROR_STATUS[code];
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
