/**
 * Requests for tests that drive better-auth and our account actions as a browser on this site would.
 */
import { getAuth } from "~/auth/auth.server";
import type { AuthHttpContext } from "~/auth/auth-endpoint.server";

export const TEST_ORIGIN = "http://localhost:3000";

/** What an action sees of a same-site browser request to `path`, optionally signed in with `cookie`. */
export function testHttp(path = "/auth", cookie?: string): AuthHttpContext {
  const headers = new Headers({ origin: TEST_ORIGIN });
  if (cookie) headers.set("cookie", cookie);
  return { url: `${TEST_ORIGIN}${path}`, headers };
}

/** A form POST to one of our routes, as React Router's action receives it. */
export function formRequest(path: string, fields: Record<string, string>, cookie?: string): Request {
  const headers = new Headers({ origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded" });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${TEST_ORIGIN}${path}`, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields).toString(),
  });
}

/** A JSON POST straight to better-auth's HTTP endpoint (what a script or attacker could send). */
export async function postToAuthApi(path: string, body: Record<string, unknown>, cookie?: string): Promise<Response> {
  const headers = new Headers({ origin: TEST_ORIGIN, "content-type": "application/json" });
  if (cookie) headers.set("cookie", cookie);
  const auth = await getAuth();
  return auth.handler(
    new Request(`${TEST_ORIGIN}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) }),
  );
}

/** The Cookie header a browser would send back after these Set-Cookie headers. */
export function cookieOf(response: Response | string[]): string {
  const lines = Array.isArray(response) ? response : response.headers.getSetCookie();
  return lines
    .map((line) => line.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}
