import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appRateLimits, rateLimit } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { consumeRateLimit } from "./consume-rate-limit.server";
import { pruneRateLimits } from "./prune-rate-limits.server";

const { db } = useTestDatabase();

describe("consumeRateLimit", () => {
  it("allows max attempts in a window, then refuses with the seconds left", async () => {
    const decisions = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      decisions.push(await consumeRateLimit({ key: "newsletter:203.0.113.7", max: 3, windowSeconds: 600 }));
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false]);
    expect(decisions.map((decision) => decision.remaining)).toEqual([2, 1, 0, 0]);
    expect(decisions[3]!.retryAfterSeconds).toBeGreaterThan(590);
    expect(decisions[3]!.retryAfterSeconds).toBeLessThanOrEqual(600);
  });

  it("counts each key on its own", async () => {
    await consumeRateLimit({ key: "newsletter:a", max: 1, windowSeconds: 600 });
    expect((await consumeRateLimit({ key: "newsletter:a", max: 1, windowSeconds: 600 })).allowed).toBe(false);
    expect((await consumeRateLimit({ key: "newsletter:b", max: 1, windowSeconds: 600 })).allowed).toBe(true);
    expect((await consumeRateLimit({ key: "contact:a", max: 1, windowSeconds: 600 })).allowed).toBe(true);
  });

  it("starts a new window once the old one has passed", async () => {
    await consumeRateLimit({ key: "newsletter:c", max: 1, windowSeconds: 60 });
    expect((await consumeRateLimit({ key: "newsletter:c", max: 1, windowSeconds: 60 })).allowed).toBe(false);
    // As if the window had started 61 s ago.
    await db()
      .update(appRateLimits)
      .set({ windowEndsAt: sql`${appRateLimits.windowEndsAt} - interval '61 seconds'` });
    expect(await consumeRateLimit({ key: "newsletter:c", max: 1, windowSeconds: 60 })).toEqual({
      allowed: true,
      remaining: 0,
      retryAfterSeconds: 0,
    });
  });

  it("lets exactly max of many simultaneous attempts through", async () => {
    const decisions = await Promise.all(
      Array.from({ length: 12 }, () => consumeRateLimit({ key: "newsletter:burst", max: 5, windowSeconds: 600 })),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
  });

  it("keeps its counters out of better-auth's table", async () => {
    await consumeRateLimit({ key: "newsletter:d", max: 5, windowSeconds: 600 });
    expect(await db().select().from(rateLimit)).toEqual([]);
    const rows = await db().select().from(appRateLimits);
    expect(rows.map((row) => [row.key, row.count])).toEqual([["newsletter:d", 1]]);
  });

  it("prunes only the counters whose window has ended", async () => {
    await consumeRateLimit({ key: "newsletter:old", max: 5, windowSeconds: 60 });
    await consumeRateLimit({ key: "newsletter:current", max: 5, windowSeconds: 600 });
    // As if 61 s had passed: the 60 s window has ended, the 600 s one has not.
    await db()
      .update(appRateLimits)
      .set({ windowEndsAt: sql`${appRateLimits.windowEndsAt} - interval '61 seconds'` });
    expect(await pruneRateLimits()).toBe(1);
    const rows = await db().select().from(appRateLimits);
    expect(rows.map((row) => row.key)).toEqual(["newsletter:current"]);
    expect((await consumeRateLimit({ key: "newsletter:current", max: 5, windowSeconds: 600 })).remaining).toBe(3);
  });
});
