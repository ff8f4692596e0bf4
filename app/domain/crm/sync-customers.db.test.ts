import { eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { customers, jobs, user } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { createMondayClient, MondayApiError, type MondayClient } from "~/integrations/monday/monday-client.server";
import { jobRow, makeDue, secondsUntilDue } from "../../../tests/support/job-test-support";
import { startFakeMonday, type FakeMonday } from "../../../tests/fakes/monday";
import { useTestDatabase } from "../../../tests/support/test-database";
import { takeConsoleErrors } from "../../../tests/support/vitest-setup";
import { createCrmJobHandlers } from "./crm-job-handlers.server";
import { CRM_JOB } from "./crm-jobs.server";
import {
  crmHandlersFor,
  crmWorker,
  drain,
  FAKE_BOARD_ID,
  insertCustomer,
} from "../../../tests/support/crm-test-support";
import { getCustomerSyncReport } from "./get-customer-sync-report.server";
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
  fake.updates.splice(0);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  await db().insert(user).values({ id: admin.id, name: "Olga Owner", email: "owner@awac.example", role: "admin" });
});

/** The fake's client, with createItem replaced for the calls `failOn` picks. */
function clientFailing(failOn: (call: number, itemName: string) => Error | undefined): MondayClient {
  const real = createMondayClient({ apiUrl: fake.url, token: fake.token });
  let calls = 0;
  return {
    ...real,
    createItem: async (input) => {
      calls += 1;
      const failure = failOn(calls, input.itemName);
      if (failure) throw failure;
      return real.createItem(input);
    },
  };
}

async function customersWithoutItem() {
  return db().select().from(customers).where(isNull(customers.mondayItemId));
}

