import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { auditLog, jobs } from "~/db/schema";
import { useTestDatabase } from "../../tests/support/test-database";
import { takeConsoleErrors } from "../../tests/support/vitest-setup";
import { enqueueJob } from "./enqueue.server";
import { deferred, jobRow, makeDue, secondsUntilDue } from "../../tests/support/job-test-support";
import { JobTimeLimitError, PermanentJobError, RetryLaterError, type JobHandler } from "./job-types";
import { createJobWorker, type JobWorkerOptions } from "./worker.server";

const { db } = useTestDatabase();

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

function worker(handlers: JobWorkerOptions["handlers"], options: Partial<JobWorkerOptions> = {}) {
  return createJobWorker({ handlers, database: async () => db(), random: () => 0.5, reapIntervalMs: 0, ...options });
}

const failing: JobHandler = async () => {
  throw new Error("CRM answered 500");
};

describe("the job worker", () => {
  it("runs a due job and marks it completed", async () => {
    const seen: unknown[] = [];
    const { id } = await enqueueJob(db(), { type: "test.echo", payload: { hello: "world" } });
    const outcome = await worker({ "test.echo": async (job) => void seen.push(job.payload) }).runOnce();
    expect(outcome).toBe("completed");
    expect(seen).toEqual([{ hello: "world" }]);
    expect(await jobRow(db(), id)).toMatchObject({ status: "completed", attempts: 1, lockedBy: null, lastError: null });
    expect((await jobRow(db(), id)).completedAt).toBeInstanceOf(Date);
  });

  it("does not claim jobs whose type has no registered handler: they wait in pending", async () => {
    const { id } = await enqueueJob(db(), { type: "crm.sync-lead", payload: { leadId: 1 } });
    const outcome = await worker({ "email.send": async () => undefined }).runOnce();
    expect(outcome).toBeUndefined();
    expect(await jobRow(db(), id)).toMatchObject({ status: "pending", attempts: 0, lockedBy: null });
  });

  it("does not run a job before its run time", async () => {
    await enqueueJob(db(), { type: "test.echo", payload: {}, runAt: new Date(Date.now() + 60_000) });
    expect(await worker({ "test.echo": async () => undefined }).runOnce()).toBeUndefined();
  });

  it("retries a failing handler with growing back-off and ends dead after max attempts", async () => {
    const { id } = await enqueueJob(db(), { type: "test.fail", payload: {}, maxAttempts: 3 });
    const w = worker({ "test.fail": failing }, { backoff: { baseMs: 10_000, capMs: 15_000 } });

    expect(await w.runOnce()).toBe("retry");
    let row = await jobRow(db(), id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "Error: CRM answered 500", lockedBy: null });
    // Attempt 1: ceiling 10 s, equal jitter with random 0.5 → 7.5 s.
    expect(await secondsUntilDue(db(), id)).toBeGreaterThan(6.5);
    expect(await secondsUntilDue(db(), id)).toBeLessThanOrEqual(7.5);
    expect(await w.runOnce()).toBeUndefined(); // not due yet

    await makeDue(db(), id);
    expect(await w.runOnce()).toBe("retry");
    // Attempt 2: ceiling min(20 s, cap 15 s) → 11.25 s.
    expect(await secondsUntilDue(db(), id)).toBeGreaterThan(10);
    expect(await secondsUntilDue(db(), id)).toBeLessThanOrEqual(11.25);

    await makeDue(db(), id);
    expect(await w.runOnce()).toBe("dead");
    row = await jobRow(db(), id);
    expect(row).toMatchObject({ status: "dead", attempts: 3, lastError: "Error: CRM answered 500" });
    expect(takeConsoleErrors()).toHaveLength(1);
    await makeDue(db(), id);
    expect(await w.runOnce()).toBeUndefined(); // dead jobs are not claimed
  });

  it("honours a retry-after hint from the handler", async () => {
    const { id } = await enqueueJob(db(), { type: "test.limited", payload: {} });
    const w = worker({
      "test.limited": async () => {
        throw new RetryLaterError(120, "monday.com rate limit");
      },
    });
    expect(await w.runOnce()).toBe("retry");
    expect(await jobRow(db(), id)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "RetryLaterError: monday.com rate limit",
    });
    const seconds = await secondsUntilDue(db(), id);
    expect(seconds).toBeGreaterThan(118);
    expect(seconds).toBeLessThanOrEqual(120);
  });

  it("sends a job whose handler reports a permanent error straight to dead", async () => {
    const { id } = await enqueueJob(db(), { type: "test.bad", payload: {} });
    const w = worker({
      "test.bad": async () => {
        throw new PermanentJobError("payload has no lead id");
      },
    });
    expect(await w.runOnce()).toBe("dead");
    expect(await jobRow(db(), id)).toMatchObject({ status: "dead", attempts: 1 });
    takeConsoleErrors();
  });

  it("completes a job in the same transaction as the handler's own writes", async () => {
    const { id } = await enqueueJob(db(), { type: "test.write", payload: {} });
    const w = worker({
      "test.write": async (job, { completeWith }) => {
        await completeWith((tx) =>
          tx.insert(auditLog).values({ action: "test.effect", entity: "job", entityId: String(job.id) }),
        );
      },
    });
    expect(await w.runOnce()).toBe("completed");
    expect((await jobRow(db(), id)).status).toBe("completed");
    expect(await db().select().from(auditLog)).toHaveLength(1);
  });

  it("rolls back the handler's writes and leaves the job retryable when the handler throws inside completeWith", async () => {
    const { id } = await enqueueJob(db(), { type: "test.write", payload: {} });
    let fail = true;
    const w = worker({
      "test.write": async (job, { completeWith }) => {
        await completeWith(async (tx) => {
          await tx.insert(auditLog).values({ action: "test.effect", entity: "job", entityId: String(job.id) });
          if (fail) throw new Error("second write refused");
        });
      },
    });
    expect(await w.runOnce()).toBe("retry");
    expect(await db().select().from(auditLog)).toHaveLength(0);
    expect(await jobRow(db(), id)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "Error: second write refused",
    });

    fail = false;
    await makeDue(db(), id);
    expect(await w.runOnce()).toBe("completed");
    expect(await db().select().from(auditLog)).toHaveLength(1);
  });

  it("reclaims a job whose worker crashed mid-job once its lock expires, and runs it once more", async () => {
    const { id } = await enqueueJob(db(), { type: "test.write", payload: {} });
    const runs: string[] = [];
    const release = deferred();
    const handler: JobHandler = async (job, { completeWith, workerId }) => {
      runs.push(workerId);
      if (workerId === "crashing") await release.promise; // hangs like a process that died mid-job
      await completeWith((tx) =>
        tx.insert(auditLog).values({ action: "test.effect", entity: "job", entityId: String(job.id) }),
      );
    };
    const crashing = worker({ "test.write": handler }, { workerId: "crashing", lockTimeoutMs: 200 });
    const healthy = worker({ "test.write": handler }, { workerId: "healthy", lockTimeoutMs: 200 });

    const stuck = crashing.runOnce();
    await vi.waitFor(async () =>
      expect(await jobRow(db(), id)).toMatchObject({ status: "running", lockedBy: "crashing" }),
    );
    expect(await healthy.runOnce()).toBeUndefined(); // the lock is still fresh

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await healthy.runOnce()).toBe("completed");
    expect(await jobRow(db(), id)).toMatchObject({ status: "completed", attempts: 2 });

    // The "crashed" worker wakes up late: its completion is refused and its writes roll back.
    release.resolve();
    expect(await stuck).toBe("lock-lost");
    expect(runs).toEqual(["crashing", "healthy"]);
    expect(await db().select().from(auditLog)).toHaveLength(1);
    expect((await jobRow(db(), id)).status).toBe("completed");
  });

  it("marks a job dead when its worker crashed during the last attempt", async () => {
    const { id } = await enqueueJob(db(), { type: "test.write", payload: {}, maxAttempts: 1 });
    await db()
      .update(jobs)
      .set({ status: "running", attempts: 1, lockedBy: "gone", lockedAt: sql`now() - interval '10 minutes'` })
      .where(eq(jobs.id, id));
    expect(await worker({ "test.write": async () => undefined }).runOnce()).toBeUndefined();
    const row = await jobRow(db(), id);
    expect(row.status).toBe("dead");
    expect(row.lastError).toMatch(/worker stopped during attempt 1 \(gone\)/);
  });

  it("stops a handler that runs past the time limit, records the attempt as failed and retries it with back-off", async () => {
    const { id } = await enqueueJob(db(), { type: "test.stall", payload: {} });
    const release = deferred();
    const signals: AbortSignal[] = [];
    let lateCompletion: Promise<unknown> | undefined;
    // Ignores its signal, like a client with no time-out of its own, and tries to complete once released.
    const stalling: JobHandler = async (job, { completeWith, signal }) => {
      signals.push(signal);
      await release.promise;
      lateCompletion = completeWith((tx) =>
        tx.insert(auditLog).values({ action: "test.effect", entity: "job", entityId: String(job.id) }),
      );
      await lateCompletion;
    };
    const w = worker({ "test.stall": stalling }, { jobTimeLimitMs: 200, backoff: { baseMs: 10_000, capMs: 10_000 } });

    const startedAt = Date.now();
    expect(await w.runOnce()).toBe("retry");
    expect(Date.now() - startedAt).toBeLessThan(2_000);
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[0]!.reason).toBeInstanceOf(JobTimeLimitError);
    expect(await jobRow(db(), id)).toMatchObject({
      status: "pending",
      attempts: 1,
      lockedBy: null,
      lastError: `JobTimeLimitError: Job ${id} ran longer than its time limit of 200 ms and was stopped`,
    });
    // Attempt 1: ceiling 10 s, equal jitter with random 0.5 → 7.5 s.
    expect(await secondsUntilDue(db(), id)).toBeGreaterThan(6.5);

    // The abandoned handler wakes up: its completion is refused and writes nothing.
    release.resolve();
    await vi.waitFor(() => expect(lateCompletion).toBeDefined());
    await expect(lateCompletion).rejects.toBeInstanceOf(JobTimeLimitError);
    expect(await db().select().from(auditLog)).toHaveLength(0);
    expect((await jobRow(db(), id)).status).toBe("pending");

    await makeDue(db(), id);
    expect(await worker({ "test.stall": async () => undefined }).runOnce()).toBe("completed");
    expect(await jobRow(db(), id)).toMatchObject({ status: "completed", attempts: 2 });
  });

  it("says so in the log when recording a failure fails too, and leaves the job to its lock's expiry", async () => {
    const { id } = await enqueueJob(db(), { type: "test.fail", payload: {} });
    let databaseDown = false;
    // The database goes away while the handler runs: the failure's UPDATE throws.
    const flaky = new Proxy(db(), {
      get(target, property) {
        if (property === "update" && databaseDown) {
          return () => {
            throw new Error("Connection terminated unexpectedly");
          };
        }
        const value = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const w = worker(
      {
        "test.fail": async () => {
          databaseDown = true;
          throw new Error("CRM answered 500");
        },
      },
      { database: async () => flaky },
    );
    expect(await w.runOnce()).toBe("unrecorded");
    const logged = takeConsoleErrors();
    expect(logged).toHaveLength(1);
    expect(logged[0]![0]).toBe(
      `[jobs] job ${id} (test.fail) attempt 1/10 failed (Error: CRM answered 500) and recording the failure failed too; it stays running until its lock expires (300 s), then runs again`,
    );
    expect((logged[0]![1] as Error).message).toBe("Connection terminated unexpectedly");
    expect(await jobRow(db(), id)).toMatchObject({ status: "running", attempts: 1 });
  });

  it("stop waits for the job in flight", async () => {
    const { id } = await enqueueJob(db(), { type: "test.slow", payload: {} });
    const started = deferred();
    const w = worker(
      {
        "test.slow": async () => {
          started.resolve();
          await new Promise((resolve) => setTimeout(resolve, 200));
        },
      },
      { pollIntervalMs: 10 },
    );
    w.start();
    await started.promise;
    await w.stop(5_000);
    expect((await jobRow(db(), id)).status).toBe("completed");
  });
});
