import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { auditLog, jobs, leads, user } from "~/db/schema";
import { enqueueJob } from "~/jobs/enqueue.server";
import { jobRow, secondsUntilDue } from "../../../tests/support/job-test-support";
import { startFakeMonday, type FakeMonday } from "../../../tests/fakes/monday";
import { useTestDatabase } from "../../../tests/support/test-database";
import { CRM_JOB } from "./crm-jobs.server";
import {
  crmHandlersFor,
  crmWorker,
  drain,
  jobsOfType,
  leadRow,
  saveLead,
} from "../../../tests/support/crm-test-support";
import { queueLeadSync } from "./queue-lead-sync.server";

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
  fake.items.splice(0);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  await db().insert(user).values({ id: admin.id, name: "Olga Owner", email: "owner@awac.example", role: "admin" });
});

async function leadWithoutJob() {
  const [lead] = await db()
    .insert(leads)
    .values({ name: "Teresa Blanco", source: "website_form", address: "455 Aragon Ave", zipCode: "33134" })
    .returning();
  return lead!;
}

describe("queueLeadSync (one lead on demand)", () => {
  it("queues a lead that has no sync job and records who asked", async () => {
    const lead = await leadWithoutJob();
    const result = await queueLeadSync({ actor: admin, leadId: lead.id });
    expect(result).toMatchObject({ leadId: lead.id, outcome: "queued" });
    expect(await jobRow(db(), result.jobId)).toMatchObject({
      type: CRM_JOB.syncLead,
      payload: { leadId: lead.id },
      status: "pending",
      maxAttempts: 30,
    });
    expect(await db().select().from(auditLog)).toMatchObject([
      { actorUserId: admin.id, action: "crm.sync-lead", entity: "lead", entityId: lead.id },
    ]);

    await drain(crmWorker(db, crmHandlersFor(fake)));
    expect(await leadRow(db(), lead.id)).toMatchObject({ status: "synced_to_monday", mondayItemId: fake.items[0]!.id });
  });

  it("makes the lead's waiting job due now instead of adding a second one that could create a second item", async () => {
    // A sign-up's job, queued without any dedupe key, waiting out a back-off.
    const lead = await leadWithoutJob();
    const { id } = await enqueueJob(db(), {
      type: CRM_JOB.syncLead,
      payload: { leadId: lead.id },
      runAt: new Date(Date.now() + 3_600_000),
    });
    expect(await queueLeadSync({ actor: admin, leadId: lead.id })).toMatchObject({ jobId: id, outcome: "rescheduled" });
    expect(await secondsUntilDue(db(), id)).toBeLessThanOrEqual(0);
    expect(await jobsOfType(db(), CRM_JOB.syncLead)).toHaveLength(1);

    await drain(crmWorker(db, crmHandlersFor(fake)));
    expect(fake.items).toHaveLength(1);
  });

  it("gives a dead sync job fresh attempts", async () => {
    const { lead, jobId } = await saveLead(db());
    await db()
      .update(jobs)
      .set({ status: "dead", attempts: 30, lastError: "MondayApiError: Not Authenticated" })
      .where(eq(jobs.id, jobId));
    expect(await queueLeadSync({ actor: admin, leadId: lead.id })).toMatchObject({ jobId, outcome: "rescheduled" });
    expect(await jobRow(db(), jobId)).toMatchObject({ status: "pending", attempts: 0, lastError: null });
  });

  it("leaves a running job alone", async () => {
    const { lead, jobId } = await saveLead(db());
    await db()
      .update(jobs)
      .set({ status: "running", lockedAt: sql`now()`, lockedBy: "w1", attempts: 1 })
      .where(eq(jobs.id, jobId));
    expect(await queueLeadSync({ actor: admin, leadId: lead.id })).toMatchObject({ jobId, outcome: "running" });
    expect(await jobRow(db(), jobId)).toMatchObject({ status: "running", lockedBy: "w1" });
  });

  it("refuses a lead that is already on the board, and an unknown lead", async () => {
    const { lead } = await saveLead(db(), { mondayItemId: "77", status: "synced_to_monday" });
    await expect(queueLeadSync({ actor: admin, leadId: lead.id })).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(queueLeadSync({ actor: admin, leadId: "00000000-0000-4000-8000-000000000000" })).rejects.toMatchObject(
      { code: "NOT_FOUND" },
    );
    await expect(queueLeadSync({ actor: admin, leadId: "not-a-uuid" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await db().select().from(auditLog)).toHaveLength(0);
  });
});