describe("bulk sync of customers", () => {
  it("sends every customer without an item, skips those already on the board, and keeps each result for staff", async () => {
    const synced = await insertCustomer(db(), { firstName: "Already", lastName: "There", mondayItemId: "55" });
    const luis = await insertCustomer(db());
    const ana = await insertCustomer(db(), {
      firstName: "Ana",
      lastName: "Pérez",
      email: "ana@example.com",
      phone: null,
    });
    const { jobId, alreadyQueued } = await queueCustomerSync({ actor: admin });
    expect(alreadyQueued).toBe(false);
    expect(await getCustomerSyncReport({ jobId })).toMatchObject({
      state: "queued",
      requestedBy: admin.id,
      limit: 50,
      results: [],
    });

    await drain(crmWorker(db, crmHandlersFor(fake)));

    expect(fake.items.map((item) => item.name).sort()).toEqual([
      `Ana Pérez — Customer (${ana.customerNumber})`,
      `Luis Gómez — Customer (${luis.customerNumber})`,
    ]);
    const report = await getCustomerSyncReport({ jobId });
    expect(report).toMatchObject({
      state: "completed",
      boardId: FAKE_BOARD_ID,
      syncedCount: 2,
      errorCount: 0,
      lastError: null,
    });
    expect(report!.results.map(({ customerName, success, error }) => ({ customerName, success, error }))).toEqual([
      { customerName: "Luis Gómez", success: true, error: null },
      { customerName: "Ana Pérez", success: true, error: null },
    ]);
    for (const result of report!.results) {
      const [row] = await db().select().from(customers).where(eq(customers.id, result.customerId));
      expect(row!.mondayItemId).toBe(result.mondayItemId);
    }
    expect((await db().select().from(customers).where(eq(customers.id, synced.id)))[0]!.mondayItemId).toBe("55");
    expect(fake.updates).toHaveLength(2);
    expect(fake.updates.map((update) => update.body).join("\n")).toContain(`Customer number: ${luis.customerNumber}`);
    expect(await getCustomerSyncReport()).toMatchObject({ jobId });
  });

  it("sends at most 50 customers per sync", async () => {
    for (let n = 0; n < 55; n++) await insertCustomer(db(), { firstName: `Customer${n}` });
    const { jobId } = await queueCustomerSync({ actor: admin });
    await drain(crmWorker(db, crmHandlersFor(fake)));
    expect(fake.items).toHaveLength(50);
    expect(await customersWithoutItem()).toHaveLength(5);
    expect(await getCustomerSyncReport({ jobId })).toMatchObject({ state: "completed", syncedCount: 50 });
  });

  it("keeps what was synced when monday.com rate-limits part-way, waits as told, and finishes without passing the limit", async () => {
    for (let n = 0; n < 5; n++) await insertCustomer(db(), { firstName: `Customer${n}` });
    const client = clientFailing((call) =>
      call === 3
        ? new MondayApiError("Complexity budget exhausted", true, 30, "COMPLEXITY_BUDGET_EXHAUSTED")
        : undefined,
    );
    const worker = crmWorker(db, createCrmJobHandlers({ client, boardId: FAKE_BOARD_ID }));
    const { jobId } = await queueCustomerSync({ actor: admin, limit: 4 });

    expect(await worker.runOnce()).toBe("retry");
    expect(await secondsUntilDue(db(), jobId)).toBeGreaterThan(28);
    expect(await getCustomerSyncReport({ jobId })).toMatchObject({
      state: "waiting",
      syncedCount: 2,
      lastError: "Complexity budget exhausted",
    });

    await makeDue(db(), jobId);
    await drain(worker);
    const report = await getCustomerSyncReport({ jobId });
    expect(report).toMatchObject({ state: "completed", syncedCount: 4, errorCount: 0 });
    expect(new Set(report!.results.map((result) => result.customerId)).size).toBe(4);
    expect(fake.items).toHaveLength(4);
    expect(await customersWithoutItem()).toHaveLength(1);
  });

  it("stops at monday.com's spent daily limit after one call, waits for the reset, and fails no customer for it", async () => {
    for (let n = 0; n < 3; n++) await insertCustomer(db(), { firstName: `Customer${n}` });
    fake.failFor("daily-limit", 60_000);
    const worker = crmWorker(db, crmHandlersFor(fake));
    const { jobId } = await queueCustomerSync({ actor: admin });
    const requestsBefore = fake.requests;

    expect(await worker.runOnce()).toBe("retry");
    // The columns look-up is the one call; no customer is tried against the spent limit.
    expect(fake.requests - requestsBefore).toBe(1);
    expect(await secondsUntilDue(db(), jobId)).toBeGreaterThan(0);
    expect(await getCustomerSyncReport({ jobId })).toMatchObject({
      state: "waiting",
      syncedCount: 0,
      errorCount: 0,
      lastError: "Daily limit exceeded",
    });

    fake.recover();
    await makeDue(db(), jobId);
    await drain(worker);
    expect(await getCustomerSyncReport({ jobId })).toMatchObject({ state: "completed", syncedCount: 3, errorCount: 0 });
  });

  it("reports a customer monday.com refuses with its error and still syncs the others", async () => {
    await insertCustomer(db(), { firstName: "Refused" });
    await insertCustomer(db(), { firstName: "Accepted" });
    const client = clientFailing((_call, itemName) =>
      itemName.startsWith("Refused")
        ? new MondayApiError("Item name contains forbidden characters", false, undefined, "InvalidArgumentException")
        : undefined,
    );
    const { jobId } = await queueCustomerSync({ actor: admin });
    await drain(crmWorker(db, createCrmJobHandlers({ client, boardId: FAKE_BOARD_ID })));
    const report = await getCustomerSyncReport({ jobId });
    expect(report).toMatchObject({ state: "completed", syncedCount: 1, errorCount: 1 });
    expect(report!.results.find((result) => !result.success)).toMatchObject({
      customerName: "Refused Gómez",
      mondayItemId: null,
      error: "Item name contains forbidden characters",
    });
  });

  it("waits and keeps the reason when the chosen board does not exist", async () => {
    await insertCustomer(db());
    const { jobId } = await queueCustomerSync({ actor: admin, boardId: "999" });
    expect(await crmWorker(db, crmHandlersFor(fake)).runOnce()).toBe("retry");
    expect(takeConsoleErrors()).toHaveLength(1);
    expect(await getCustomerSyncReport({ jobId })).toMatchObject({
      state: "waiting",
      boardId: "999",
      lastError: expect.stringContaining("board 999 was not found"),
    });
    expect(fake.items).toHaveLength(0);
  });

  it("queues one bulk sync at a time", async () => {
    const first = await queueCustomerSync({ actor: admin });
    expect(await queueCustomerSync({ actor: admin })).toEqual({ jobId: first.jobId, alreadyQueued: true });
    await drain(crmWorker(db, crmHandlersFor(fake)));
    const second = await queueCustomerSync({ actor: admin });
    expect(second.alreadyQueued).toBe(false);
    expect(second.jobId).not.toBe(first.jobId);
  });

  it("refuses a malformed board id or a limit above 50", async () => {
    await expect(queueCustomerSync({ actor: admin, boardId: "12; drop" })).rejects.toMatchObject({ code: "BAD_INPUT" });
    await expect(queueCustomerSync({ actor: admin, limit: 51 })).rejects.toBeInstanceOf(AppError);
    expect(await db().select().from(jobs)).toHaveLength(0);
  });

  it("reports a sync whose job ran out of attempts as failed, with the job's last error", async () => {
    expect(await getCustomerSyncReport()).toBeNull();
    await expect(getCustomerSyncReport({ jobId: 12345 })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const { jobId } = await queueCustomerSync({ actor: admin });
    await db()
      .update(jobs)
      .set({ status: "dead", lastError: "MondayApiError: Not Authenticated" })
      .where(eq(jobs.id, jobId));
    expect(await getCustomerSyncReport({ jobId })).toMatchObject({
      state: "failed",
      lastError: "MondayApiError: Not Authenticated",
    });
    expect((await jobRow(db(), jobId)).type).toBe(CRM_JOB.syncCustomers);
  });
});
