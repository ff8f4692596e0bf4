import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs } from "~/db/schema";
import { useTestDatabase } from "../../tests/support/test-database";
import { enqueueJob } from "./enqueue.server";
import { jobRow } from "../../tests/support/job-test-support";

const { db } = useTestDatabase();

class Rollback extends Error {}

describe("enqueueJob", () => {
  it("stores a pending job due now with the default of ten attempts", async () => {
    const { id } = await enqueueJob(db(), { type: "test.noop", payload: { a: 1 } });
    const row = await jobRow(db(), id);
    expect(row).toMatchObject({
      type: "test.noop",
      payload: { a: 1 },
      status: "pending",
      attempts: 0,
      maxAttempts: 10,
    });
  });

  it("leaves no job behind when the caller's transaction rolls back", async () => {
    await expect(
      db().transaction(async (tx) => {
        await enqueueJob(tx, { type: "test.noop", payload: {} });
        throw new Rollback("the caller's own write failed");
      }),
    ).rejects.toBeInstanceOf(Rollback);
    const [count] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs);
    expect(count!.n).toBe(0);
  });

  it("commits the job together with the caller's transaction", async () => {
    const job = await db().transaction((tx) => enqueueJob(tx, { type: "test.noop", payload: {} }));
    expect((await jobRow(db(), job.id)).status).toBe("pending");
  });

  it("keeps the requested run time and attempt limit", async () => {
    const runAt = new Date(Date.now() + 3_600_000);
    const { id } = await enqueueJob(db(), { type: "test.noop", payload: {}, runAt, maxAttempts: 3 });
    const row = await jobRow(db(), id);
    expect(row.runAt.getTime()).toBe(runAt.getTime());
    expect(row.maxAttempts).toBe(3);
  });

  it("treats a second enqueue with the same dedupe key as a no-op while the first job is alive", async () => {
    const first = await enqueueJob(db(), { type: "test.noop", payload: { n: 1 }, dedupeKey: "lead-7" });
    const second = await enqueueJob(db(), { type: "test.noop", payload: { n: 2 }, dedupeKey: "lead-7" });
    expect(second).toEqual({ id: first.id, type: "test.noop", deduplicated: true });
    expect((await jobRow(db(), first.id)).payload).toEqual({ n: 1 });
  });

  it("revives a dead job when enqueued again with its dedupe key", async () => {
    const first = await enqueueJob(db(), { type: "test.noop", payload: { n: 1 }, dedupeKey: "lead-8" });
    await db().update(jobs).set({ status: "dead", attempts: 10, lastError: "boom" }).where(eq(jobs.id, first.id));
    const again = await enqueueJob(db(), { type: "test.noop", payload: { n: 2 }, dedupeKey: "lead-8" });
    expect(again).toEqual({ id: first.id, type: "test.noop", deduplicated: false });
    expect(await jobRow(db(), first.id)).toMatchObject({
      status: "pending",
      attempts: 0,
      lastError: null,
      payload: { n: 2 },
    });
  });

  it("refuses an attempt limit below one", async () => {
    await expect(enqueueJob(db(), { type: "test.noop", payload: {}, maxAttempts: 0 })).rejects.toThrow(/maxAttempts/);
  });
});
