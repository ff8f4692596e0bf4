import { CLIENT_ADDRESS_HEADER } from "~/http/client-address.server";
import { publicOrigin } from "~/config/public-origin.server";
import { getAuth } from "./auth.server";

/** What our actions pass on from the browser's request when they call better-auth for it. */
export type AuthHttpContext = { url: string; headers: Headers };

export function authHttpContext(request: Request): AuthHttpContext {
  return { url: request.url, headers: request.headers };
}

export type AuthEndpointResult = {
  ok: boolean;
  status: number;
  data: Record<string, unknown> | null;
  /** better-auth's Set-Cookie headers, to pass on to the browser unchanged. */
  setCookies: string[];
  /** better-auth's error code ("INVALID_EMAIL_OR_PASSWORD", …) and message, when the call failed. */
  error: { code: string; message: string } | null;
};

// CLIENT_ADDRESS_HEADER is the address the server decided (server/client-address-header.ts), which better-auth's limits read.
const FORWARDED_HEADERS = [
  "cookie",
  "origin",
  "referer",
  "user-agent",
  "accept-language",
  "sec-fetch-site",
  "sec-fetch-mode",
  "sec-fetch-dest",
  CLIENT_ADDRESS_HEADER,
];

/**
 * Calls a better-auth endpoint through its HTTP handler, as the browser's request would: its rate limits (keyed
 * by the client address header), origin checks and cookies apply exactly as on /api/auth/*. (`auth.api.*` skips the
 * rate limiter, which runs only in the handler.) Only the fields in `body` reach better-auth.
 */
export async function callAuthEndpoint(
  http: AuthHttpContext,
  path: string,
  body: Record<string, unknown>,
  options: { cookie?: string } = {},
): Promise<AuthEndpointResult> {
  const headers = new Headers({ "content-type": "application/json", accept: "application/json" });
  for (const name of FORWARDED_HEADERS) {
    const value = http.headers.get(name);
    if (value) headers.set(name, value);
  }
  // Our cross-site guard has already refused foreign posts, so a request without Origin comes from this site: say
  // so with the configured origin, never one built from the request's Host header (security probe F1).
  if (!headers.has("origin")) headers.set("origin", publicOrigin());
  if (options.cookie !== undefined) {
    if (options.cookie) headers.set("cookie", options.cookie);
    else headers.delete("cookie");
  }
  const auth = await getAuth();
  const response = await auth.handler(
    new Request(`${publicOrigin()}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) }),
  );
  const text = await response.text();
  const data = parseJson(text, path);
  const error = response.ok
    ? null
    : {
        code:
          typeof data?.code === "string"
            ? data.code
            : response.status === 429
              ? "RATE_LIMITED"
              : `HTTP_${response.status}`,
        message: typeof data?.message === "string" ? data.message : response.statusText || "Request failed",
      };
  return { ok: response.ok, status: response.status, data, setCookies: response.headers.getSetCookie(), error };
}

function parseJson(text: string, path: string): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
  } catch (error) {
    console.warn(`[auth] ${path} answered with a body that is not JSON`, error);
    return null;
  }
}

/**
 * Where a set-up token is stored: better-auth's verification table through its internal adapter, passed in by the
 * caller so that the mail that carries the token does not import auth.server.ts, which imports it.
 */
export type VerificationStore = {
  createVerificationValue(data: { identifier: string; value: string; expiresAt: Date }): Promise<unknown>;
};

/** better-auth's verification store, for tokens we mint ourselves (the admin set-up link). */
export async function authVerifications(): Promise<VerificationStore> {
  return (await (await getAuth()).$context).internalAdapter;
}
