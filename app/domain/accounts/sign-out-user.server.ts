import { callAuthEndpoint, type AuthHttpContext } from "~/auth/auth-endpoint.server";
import { throwIfAuthFailed } from "./auth-service-error";

/** Ends the browser's session; returns the Set-Cookie headers that clear it. */
export async function signOutUser(input: { http: AuthHttpContext }): Promise<{ setCookies: string[] }> {
  const result = await callAuthEndpoint(input.http, "/sign-out", {});
  throwIfAuthFailed(result);
  return { setCookies: result.setCookies };
}
