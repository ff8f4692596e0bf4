import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { user } from "~/db/schema";
import {
  crmHandlersFor,
  crmWorker,
  drain,
  FAKE_BOARD_ID,
  insertCustomer,
} from "../../../tests/support/crm-test-support";
import { startFakeMonday, type FakeMonday } from "../../../tests/fakes/monday";
import { useTestDatabase } from "../../../tests/support/test-database";
import { getCrmPanel, parseSyncJobId, readCrmPanelReport } from "./get-crm-panel.server";
import { queueCustomerSync } from "./queue-customer-sync.server";

const { db } = useTestDatabase();
const admin = { id: "admin-1" };
let fake: FakeMonday;

beforeAll(async () => {
  fake = await startFakeMonday();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(async () => {
  fake.recover();
  fake.items.splice(0);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  await db().insert(user).values({ id: admin.id, name: "Olga Owner", email: "owner@awac.example", role: "admin" });
});

const connected = () => ({ MONDAY_API_URL: fake.url, MONDAY_API_TOKEN: fake.token, MONDAY_BOARD_ID: FAKE_BOARD_ID });
const notConnected = {
  MONDAY_API_URL: "https://api.monday.com/v2",
  MONDAY_API_TOKEN: undefined,
  MONDAY_BOARD_ID: undefined,
};

describe("getCrmPanel", () => {
  it("says the CRM is not connected without a token, and asks monday.com nothing", async () => {
    const before = fake.requests;
    const panel = await getCrmPanel({ actor: admin, config: notConnected });
    expect(panel).toEqual({
      host: "monday.com",
      connected: false,
      syncRuns: false,
      boards: [],
      boardsFailed: false,
      defaultBoardId: null,
      report: null,
      followingJob: false,
    });
    expect(fake.requests).toBe(before);
  });

  it("lists the boards for the picker with the configured default board", async () => {
    const panel = await getCrmPanel({ actor: admin, config: connected() });
    expect(panel).toMatchObject({
      connected: true,
      syncRuns: true,
      boardsFailed: false,
      defaultBoardId: FAKE_BOARD_ID,
      report: null,
    });
    expect(panel.boards).toEqual([{ id: "4242", name: "Leads" }]);
  });

  it("says a sync would wait when a token is set but no default board", async () => {
    const panel = await getCrmPanel({ actor: admin, config: { ...connected(), MONDAY_BOARD_ID: undefined } });
    expect(panel).toMatchObject({ connected: true, syncRuns: false, defaultBoardId: null });
    expect(panel.boards).toHaveLength(1);
  });

  it("reports a failure to load the boards in the view instead of failing the screen", async () => {
    fake.failFor("graphql-error", 60_000);
    const panel = await getCrmPanel({ actor: admin, config: connected() });
    expect(panel).toMatchObject({ connected: true, boardsFailed: true, boards: [] });
  });

  it("follows the requested sync from queued to completed with each customer's result", async () => {
    const luis = await insertCustomer(db());
    await insertCustomer(db(), { firstName: "Ana", lastName: "Pérez", phone: null });
    const { jobId } = await queueCustomerSync({ actor: admin, boardId: FAKE_BOARD_ID });

    const queued = await getCrmPanel({ actor: admin, jobId: String(jobId), config: connected() });
    expect(queued.followingJob).toBe(true);
    expect(queued.report).toMatchObject({
      jobId,
      state: "queued",
      finished: false,
      boardId: FAKE_BOARD_ID,
      results: [],
    });

    await drain(crmWorker(db, crmHandlersFor(fake)));
    const done = await getCrmPanel({ actor: admin, jobId: String(jobId), config: connected() });
    expect(done.report).toMatchObject({
      jobId,
      state: "completed",
      finished: true,
      syncedCount: 2,
      errorCount: 0,
      lastError: null,
    });
    expect(done.report!.results.map((result) => result.customerName).sort()).toEqual(
      [`${luis.firstName} ${luis.lastName}`, "Ana Pérez"].sort(),
    );
    expect(done.report!.results.every((result) => result.success && /^\d+$/.test(result.mondayItemId ?? ""))).toBe(
      true,
    );
    // Only what the panel shows: no customer ids in the JSON the browser polls.
    expect(Object.keys(done.report!.results[0]!).sort()).toEqual(["customerName", "error", "mondayItemId", "success"]);
    expect(new Date(done.report!.requestedAt).toString()).not.toBe("Invalid Date");
  });

  it("shows the latest sync when none or an unknown one is asked for, without announcing it", async () => {
    const { jobId } = await queueCustomerSync({ actor: admin });
    for (const asked of [null, "999999", "not-a-number", "-3"]) {
      const panel = await getCrmPanel({ actor: admin, jobId: asked, config: notConnected });
      expect(panel.report?.jobId).toBe(jobId);
      expect(panel.followingJob).toBe(false);
    }
  });
});

describe("readCrmPanelReport for the polling endpoint", () => {
  it("answers NOT_FOUND for a missing, malformed or unknown job", async () => {
    await queueCustomerSync({ actor: admin });
    for (const asked of [null, "abc", "0", "424242"]) {
      await expect(readCrmPanelReport(asked, { strict: true })).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
  });

  it("reads job ids only as positive whole numbers", () => {
    expect(parseSyncJobId("12")).toBe(12);
    for (const bad of [null, undefined, "", "0", "1.5", "1e3", " 7", "9".repeat(20)])
      expect(parseSyncJobId(bad)).toBeUndefined();
  });
});
