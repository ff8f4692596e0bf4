import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate";
import { jobs } from "~/db/schema";
import { testDriver, useTestDatabase } from "../../tests/support/test-database";
import { enqueueJob } from "./enqueue.server";
import { jobRow, waitFor } from "../../tests/support/job-test-support";
import type { JobHandler } from "./job-types";
import { createJobWorker } from "./worker.server";

const { db, handle } = useTestDatabase();
const extraHandles: DatabaseHandle[] = [];

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(async () => {
  await Promise.all(extraHandles.splice(0).map((extra) => extra.close()));
});

/** On PostgreSQL a second pool of its own, so the two workers truly race; PGlite has one connection to share. */
async function secondConnection(): Promise<DatabaseHandle> {
  const own = handle();
  if (own.driver === "pglite") return own;
  const url = own.pool?.options.connectionString;
  if (!url) throw new Error("the PostgreSQL test handle has no connection string");
  const extra = await openDatabase({ driver: "postgres", url, poolSize: 5 });
  extraHandles.push(extra);
  return extra;
}

describe("two job workers", () => {
  it("never run one job twice: 200 jobs, every id handled exactly once", async () => {
    const total = 200;
    await db().transaction(async (tx) => {
      for (let n = 0; n < total; n++) await enqueueJob(tx, { type: "test.record", payload: { n } });
    });
    const handled: number[] = [];
    const byWorker = new Map<string, number>();
    const record: JobHandler = async (job, { workerId }) => {
      handled.push(job.id);
      byWorker.set(workerId, (byWorker.get(workerId) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 3)); // let the other worker get ahead
    };
    const other = await secondConnection();
    const workers = [
      createJobWorker({
        handlers: { "test.record": record },
        database: async () => db(),
        workerId: "one",
        pollIntervalMs: 5,
      }),
      createJobWorker({
        handlers: { "test.record": record },
        database: async () => other.db,
        workerId: "two",
        pollIntervalMs: 5,
      }),
    ];
    for (const w of workers) w.start();
    try {
      await waitFor(async () => {
        const [row] = await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(jobs)
          .where(eq(jobs.status, "completed"));
        return row!.n === total;
      }, 60_000);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    expect(handled).toHaveLength(total);
    expect(new Set(handled).size).toBe(total);
    const attempts = await db().select({ attempts: jobs.attempts }).from(jobs);
    expect(attempts.every((row) => row.attempts === 1)).toBe(true);
    if (testDriver() === "postgres") {
      expect(byWorker.get("one")).toBeGreaterThan(0);
      expect(byWorker.get("two")).toBeGreaterThan(0);
    }
  }, 90_000);
});

describe("jobs after a restart", () => {
  it("are still there and run when the database is opened again", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "aw-jobs-restart-"));
    try {
      const open = async (): Promise<DatabaseHandle> => {
        if (testDriver() === "pglite") return openDatabase({ driver: "pglite", dataDir });
        const url = handle().pool?.options.connectionString;
        if (!url) throw new Error("the PostgreSQL test handle has no connection string");
        return openDatabase({ driver: "postgres", url, poolSize: 2 });
      };
      const before = await open();
      await migrateDatabase(before);
      const { id } = await enqueueJob(before.db, { type: "test.after-restart", payload: { keep: true } });
      await before.close();

      const after = await open();
      extraHandles.push(after);
      const seen: unknown[] = [];
      const w = createJobWorker({
        handlers: { "test.after-restart": async (job) => void seen.push(job.payload) },
        database: async () => after.db,
      });
      expect(await w.runOnce()).toBe("completed");
      expect(seen).toEqual([{ keep: true }]);
      expect((await jobRow(after.db, id)).status).toBe("completed");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
