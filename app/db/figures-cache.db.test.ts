import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertLead } from "../../tests/support/lead-test-support";
import { waitUntil } from "../../tests/support/notification-test-support";
import { testDriver, useTestDatabase } from "../../tests/support/test-database";
import { inRequestScope } from "~/request-scope/request-scope.server";
import { installDatabase } from "./database.server";
import { cachedFigures, FIGURES_CHANGED_CHANNEL, type AnnouncedTable } from "./figures-cache.server";
import { customers } from "./schema";

const { db, handle } = useTestDatabase();

/** A figure over `leads` that counts how often it was really read; each test names its own. */
function leadFigure(name: string, key = "") {
  const counter = { reads: 0 };
  const get = () =>
    cachedFigures(name, { key, tables: ["leads"] }, async () => {
      counter.reads += 1;
      const result = await db().execute<{ count: number }>(sql`select count(*)::int as count from leads`);
      return result.rows[0]!.count;
    });
  return { counter, get };
}

describe("figures kept until their tables change (ADR 050)", () => {
  it("hears of a change to every table a figure may read, by the table's name", async () => {
    const heard = new Set<string>();
    const unlisten = await handle().listen(FIGURES_CHANGED_CHANNEL, (table) => heard.add(table));
    try {
      const announced: AnnouncedTable[] = [
        "customers",
        "service_history",
        "leads",
        "service_requests",
        "reward_claims",
      ];
      await db().execute(sql.raw(`truncate table ${announced.join(", ")} cascade`));
      await waitUntil("every table's notification", () => announced.every((table) => heard.has(table)));
      expect([...heard].sort()).toEqual(expect.arrayContaining([...announced].sort()));
    } finally {
      await unlisten();
    }
  });

  it("reads the figures once and serves them again while their tables are unchanged", async () => {
    const figure = leadFigure("unchanged");
    expect(await figure.get()).toBe(0);
    expect(await figure.get()).toBe(0);
    expect(await figure.get()).toBe(0);
    expect(figure.counter.reads).toBe(1);
  });

  it("sees a committed change on the very next call, every time", async () => {
    const figure = leadFigure("next-call");
    for (let count = 0; count < 25; count += 1) {
      expect(await figure.get()).toBe(count);
      await insertLead(db());
    }
    expect(await figure.get()).toBe(25);
    expect(figure.counter.reads).toBe(26);
  });

  it("keeps them through a change to a table they do not read, and through a change that rolled back", async () => {
    const figure = leadFigure("other-tables");
    await figure.get();
    await db().insert(customers).values({ firstName: "Ana", lastName: "Ruiz" });
    await expect(
      db().transaction(async (tx) => {
        await insertLead(tx);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await figure.get()).toBe(0);
    expect(figure.counter.reads).toBe(1);
  });

  it("catches up once per page request, however many figures the page looks up", async () => {
    const leads = leadFigure("page-leads");
    const more = leadFigure("page-more");
    await Promise.all([leads.get(), more.get()]);
    const original = handle().catchUpNotifications;
    let catchUps = 0;
    handle().catchUpNotifications = () => {
      catchUps += 1;
      return original();
    };
    try {
      await inRequestScope(async () => {
        await leads.get();
        await more.get();
        await leads.get();
      });
      expect(catchUps).toBe(1);
      // Outside a page request (an action), every lookup catches up: it may follow the action's own writes.
      await leads.get();
      await more.get();
      expect(catchUps).toBe(3);
    } finally {
      handle().catchUpNotifications = original;
    }
  });

  it("lets callers that arrive while a reading runs share it", async () => {
    const figure = leadFigure("shared");
    const values = await Promise.all([figure.get(), figure.get(), figure.get(), figure.get()]);
    expect(values).toEqual([0, 0, 0, 0]);
    expect(figure.counter.reads).toBe(1);
  });

  it("drops a reading during which a change was committed, so the next call reads again", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reads = 0;
    const slow = () =>
      cachedFigures("slow", { key: "", tables: ["leads"] }, async () => {
        reads += 1;
        const result = await db().execute<{ count: number }>(sql`select count(*)::int as count from leads`);
        await gate;
        return result.rows[0]!.count;
      });
    const first = slow();
    await waitUntil("the first reading", () => reads === 1);
    await insertLead(db());
    // The next caller catches up with the commit first: the reading in progress is no longer offered to it.
    const second = slow();
    release();
    expect(await first).toBe(0);
    expect(await second).toBe(1);
    expect(reads).toBe(2);
  });

  it("reads again after a reading failed, and reads afresh for another key", async () => {
    let attempts = 0;
    const flaky = () =>
      cachedFigures("flaky", { key: "", tables: ["leads"] }, async () => {
        attempts += 1;
        if (attempts === 1) throw new Error("the database hiccuped");
        return attempts;
      });
    await expect(flaky()).rejects.toThrow("the database hiccuped");
    expect(await flaky()).toBe(2);
    expect(await flaky()).toBe(2);

    const june = leadFigure("by-day", "2026-06-10");
    const july = leadFigure("by-day", "2026-07-10");
    await june.get();
    await july.get();
    expect([june.counter.reads, july.counter.reads]).toEqual([1, 1]);
  });

  it("reads the tables instead of waiting when the LISTEN connection does not answer within a second", async () => {
    const original = handle();
    // A connection cut that nobody noticed yet: the round trip never comes back. The answers below arrive while
    // every catch-up is still unanswered, so they cannot have waited for one (no clock needed to prove it).
    const catchUps = { started: 0 };
    installDatabase({
      ...original,
      catchUpNotifications: () => {
        catchUps.started += 1;
        return new Promise<void>(() => undefined);
      },
    });
    try {
      const figure = leadFigure("silent");
      await insertLead(db());
      expect(await figure.get()).toBe(1);
      expect(await figure.get()).toBe(1);
      expect(figure.counter.reads).toBe(2);
      expect(catchUps.started).toBe(2);
    } finally {
      installDatabase(original);
    }
  });

  it.runIf(testDriver() === "postgres")(
    "on PostgreSQL, reads every time while the LISTEN connection is away, and caches again once it is back",
    async () => {
      const figure = leadFigure("away");
      await figure.get();
      const originalWarn = console.warn;
      const originalLog = console.log;
      console.warn = () => undefined;
      console.log = () => undefined;
      try {
        await db().execute(sql`
          select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and (query ilike 'LISTEN %' or query = 'select 1')`);
        // A lead inserted while nobody listens: its notification is lost, yet the next calls see it.
        await insertLead(db());
        const reads = figure.counter.reads;
        expect(await figure.get()).toBe(1);
        expect(await figure.get()).toBe(1);
        expect(figure.counter.reads).toBe(reads + 2);
        // Back after 250 ms (the first retry): the next call reads and caches, the one after is served.
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        const back = figure.counter.reads;
        expect(await figure.get()).toBe(1);
        expect(await figure.get()).toBe(1);
        expect(figure.counter.reads).toBe(back + 1);
      } finally {
        console.warn = originalWarn;
        console.log = originalLog;
      }
    },
  );
});
