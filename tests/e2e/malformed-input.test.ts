import http from "node:http";
import { expect, test, uniqueEmail } from "./support/fixtures";

/**
 * What an attacker or a broken client sends the production server: malformed bodies, control characters, bodies
 * over the limit and redirect targets that normalise into another host. Each gets a 4xx, never a 500 and never a
 * redirect off the site (ADR 028; security probe F3, F6, F7).
 */

const BROKEN_MULTIPART = { headers: { "content-type": "multipart/form-data; boundary=x" }, data: "--x\r\nbroken" };
const ESTIMATE = { name: "Ana Pérez", address: "12 Palm Ave", zipCode: "33101", phone: "(305) 555-0188" };

/** POSTs `totalBytes` in 16 KB chunks with `Transfer-Encoding: chunked` (no Content-Length) and gives the status. */
function postChunked(baseURL: string, path: string, totalBytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(path, baseURL),
      { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    // The server may answer and close before the last chunk is written; the status is what counts.
    request.on("error", (error) => (request.writableEnded ? undefined : reject(error)));
    const chunk = Buffer.alloc(16 * 1024, "a");
    for (let sent = 0; sent < totalBytes; sent += chunk.length) request.write(chunk);
    request.end();
  });
}

/**
 * POSTs a body with its Content-Length, reading the answer as soon as it comes, as browsers and curl do. The server
 * refuses an over-long body on its header and closes the connection while the client is still sending (Node's
 * HTTP server has no lingering close): a client that only reads after its last byte is written, as Playwright's
 * request context does, then sees the write fail (EPIPE) instead of the answer, as the CI run of stop 26 did.
 */
function postWithLength(
  baseURL: string,
  path: string,
  body: Buffer,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(path, baseURL),
      { method: "POST", headers: { ...headers, "content-length": String(body.length) } },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (part: string) => (text += part));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    let answered = false;
    request.on("response", () => (answered = true));
    // A failed write after the answer arrived is the server closing on the rest of the body: the answer counts.
    request.on("error", (error) => (answered ? undefined : reject(error)));
    request.end(body);
  });
}

test.describe("malformed bodies", () => {
  for (const path of ["/admin", "/auth", "/contact", "/api/locale"]) {
    test(`A broken multipart post to ${path} is answered 400, not 500`, async ({ request }) => {
      const response = await request.post(path, { ...BROKEN_MULTIPART, maxRedirects: 0 });
      expect(response.status()).toBe(400);
    });
  }

  test("A broken body to a Twilio webhook is answered 404 without Twilio configured, not 500", async ({ request }) => {
    for (const path of ["/api/webhooks/twilio/status", "/api/webhooks/twilio/inbound"]) {
      const response = await request.post(path, { ...BROKEN_MULTIPART, maxRedirects: 0 });
      expect([path, response.status()]).toEqual([path, 404]);
    }
  });

  test("A JSON body that does not parse is answered 400 by the checkout endpoint", async ({ request }) => {
    const headers = { "content-type": "application/json", accept: "application/json" };
    const response = await request.post("/api/billing/checkout", { headers, data: Buffer.from("{not json") });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ error: "The request body must be a JSON object." });
  });

  test("better-auth answers a JSON body that does not parse with 400 and a multipart one with 415", async ({
    request,
    baseURL,
  }) => {
    const headers = { "content-type": "application/json", origin: baseURL! };
    const signIn = await request.post("/api/auth/sign-in/email", { headers, data: Buffer.from("{not json") });
    expect(signIn.status()).toBe(400);
    const signUp = await request.post("/api/auth/sign-up/email", {
      ...BROKEN_MULTIPART,
      headers: { ...BROKEN_MULTIPART.headers, origin: baseURL! },
    });
    expect(signUp.status()).toBe(415);
  });
});

test.describe("control characters", () => {
  test("A visitor whose estimate name holds a NUL byte is told the name has characters that are not allowed", async ({
    request,
  }) => {
    const response = await request.post("/?index", { form: { ...ESTIMATE, name: "Ana\u0000Pérez" }, maxRedirects: 0 });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Your name contains characters that are not allowed");
  });

  test("A contact message with a NUL byte is answered 400 with a field message", async ({ request }) => {
    const response = await request.post("/contact", {
      form: { name: "Luis", email: "luis@example.com", message: "Hi\u0000" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Your message contains characters that are not allowed");
  });

  test("A newsletter name with a NUL byte is answered 400 with a field message", async ({ request }) => {
    const response = await request.post("/api/newsletter", {
      headers: { accept: "application/json" },
      form: { email: uniqueEmail("news"), name: "Ana\u0000", source: "footer" },
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({
      name: "Your name contains characters that are not allowed.",
    });
  });

  test("better-auth's sign-up and update-user refuse a NUL byte in the name with 400", async ({ request, baseURL }) => {
    const signUp = { email: uniqueEmail("nul"), password: "Cool-Breeze-2031!", firstName: "Ana", lastName: "Pérez" };
    const refused = await request.post("/api/auth/sign-up/email", {
      data: { ...signUp, name: "Ana\u0000" },
      headers: { origin: baseURL! },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({ message: "name contains characters that are not allowed" });

    const created = await request.post("/api/auth/sign-up/email", {
      data: { ...signUp, name: "Ana Pérez" },
      headers: { origin: baseURL! },
    });
    expect(created.status()).toBe(200);
    const update = await request.post("/api/auth/update-user", {
      data: { name: "a\u0000b" },
      headers: { origin: baseURL! },
    });
    expect(update.status()).toBe(400);
    expect(await update.json()).toMatchObject({ message: "name contains characters that are not allowed" });
  });
});

test.describe("body limits", () => {
  test("A 20 MB last name never reaches better-auth: the body is refused with 413", async ({ baseURL }) => {
    const body = Buffer.from(JSON.stringify({ lastName: "y".repeat(20 * 1024 * 1024) }));
    const response = await postWithLength(baseURL!, "/api/auth/update-user", body, {
      origin: baseURL!,
      "content-type": "application/json",
    });
    expect(response.status).toBe(413);
    expect(response.text).toBe("Request body too large: the limit here is 64 KB.");
  });

  test("A chunked body without a length is cut off at the limit too", async ({ baseURL }) => {
    expect(await postChunked(baseURL!, "/api/auth/sign-in/email", 80 * 1024)).toBe(413);
    expect(await postChunked(baseURL!, "/admin", 200 * 1024)).toBe(413);
  });
});

test.describe("redirect targets", () => {
  test("A cancelled-checkout link cannot send the visitor to another host", async ({ request }) => {
    const response = await request.get("/api/billing/checkout?returnTo=/.//evil.example/phish", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/");
  });

  test("A verification link whose callbackURL normalises to another host is refused before better-auth redirects", async ({
    request,
  }) => {
    const response = await request.get(
      `/api/auth/verify-email?token=abc&callbackURL=${encodeURIComponent("/.//evil.example")}`,
      { maxRedirects: 0 },
    );
    expect(response.status()).toBe(400);
    expect(response.headers()["location"]).toBeUndefined();
  });
});
