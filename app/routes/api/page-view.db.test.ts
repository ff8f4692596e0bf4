import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { pageViews } from "~/db/schema";
import { forgetCachedVisitorSalts } from "~/domain/analytics/visitor-key.server";
import { CLIENT_ADDRESS_HEADER } from "~/http/client-address.server";
import { TEST_ORIGIN } from "../../../tests/support/auth-test-requests";
import { useTestDatabase } from "../../../tests/support/test-database";
import { takeConsoleErrors } from "../../../tests/support/vitest-setup";
import { action, loader } from "./page-view";

const { db } = useTestDatabase();

beforeEach(() => forgetCachedVisitorSalts());

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

/** The beacon's request as the server hands it to the action: sendBeacon posts a string as text/plain. */
function beacon(body: string, headers: Record<string, string> = {}): Request {
  return new Request(`${TEST_ORIGIN}/api/page-view`, {
    method: "POST",
    headers: {
      origin: TEST_ORIGIN,
      "content-type": "text/plain;charset=UTF-8",
      "user-agent": CHROME,
      [CLIENT_ADDRESS_HEADER]: "198.51.100.20",
      ...headers,
    },
    body,
  });
}

async function post(request: Request): Promise<Response> {
  return action({ request, params: {}, context: {} } as Parameters<typeof action>[0]);
}

describe("POST /api/page-view", () => {
  it("answers 204 and stores the view of a good beacon, with the referring host", async () => {
    const response = await post(beacon(JSON.stringify({ path: "/es/about", referrer: "https://www.google.com/" })));
    expect(response.status).toBe(204);
    const rows = await db().select().from(pageViews);
    expect(rows).toEqual([expect.objectContaining({ path: "/es/about", referrerHost: "google.com" })]);
  });

  it("answers 204 and stores nothing with DNT: 1, Sec-GPC: 1, a bot's user agent or a page that is not public", async () => {
    const good = JSON.stringify({ path: "/" });
    expect((await post(beacon(good, { dnt: "1" }))).status).toBe(204);
    expect((await post(beacon(good, { "sec-gpc": "1" }))).status).toBe(204);
    expect(
      (
        await post(
          beacon(good, { "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" }),
        )
      ).status,
    ).toBe(204);
    expect((await post(beacon(JSON.stringify({ path: "/admin/customers" })))).status).toBe(204);
    expect(await db().select().from(pageViews)).toHaveLength(0);
  });

  it("answers 400 with a short message for a body that is not a beacon, and never 500", async () => {
    for (const body of [
      "",
      "garbage",
      "[]",
      "null",
      '{"path": 5}',
      '{"path": "about"}',
      '{"path": "/\\u0000"}',
      JSON.stringify({ path: "/", referrer: "x".repeat(3000) }),
    ]) {
      const response = await post(beacon(body));
      expect(response.status, body).toBe(400);
      expect(await response.json()).toEqual({ error: "The page view could not be read." });
    }
    expect(await db().select().from(pageViews)).toHaveLength(0);
  });

  it("answers 413 for a body over 4 KB, even without a declared length", async () => {
    const huge = JSON.stringify({ path: "/", referrer: `https://example.com/${"x".repeat(5000)}` });
    expect((await post(beacon(huge))).status).toBe(413);
    const stream = new ReadableStream({
      start: (controller) => (controller.enqueue(new TextEncoder().encode(huge)), controller.close()),
    });
    const chunked = new Request(`${TEST_ORIGIN}/api/page-view`, {
      method: "POST",
      headers: { "user-agent": CHROME },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect((await post(chunked)).status).toBe(413);
  });

  it("still answers 204 when the view cannot be stored", async () => {
    await db().execute(sql`alter table page_views rename to page_views_away`);
    try {
      expect((await post(beacon(JSON.stringify({ path: "/" })))).status).toBe(204);
      expect(takeConsoleErrors()).toEqual([["[analytics] counting a view of / failed", expect.anything()]]);
    } finally {
      await db().execute(sql`alter table page_views_away rename to page_views`);
    }
  });

  it("answers GET with 405", async () => {
    const response = loader();
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});
