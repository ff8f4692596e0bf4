import type { Body, Endpoint, Who } from "./endpoint-catalogue";

/**
 * Posts catalogue entries to a running server the way a client without a browser would: each role's session cookie
 * sent by hand (so a post that signs someone in or out never changes who the next post is), redirects not followed.
 */

/** A form value posted as it is, already percent-encoded: for bodies no encoder would make (broken escapes). */
export type RawFormValue = { raw: string };
export type Reply = { status: number; location: string | null; contentType: string; text: string };

export function rawFormValue(raw: string): RawFormValue {
  return { raw };
}

function isRaw(value: unknown): value is RawFormValue {
  return typeof value === "object" && value !== null && "raw" in value;
}

/** x-www-form-urlencoded, with a key repeated for an array value and raw values passed through untouched. */
export function urlEncoded(body: Body): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(body)) {
    const values = Array.isArray(value) ? value : [value];
    for (const one of values) {
      const encoded = isRaw(one) ? one.raw : encodeURIComponent(typeof one === "string" ? one : JSON.stringify(one));
      pairs.push(`${encodeURIComponent(name)}=${encoded}`);
    }
  }
  return pairs.join("&");
}

type UploadedFile = { name: string; mimeType: string; buffer: Buffer };
function isFile(value: unknown): value is UploadedFile {
  return typeof value === "object" && value !== null && "buffer" in value && "mimeType" in value;
}

function multipart(body: Body): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (isFile(value))
      form.append(name, new Blob([new Uint8Array(value.buffer)], { type: value.mimeType }), value.name);
    else
      for (const one of Array.isArray(value) ? value : [value])
        form.append(name, typeof one === "string" ? one : JSON.stringify(one));
  }
  return form;
}

export type CatalogueClient = {
  origin: string;
  cookies: Record<Who, string>;
  post: (entry: Pick<Endpoint, "encoding" | "who">, path: string, body: Body) => Promise<Reply>;
};

export function catalogueClient(origin: string): CatalogueClient {
  const cookies: Record<Who, string> = { anyone: "", customer: "", admin: "", technician: "" };
  return {
    origin,
    cookies,
    async post(entry, path, body) {
      const headers: Record<string, string> = { origin };
      if (cookies[entry.who]) headers.cookie = cookies[entry.who];
      let payload: string | FormData;
      if (entry.encoding === "json") {
        headers["content-type"] = "application/json";
        payload = JSON.stringify(body);
      } else if (entry.encoding === "form") {
        headers["content-type"] = "application/x-www-form-urlencoded";
        payload = urlEncoded(body);
      } else {
        payload = multipart(body);
      }
      const response = await fetch(new URL(path, origin), {
        method: "POST",
        headers,
        body: payload,
        redirect: "manual",
      });
      return {
        status: response.status,
        location: response.headers.get("location"),
        contentType: response.headers.get("content-type") ?? "",
        text: await response.text(),
      };
    },
  };
}

/** Signs in through better-auth and gives the session cookie as a Cookie header. */
export async function signInCookie(origin: string, email: string, password: string): Promise<string> {
  const response = await fetch(new URL("/api/auth/sign-in/email", origin), {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`signing in ${email} failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Signs up through better-auth; gives the new user's session cookie. */
export async function signUpCookie(origin: string, email: string, password: string): Promise<string> {
  const response = await fetch(new URL("/api/auth/sign-up/email", origin), {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify({ name: "Fuzz Customer", email, password, firstName: "Fuzz", lastName: "Customer" }),
  });
  if (!response.ok) throw new Error(`signing up ${email} failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Runs `work` over `items` with at most `concurrency` at a time, in order of the items. */
export async function inBatches<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
