import { callAuthEndpoint, type AuthHttpContext } from "~/auth/auth-endpoint.server";
import type { SessionUser } from "~/auth/session-user";
import { throwIfAuthFailed } from "./auth-service-error";

/** Mails the signed-in user a new verification link (the portal's "verify your e-mail" banner). */
export async function resendVerificationEmail(input: {
  user: SessionUser;
  http: AuthHttpContext;
}): Promise<{ email: string }> {
  const result = await callAuthEndpoint(input.http, "/send-verification-email", { email: input.user.email });
  throwIfAuthFailed(result);
  return { email: input.user.email };
}
