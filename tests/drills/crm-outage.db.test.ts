import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { jobs, LEAD_SOURCES, leads } from "~/db/schema";
import type { JobOutcome } from "~/jobs/worker.server";
import { startFakeMonday, type FailureMode, type FakeMonday } from "../fakes/monday";
import { useTestDatabase } from "../support/test-database";
import { crmHandlersFor, crmWorker, saveLead } from "../support/crm-test-support";

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
/** Our client gives up on monday.com after this long. */
const CLIENT_TIMEOUT_MS = 300;
/**
 * monday.com misbehaves in each of its ways in turn while the leads arrive; the last way lasts until all are saved.
 * Two of them make the item but keep its id from us (the answer lost; the create processed only after we gave up):
 * without a key monday.com would honour, those are where a retry could create a second item.
 */
const OUTAGE: { mode: FailureMode; ms: number }[] = [
  { mode: "server-error", ms: 800 },
  { mode: "create-answer-lost", ms: 800 },
  { mode: "graphql-error", ms: 800 },
  { mode: "create-processed-late", ms: 800 },
  { mode: "rate-limit", ms: 1_200 },
  { mode: "timeout", ms: 800 },
];
/** A late create lands this long after it was sent: after our client gave up, before the retry looks for it. */
const LATE_CREATE_MS = 2 * CLIENT_TIMEOUT_MS;
/** How long a retry waits after an unanswered create; well past LATE_CREATE_MS even on a machine busy with other tests. */
const UNKNOWN_OUTCOME_WAIT_SECONDS = 2;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function unfinishedJobs(): Promise<number> {
  const [row] = await db()
    .select({ count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(inArray(jobs.status, ["pending", "running"]));
  return row!.count;
}

describe("a monday.com outage", () => {
  it("keeps all 1,000 leads saved during it and syncs each exactly once after monday.com recovers", async () => {
    // Short back-off so the test runs in seconds; the rate-limit phase asks for 1 s, which the jobs honour.
    const handlers = crmHandlersFor(fake, {
      timeoutMs: CLIENT_TIMEOUT_MS,
      unknownOutcomeWaitSeconds: UNKNOWN_OUTCOME_WAIT_SECONDS,
    });
    const workers = [0, 1].map((n) =>
      crmWorker(db, handlers, {
        workerId: `w${n}`,
        random: Math.random,
        reapIntervalMs: 15_000,
        backoff: { baseMs: 100, capMs: 1_000 },
      }),
    );
    const startedAt = Date.now();
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

    fake.failFor(OUTAGE[0]!.mode, 10 * 60_000);
    phase = OUTAGE[0]!.mode;
    const running = workers.map(runWorker);
    try {
      const saving = (async () => {
        for (let n = 0; n < LEADS; n++) {
          const id = String(n).padStart(4, "0");
          await saveLead(db(), {
            name: `Lead ${id}`,
            email: `lead${id}@example.com`,
            source: LEAD_SOURCES[n % LEAD_SOURCES.length],
          });
        }
      })();
      for (const step of OUTAGE) {
        fake.failFor(step.mode, 10 * 60_000, { retryInSeconds: 1, processAfterMs: LATE_CREATE_MS });
        phase = step.mode;
        await sleep(step.ms);
        // On a busy machine a phase may pass before any job met it: it lasts until it has made a job retry (and,
        // for the modes that make items without answering, made one), at most a minute.
        const madeItsPoint = () =>
          (retriesByPhase.get(step.mode) ?? 0) > 0 &&
          (!step.mode.startsWith("create-") || (fake.createsWithoutAnswer[step.mode] ?? 0) > 0);
        const phaseDeadline = Date.now() + 60_000;
        while (!madeItsPoint() && Date.now() < phaseDeadline) await sleep(50);
      }
      await saving;
      fake.recover();
      phase = "recovered";

      // About 20 s on an idle machine, minutes on a busy one; the limit leaves room for that.
      const deadline = Date.now() + 480_000;
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

    for (const { mode } of OUTAGE)
      expect(retriesByPhase.get(mode) ?? 0, `retries while monday.com answered with ${mode}`).toBeGreaterThan(0);
    // The duplicate risk really happened: items were made whose create our side never saw answered.
    expect(fake.createsWithoutAnswer["create-answer-lost"] ?? 0).toBeGreaterThan(0);
    expect(fake.createsWithoutAnswer["create-processed-late"] ?? 0).toBeGreaterThan(0);
    const saved = await db().select().from(leads);
    expect(saved).toHaveLength(LEADS);
    expect(saved.every((lead) => lead.status === "synced_to_monday" && lead.mondayItemId)).toBe(true);

    // Exactly one item per lead: 1,000 items, each the item its lead recorded, named after that lead.
    const names = new Map<string, number>();
    for (const item of fake.items) names.set(item.name, (names.get(item.name) ?? 0) + 1);
    const twice = [...names].filter(([, count]) => count > 1).map(([name]) => name);
    const story = twice.slice(0, 3).map((name) => JSON.stringify(fake.history.filter((entry) => entry.name === name)));
    expect(twice, `items made twice; what the fake saw of the first:\n${story.join("\n")}`).toEqual([]);
    expect(fake.items).toHaveLength(LEADS);
    const itemsById = new Map(fake.items.map((item) => [item.id, item]));
    expect(itemsById.size).toBe(LEADS);
    for (const lead of saved) expect(itemsById.get(lead.mondayItemId!)?.name.startsWith(`${lead.name} — `)).toBe(true);

    // And one update per item, carrying its lead's id.
    expect(fake.updates).toHaveLength(LEADS);
    const updatesByItem = new Map(fake.updates.map((update) => [update.itemId, update.body]));
    for (const lead of saved) expect(updatesByItem.get(lead.mondayItemId!)).toContain(`Lead ID: ${lead.id}`);

    // The drill's figures, for `npm run drill` to print.
    console.log(
      `[drill] crm-outage: leads ${LEADS}, synced ${saved.filter((lead) => lead.mondayItemId).length}, board items ${fake.items.length}, updates ${fake.updates.length}, ` +
        `items made without an answer ${JSON.stringify(fake.createsWithoutAnswer)}, retries ${JSON.stringify(Object.fromEntries(retriesByPhase))}, ${Math.round((Date.now() - startedAt) / 1000)} s`,
    );
    const byStatus = await db()
      .select({ status: jobs.status, count: sql<number>`count(*)::int` })
      .from(jobs)
      .groupBy(jobs.status);
    expect(byStatus).toEqual([{ status: "completed", count: 2 * LEADS }]);
  }, 600_000);
});
