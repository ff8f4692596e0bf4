import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { user } from "~/db/schema";
import type { JobWorker } from "~/jobs/worker.server";
import { startFakeMonday, type FakeMonday } from "../../../tests/fakes/monday";
import { crmHandlersFor, crmWorker, FAKE_BOARD_ID, leadRow, saveLead } from "../../../tests/support/crm-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { syncLeadToCrm } from "./sync-lead-to-crm.server";

const { db } = useTestDatabase();
const actor = { id: "admin-1" };
let fake: FakeMonday;
let worker: JobWorker | undefined;
const connected = () => ({ MONDAY_API_TOKEN: fake.token, MONDAY_API_URL: fake.url, MONDAY_BOARD_ID: FAKE_BOARD_ID });

beforeAll(async () => {
  fake = await startFakeMonday();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(async () => {
  fake.items.splice(0);
  fake.recover();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  await db().insert(user).values({ id: actor.id, name: "Olga Owner", email: "admin@awac.example", role: "admin" });
});
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});

function startWorker() {
  worker = crmWorker(db, crmHandlersFor(fake), { pollIntervalMs: 50 });
  worker.start();
}

describe("syncLeadToCrm (Sync to monday per lead)", () => {
  it("answers synced with the item id when the background worker runs the job while it waits", async () => {
    const { lead } = await saveLead(db());
    startWorker();
    const answer = await syncLeadToCrm({ actor, leadId: lead.id, config: connected(), waitMs: 8_000 });
    expect(answer).toEqual({ outcome: "synced", mondayItemId: fake.items[0]!.id });
    expect(await leadRow(db(), lead.id)).toMatchObject({ status: "synced_to_monday", mondayItemId: fake.items[0]!.id });
  });

  it("answers queued when no worker has run the job in time", async () => {
    const { lead } = await saveLead(db());
    expect(await syncLeadToCrm({ actor, leadId: lead.id, config: connected(), waitMs: 300 })).toEqual({
      outcome: "queued",
    });
    expect((await leadRow(db(), lead.id)).mondayItemId).toBeNull();
  });

  it("answers failed when the attempt it waited for failed", async () => {
    const { lead } = await saveLead(db());
    fake.failFor("server-error", 60_000);
    startWorker();
    expect(await syncLeadToCrm({ actor, leadId: lead.id, config: connected(), waitMs: 8_000 })).toEqual({
      outcome: "failed",
    });
  });

  it("says monday.com is not connected without a token and board, and still queues the job", async () => {
    const { lead } = await saveLead(db());
    const answer = await syncLeadToCrm({
      actor,
      leadId: lead.id,
      config: { MONDAY_API_TOKEN: undefined, MONDAY_API_URL: fake.url, MONDAY_BOARD_ID: undefined },
    });
    expect(answer).toEqual({ outcome: "notConnected" });
  });

  it("refuses a lead already on the board and an unknown lead", async () => {
    const { lead } = await saveLead(db(), { mondayItemId: "77", status: "synced_to_monday" });
    await expect(syncLeadToCrm({ actor, leadId: lead.id, config: connected() })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    await expect(syncLeadToCrm({ actor, leadId: "not-an-id", config: connected() })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
