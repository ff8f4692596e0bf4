import { DEMO_ADMIN } from "./demo-logins";
import { expect, uniqueEmail } from "./fixtures";
import { FRESH_PASSWORD } from "./fresh-accounts";

/** What one request to the real server answered: status, where it redirects, headers, cookies set, and its text. */
export type ProbeAnswer = {
  status: number;
  location: string | null;
  headers: Headers;
  setCookies: string[];
  contentType: string;
  text: string;
};

export type ProbeRequest = {
  method?: "GET" | "POST";
  cookie?: string;
  /** Sent as an urlencoded form (what a page's form posts without JavaScript). */
  form?: Record<string, string>;
  json?: unknown;
  headers?: Record<string, string>;
};

/**
 * One request over HTTP with Node's fetch: no redirect followed, no cookie jar (each role's cookie is given
 * explicitly, so roles never leak into each other). An event stream's body is not read: it never ends.
 */
export async function probe(origin: string, path: string, request: ProbeRequest = {}): Promise<ProbeAnswer> {
  const headers = new Headers(request.headers);
  if (request.cookie) headers.set("cookie", request.cookie);
  let body: string | undefined;
  if (request.form) {
    headers.set("content-type", "application/x-www-form-urlencoded");
    body = new URLSearchParams(request.form).toString();
  } else if (request.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(request.json);
  }
  const response = await fetch(`${origin}${path}`, {
    method: request.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
    redirect: "manual",
  });
  const contentType = response.headers.get("content-type") ?? "";
  let text = "";
  if (contentType.startsWith("text/event-stream")) await response.body?.cancel();
  else text = await response.text();
  return {
    status: response.status,
    location: response.headers.get("location"),
    headers: response.headers,
    setCookies: response.headers.getSetCookie(),
    contentType,
    text,
  };
}

/** The Cookie header a browser would send back after these Set-Cookie headers. */
export function cookieHeaderOf(setCookies: string[]): string {
  return setCookies.map((cookie) => cookie.split(";")[0]!).join("; ");
}

export type SignedIn = { email: string; password: string; cookie: string };

/** A customer of the test's own, signed up through better-auth's endpoint (role: customer, session valid). */
export async function signUpCustomerOverHttp(origin: string, prefix: string): Promise<SignedIn> {
  const email = uniqueEmail(prefix);
  const answer = await probe(origin, "/api/auth/sign-up/email", {
    json: { name: `${prefix} Customer`, email, password: FRESH_PASSWORD, firstName: prefix, lastName: "Customer" },
    headers: { origin },
  });
  expect(answer.status, answer.text).toBe(200);
  return { email, password: FRESH_PASSWORD, cookie: cookieHeaderOf(answer.setCookies) };
}

/** The demo admin (its role stored as admin in the user table), signed in through better-auth's endpoint. */
export async function signInDemoAdminOverHttp(origin: string): Promise<SignedIn> {
  const answer = await probe(origin, "/api/auth/sign-in/email", { json: DEMO_ADMIN, headers: { origin } });
  expect(answer.status, answer.text).toBe(200);
  return { ...DEMO_ADMIN, cookie: cookieHeaderOf(answer.setCookies) };
}
