import { AppError, type AppErrorCode } from "~/domain/app-error";

/**
 * A refusal from the authentication service, carrying its error code so screens can show the service's message
 * in the visitor's language (spec: "errors returned by the authentication service are shown with the service's
 * message").
 */
export class AuthServiceError extends AppError {
  constructor(
    public readonly serviceCode: string,
    message: string,
    status: number,
  ) {
    super(codeForStatus(status), message);
    this.name = "AuthServiceError";
  }
}

export function isAuthServiceError(error: unknown): error is AuthServiceError {
  return error instanceof AuthServiceError;
}

function codeForStatus(status: number): AppErrorCode {
  if (status === 401) return "UNAUTHENTICATED";
  if (status === 403) return "FORBIDDEN";
  if (status === 404) return "NOT_FOUND";
  if (status === 429) return "RATE_LIMITED";
  if (status >= 500) return "UNAVAILABLE";
  return "BAD_INPUT";
}

/** Throws the failure of a better-auth call as an AuthServiceError. */
export function throwIfAuthFailed(result: {
  ok: boolean;
  status: number;
  error: { code: string; message: string } | null;
}): void {
  if (result.ok) return;
  throw new AuthServiceError(
    result.error?.code ?? `HTTP_${result.status}`,
    result.error?.message ?? "Request failed",
    result.status,
  );
}
