import { callAuthEndpoint, type AuthHttpContext } from "~/auth/auth-endpoint.server";
import { throwIfAuthFailed } from "./auth-service-error";

/**
 * Ends every session of the signed-in login, this browser's included (the portal's "Sign out everywhere"): someone
 * who fears a session was taken ends them all without changing the password. Returns the Set-Cookie headers that
 * clear this browser's session.
 */
export async function signOutEverywhere(input: { http: AuthHttpContext }): Promise<{ setCookies: string[] }> {
  const result = await callAuthEndpoint(input.http, "/revoke-sessions", {});
  throwIfAuthFailed(result);
  return { setCookies: result.setCookies };
}
