import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { jobs, LEAD_SOURCES, leads } from "~/db/schema";
import type { JobOutcome } from "~/jobs/worker.server";
import { startFakeMonday, type FailureMode, type FakeMonday } from "../../../tests/fakes/monday";
import { useTestDatabase } from "../../../tests/support/test-database";
import { crmHandlersFor, crmWorker, saveLead } from "../../../tests/support/crm-test-support";

const { db } = useTestDatabase();
let fake: FakeMonday;

beforeAll(async () => {
  fake = await startFakeMonday();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

const LEADS = 1_000;
/** monday.com misbehaves in each of its ways in turn while the leads arrive; the last way lasts until all are saved. */
const OUTAGE: { mode: FailureMode; ms: number }[] = [
  { mode: "server-error", ms: 800 },
  { mode: "graphql-error", ms: 800 },
  { mode: "rate-limit", ms: 1_200 },
  { mode: "timeout", ms: 800 },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function unfinishedJobs(): Promise<number> {
  const [row] = await db().select({ count: sql<number>`count(*)::int` }).from(jobs).where(inArray(jobs.status, ["pending", "running"]));
  return row!.count;
}

describe("a monday.com outage", () => {
  it("keeps all 1,000 leads saved during it and syncs each exactly once after monday.com recovers", async () => {
    // Short back-off so the test runs in seconds; the rate-limit phase asks for 1 s, which the jobs honour.
    const handlers = crmHandlersFor(fake, { timeoutMs: 300 });
    const workers = [0, 1].map((n) =>
      crmWorker(db, handlers, { workerId: `w${n}`, random: Math.random, reapIntervalMs: 15_000, backoff: { baseMs: 100, capMs: 1_000 } }),
    );
    let phase = "saving";
    const retriesByPhase = new Map<string, number>();
    let stopped = false;
    let deadJobs = 0;
    const runWorker = async (worker: (typeof workers)[number]) => {
      while (!stopped) {
        const outcome: JobOutcome | undefined = await worker.runOnce();
        if (outcome === "retry") retriesByPhase.set(phase, (retriesByPhase.get(phase) ?? 0) + 1);
        if (outcome === "dead") deadJobs += 1;
        if (outcome === undefined) await sleep(10);
      }
    };

    fake.failFor(OUTAGE[0]!.mode, 60_000);
    phase = OUTAGE[0]!.mode;
    const running = workers.map(runWorker);
    try {
      const saving = (async () => {
        for (let n = 0; n < LEADS; n++) {
          const id = String(n).padStart(4, "0");
          await saveLead(db(), { name: `Lead ${id}`, email: `lead${id}@example.com`, source: LEAD_SOURCES[n % LEAD_SOURCES.length] });
        }
      })();
      for (const step of OUTAGE) {
        fake.failFor(step.mode, 60_000, { retryInSeconds: 1 });
        phase = step.mode;
        await sleep(step.ms);
      }
      await saving;
      expect(fake.items).toHaveLength(0);
      fake.recover();
      phase = "recovered";

      // About 20 s on its own; the limit leaves room for a machine busy with the rest of the suite.
      const deadline = Date.now() + 150_000;
      while ((await unfinishedJobs()) > 0 && deadJobs === 0) {
        if (Date.now() > deadline) throw new Error(`${await unfinishedJobs()} jobs still unfinished`);
        await sleep(100);
      }
    } finally {
      stopped = true;
      await Promise.allSettled(running);
    }
    await Promise.all(running);
    expect(deadJobs).toBe(0);

    for (const { mode } of OUTAGE) expect(retriesByPhase.get(mode) ?? 0, `retries while monday.com answered with ${mode}`).toBeGreaterThan(0);
    const saved = await db().select().from(leads);
    expect(saved).toHaveLength(LEADS);
    expect(saved.every((lead) => lead.status === "synced_to_monday" && lead.mondayItemId)).toBe(true);

    // Exactly one item per lead: 1,000 items, each the item its lead recorded, named after that lead.
    expect(fake.items).toHaveLength(LEADS);
    const itemsById = new Map(fake.items.map((item) => [item.id, item]));
    expect(itemsById.size).toBe(LEADS);
    for (const lead of saved) expect(itemsById.get(lead.mondayItemId!)?.name.startsWith(`${lead.name} — `)).toBe(true);

    // And one update per item, carrying its lead's id.
    expect(fake.updates).toHaveLength(LEADS);
    const updatesByItem = new Map(fake.updates.map((update) => [update.itemId, update.body]));
    for (const lead of saved) expect(updatesByItem.get(lead.mondayItemId!)).toContain(`Lead ID: ${lead.id}`);

    const byStatus = await db().select({ status: jobs.status, count: sql<number>`count(*)::int` }).from(jobs).groupBy(jobs.status);
    expect(byStatus).toEqual([{ status: "completed", count: 2 * LEADS }]);
  }, 200_000);
});
