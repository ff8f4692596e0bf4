import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createCredentialUser } from "~/domain/accounts/create-credential-user.server";
import { signInAdmin } from "~/domain/accounts/sign-in-admin.server";
import { signInUser } from "~/domain/accounts/sign-in-user.server";
import { signOutUser } from "~/domain/accounts/sign-out-user.server";
import { ADMIN_EVENT_STREAMS_PER_SESSION_MAX } from "~/config/business-rules";
import { EVENT_STREAM_TIMING } from "~/http/event-stream.server";
import { cookieOf, TEST_ORIGIN, testHttp } from "../../../tests/support/auth-test-requests";
import { insertLead } from "../../../tests/support/lead-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { loader } from "./events";

const { db } = useTestDatabase();

const SUITE_HEARTBEAT_MS = EVENT_STREAM_TIMING.heartbeatMs;
beforeEach(() => {
  EVENT_STREAM_TIMING.heartbeatMs = 100;
});
afterEach(() => {
  EVENT_STREAM_TIMING.heartbeatMs = SUITE_HEARTBEAT_MS;
});

async function adminCookie(): Promise<string> {
  await createCredentialUser({
    email: "admin@example.com",
    password: "Steady-Compass-2031",
    name: "Admin",
    role: "admin",
    emailVerified: true,
  });
  const result = await signInAdmin({
    form: { email: "admin@example.com", password: "Steady-Compass-2031" },
    http: testHttp("/admin"),
  });
  if (result.outcome !== "signed-in") throw new Error("admin sign-in failed");
  return cookieOf(result.setCookies);
}

/** A second sign-in of the admin made by adminCookie: a session of its own. */
async function adminSessionCookie(): Promise<string> {
  const result = await signInAdmin({
    form: { email: "admin@example.com", password: "Steady-Compass-2031" },
    http: testHttp("/admin"),
  });
  if (result.outcome !== "signed-in") throw new Error("admin sign-in failed");
  return cookieOf(result.setCookies);
}

/** The Response the loader threw instead of a stream. */
async function refusalOf(cookie: string): Promise<Response> {
  const request = new Request(`${TEST_ORIGIN}/admin/events`, { headers: { cookie, accept: "text/event-stream" } });
  try {
    await loader({ request, params: {}, context: {} } as never);
  } catch (thrown) {
    const answer = thrown as { init?: ResponseInit | null; status?: number; headers?: Headers };
    if (thrown instanceof Response) return thrown;
    if (answer.init) return new Response(null, answer.init);
  }
  throw new Error("expected the loader to refuse the stream");
}

async function openStream(cookie: string, controller = new AbortController()) {
  const request = new Request(`${TEST_ORIGIN}/admin/events`, {
    headers: { cookie, accept: "text/event-stream" },
    signal: controller.signal,
  });
  const response = (await loader({ request, params: {}, context: {} } as never)) as Response;
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let ended = false;
  /** Reads until `done(text)` or the end of the stream; fails after `timeoutMs`. */
  const readUntil = async (done: (text: string) => boolean, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!done(text) && !ended) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`the stream did not send what was expected; so far:\n${text}`);
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), left)),
      ]);
      if (chunk === null) continue;
      if (chunk.done) ended = true;
      else text += decoder.decode(chunk.value, { stream: true });
    }
    return text;
  };
  return { response, readUntil, ended: () => ended, abort: () => controller.abort(), cancel: () => reader.cancel() };
}

describe("GET /admin/events", () => {
  it("answers an admin with an event stream that names the topic when a lead is saved", async () => {
    const stream = await openStream(await adminCookie());
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
      expect(stream.response.headers.get("cache-control")).toBe("no-store");
      expect(stream.response.headers.get("x-accel-buffering")).toBe("no");
      expect(await stream.readUntil((text) => text.includes(": connected"))).toMatch(/^retry: 5000\n: connected\n\n/);
      await insertLead(db());
      const text = await stream.readUntil((sent) => sent.includes("event: change"));
      expect(text).toContain('event: change\ndata: {"topic":"leads"}\n\n');
      // Only the topic: nothing of the lead itself.
      expect(text).not.toContain("Teresa");
      expect(await stream.readUntil((sent) => sent.includes(": heartbeat"))).toContain(": heartbeat\n\n");
    } finally {
      await stream.cancel();
    }
  });

  it("ends the stream at the next heartbeat once the admin signed out", async () => {
    const cookie = await adminCookie();
    const stream = await openStream(cookie);
    await stream.readUntil((text) => text.includes(": heartbeat"));
    await signOutUser({ http: testHttp("/admin", cookie) });
    await stream.readUntil(() => false);
    expect(stream.ended()).toBe(true);
  });

  it("ends the stream at the next heartbeat once the user lost the admin role", async () => {
    const stream = await openStream(await adminCookie());
    await stream.readUntil((text) => text.includes(": heartbeat"));
    await db().execute(sql`update "user" set role = 'user' where email = 'admin@example.com'`);
    await stream.readUntil(() => false);
    expect(stream.ended()).toBe(true);
  });

  it("ends the stream and stops listening when the client goes away", async () => {
    const stream = await openStream(await adminCookie());
    await stream.readUntil((text) => text.includes(": connected"));
    stream.abort();
    const text = await stream.readUntil(() => false);
    expect(stream.ended()).toBe(true);
    await insertLead(db());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(text).not.toContain("event: change");
  });

  it("refuses a signed-in customer with 403 and sends a visitor to the back office's sign-in page, never a stream", async () => {
    await createCredentialUser({
      email: "cara@example.com",
      password: "Sea-Breeze-2031",
      name: "Cara",
      role: "user",
      emailVerified: true,
    });
    const customer = await signInUser({
      form: { email: "cara@example.com", password: "Sea-Breeze-2031" },
      http: testHttp("/auth"),
    });
    const answer = async (cookie: string) => {
      const request = new Request(`${TEST_ORIGIN}/admin/events`, { headers: { cookie } });
      const thrown = await Promise.resolve(loader({ request, params: {}, context: {} } as never)).catch(
        (error: unknown) => error,
      );
      expect(thrown).toBeInstanceOf(Response);
      return thrown as Response;
    };
    const refused = await answer(cookieOf(customer.setCookies));
    expect(refused.status).toBe(403);
    expect(refused.headers.get("content-type") ?? "").not.toContain("text/event-stream");
    const visitor = await answer("");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe("/admin");
  });
  it("holds at most six streams open per session, answers 429 beyond, and frees a place when one ends", async () => {
    const cookie = await adminCookie();
    const streams = [];
    for (let index = 0; index < ADMIN_EVENT_STREAMS_PER_SESSION_MAX; index += 1) streams.push(await openStream(cookie));
    try {
      expect(streams.map((stream) => stream.response.status)).toEqual(
        Array(ADMIN_EVENT_STREAMS_PER_SESSION_MAX).fill(200),
      );
      const refused = await refusalOf(cookie);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("5");
      // Another session of the same admin has places of its own.
      const other = await openStream(await adminSessionCookie());
      expect(other.response.status).toBe(200);
      await other.cancel();
      // A stream that ends gives its place back.
      streams.pop()!.abort();
      streams.push(await openStream(cookie));
      expect(streams.at(-1)!.response.status).toBe(200);
    } finally {
      for (const stream of streams) await stream.cancel().catch(() => undefined);
    }
  });
});
