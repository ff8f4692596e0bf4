import { eq } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { appSecrets, dailyAnalytics, leads, pageViews } from "~/db/schema";
import { testDriver, useTestDatabase } from "../../../tests/support/test-database";
import { businessDateOf } from "./analytics-calendar";
import { refreshTodaysAnalytics } from "./refresh-todays-analytics.server";
import { rollUpAnalytics } from "./roll-up-analytics.server";

const { db, handle } = useTestDatabase();

/** Noon in Miami (EDT, UTC-4) on a June 2026 day. */
const noonOn = (day: number) => new Date(`2026-06-${String(day).padStart(2, "0")}T16:00:00Z`);
/** "Now" for these tests: June 20, 2026, noon in Miami. */
const NOW = noonOn(20);

async function insertViews(days: number[], perDay = 2): Promise<void> {
  const rows = days.flatMap((day) =>
    Array.from({ length: perDay }, (_, index) => ({
      path: "/",
      visitorKey: `v${index}`,
      createdAt: new Date(noonOn(day).getTime() - index * 60_000),
    })),
  );
  await db().insert(pageViews).values(rows);
}

async function rows() {
  return db().select().from(dailyAnalytics).orderBy(dailyAnalytics.date);
}

describe("rollUpAnalytics", () => {
  it("closes the past days that have views, rolls up today without closing it, and prunes raw views past the retention", async () => {
    await insertViews([10, 12, 13, 19, 20]);
    const result = await rollUpAnalytics({ now: NOW });
    expect(result).toEqual({
      closedDays: ["2026-06-10", "2026-06-12", "2026-06-13", "2026-06-19"],
      today: true,
      prunedViews: 4,
    });

    const written = await rows();
    expect(written.map((row) => [row.date, row.pageviews, row.closedAt !== null])).toEqual([
      ["2026-06-10", 2, true],
      ["2026-06-12", 2, true],
      ["2026-06-13", 2, true],
      ["2026-06-19", 2, true],
      ["2026-06-20", 2, false],
    ]);
    // Seven days are kept (June 13-19) beside today's; June 10 and 12 are final without their raw views.
    const kept = (await db().select().from(pageViews)).map((view) => businessDateOf(view.createdAt));
    expect([...new Set(kept)].sort()).toEqual(["2026-06-13", "2026-06-19", "2026-06-20"]);
  });

  it("closes a past day that had only leads, within the retention window", async () => {
    await db()
      .insert(leads)
      .values([
        { name: "Recent", source: "contact_form", createdAt: noonOn(18) },
        { name: "Old", source: "website_form", createdAt: noonOn(2) }, // before the window: counted when its day closed
      ]);
    const result = await rollUpAnalytics({ now: NOW });
    expect(result.closedDays).toEqual(["2026-06-18"]);
    expect((await rows()).map((row) => [row.date, row.serviceRequests])).toEqual([["2026-06-18", 1]]);
  });

  it("never touches a closed day again and writes nothing when nothing is new", async () => {
    await insertViews([19, 20]);
    await rollUpAnalytics({ now: NOW });
    const before = await rows();
    await insertViews([19], 5); // views of a closed day that turn up late
    expect(await rollUpAnalytics({ now: NOW })).toEqual({ closedDays: [], today: false, prunedViews: 0 });
    expect(await rows()).toEqual(before);
  });

  it("prunes a closed day's raw views once the day is older than the retention", async () => {
    await insertViews([12]);
    expect(await rollUpAnalytics({ now: noonOn(14) })).toMatchObject({ closedDays: ["2026-06-12"], prunedViews: 0 });
    expect(await rollUpAnalytics({ now: noonOn(19) })).toMatchObject({ prunedViews: 0 }); // June 12 is one of the 7 kept days
    expect(await rollUpAnalytics({ now: noonOn(20) })).toMatchObject({ prunedViews: 2 });
    expect(await db().select().from(pageViews)).toHaveLength(0);
    expect((await rows())[0]).toMatchObject({ date: "2026-06-12", pageviews: 2 });
  });

  it("deletes the visitor salts of past days and keeps today's and other secrets", async () => {
    await db()
      .insert(appSecrets)
      .values([
        { name: "analytics-visitor-salt:2026-06-18", value: "a" },
        { name: "analytics-visitor-salt:2026-06-19", value: "b" },
        { name: "analytics-visitor-salt:2026-06-20", value: "c" },
        { name: "auth-secret", value: "d" },
      ]);
    await rollUpAnalytics({ now: NOW });
    const names = (await db().select({ name: appSecrets.name }).from(appSecrets)).map((row) => row.name).sort();
    expect(names).toEqual(["analytics-visitor-salt:2026-06-20", "auth-secret"]);
  });

  it.skipIf(testDriver() === "pglite")(
    "returns without work while another app server holds the roll-up lock",
    async () => {
      await insertViews([19, 20]);
      const other = new pg.Client({ connectionString: connectionString() });
      other.on("error", (error) => console.error("[test] the second connection failed", error));
      await other.connect();
      try {
        await other.query("select pg_advisory_lock(7240013)");
        expect(await rollUpAnalytics({ now: NOW })).toEqual({ closedDays: [], today: false, prunedViews: 0 });
        expect(await rows()).toHaveLength(0);
      } finally {
        await other.end();
      }
      expect((await rollUpAnalytics({ now: NOW })).closedDays).toEqual(["2026-06-19"]);
    },
  );
});

describe("refreshTodaysAnalytics", () => {
  it("rolls today up only when a view, lead or request is newer than today's row", async () => {
    const now = new Date();
    await refreshTodaysAnalytics({ now });
    expect(await rows()).toHaveLength(0); // nothing happened today: no row

    await db().insert(pageViews).values({ path: "/", visitorKey: "a", createdAt: new Date() });
    await refreshTodaysAnalytics({ now });
    const first = await todaysRow(now);
    expect(first).toMatchObject({ pageviews: 1, closedAt: null });

    await refreshTodaysAnalytics({ now }); // not stale: the row is newer than every view
    expect(await todaysRow(now)).toEqual(first);

    await db().insert(leads).values({ name: "New lead", source: "website_form", createdAt: new Date() });
    await refreshTodaysAnalytics({ now });
    expect(await todaysRow(now)).toMatchObject({ pageviews: 1, serviceRequests: 1 });
  });

  it("leaves a closed row for today alone", async () => {
    const now = new Date();
    await db()
      .insert(dailyAnalytics)
      .values({ date: businessDateOf(now), visitors: 9, pageviews: 9, closedAt: new Date() });
    await db()
      .insert(pageViews)
      .values({ path: "/", visitorKey: "a", createdAt: new Date(Date.now() + 1000) });
    await refreshTodaysAnalytics({ now });
    expect(await todaysRow(now)).toMatchObject({ visitors: 9, pageviews: 9 });
  });
});

async function todaysRow(now: Date) {
  const [row] = await db()
    .select()
    .from(dailyAnalytics)
    .where(eq(dailyAnalytics.date, businessDateOf(now)));
  return row;
}

/** The test database's own address: the pool knows it. */
function connectionString(): string {
  const options = handle().pool?.options as { connectionString?: string } | undefined;
  if (!options?.connectionString) throw new Error("the PostgreSQL test database has no connection string");
  return options.connectionString;
}
