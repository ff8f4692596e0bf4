import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, leads } from "~/db/schema";
import { useTestDatabase } from "../../tests/support/test-database";
import { countStatements } from "../../tests/support/statement-count";
import { jobRow } from "./enqueue.server";
import { insertWithJobs } from "./insert-with-jobs.server";

const { db } = useTestDatabase();

function leadInsert(values: { id: string; submissionKey?: string }) {
  return db()
    .insert(leads)
    .values({ name: "Ana Pérez", address: "12 Palm Ave", zipCode: "33101", source: "website_form", ...values })
    .onConflictDoNothing({ target: leads.submissionKey })
    .returning({ id: leads.id });
}

const LEAD_ID = "6f1c2f0e-4d3a-4b7e-9a51-0c2d8e7f1a10";

describe("insertWithJobs", () => {
  it("stores the row and each of its jobs in one statement and tells the jobs' ids by type", async () => {
    const statements = countStatements(db());
    let inserted;
    try {
      inserted = await insertWithJobs(db(), leadInsert({ id: LEAD_ID }), [
        jobRow({ type: "crm.sync-lead", payload: { leadId: LEAD_ID }, maxAttempts: 30 }),
        jobRow({ type: "email.send", payload: { to: "office@example.com" } }),
      ]);
      expect(statements.count()).toBe(1);
    } finally {
      statements.stop();
    }
    expect(inserted?.id).toBe(LEAD_ID);
    const stored = await db().select().from(jobs).orderBy(jobs.id);
    expect(stored.map((job) => [job.type, job.id])).toEqual(
      [...inserted!.jobIds.entries()].sort((a, b) => a[1] - b[1]),
    );
    expect(stored).toEqual([
      expect.objectContaining({
        type: "crm.sync-lead",
        payload: { leadId: LEAD_ID },
        maxAttempts: 30,
        status: "pending",
        attempts: 0,
      }),
      expect.objectContaining({
        type: "email.send",
        payload: { to: "office@example.com" },
        maxAttempts: 10,
        status: "pending",
      }),
    ]);
  });

  it("stores no job when the row is not inserted because its key is taken", async () => {
    await insertWithJobs(db(), leadInsert({ id: LEAD_ID, submissionKey: "key-1" }), []);
    const again = await insertWithJobs(
      db(),
      leadInsert({ id: "0b6c8a53-2f4e-4c1d-8e9a-3b5d7f9e1c20", submissionKey: "key-1" }),
      [jobRow({ type: "crm.sync-lead", payload: { leadId: "0b6c8a53-2f4e-4c1d-8e9a-3b5d7f9e1c20" } })],
    );
    expect(again).toBeUndefined();
    expect(await db().select({ id: leads.id }).from(leads)).toEqual([{ id: LEAD_ID }]);
    expect(await db().select().from(jobs)).toEqual([]);
  });

  it("leaves neither the row nor any job behind when one job cannot be stored", async () => {
    // PostgreSQL's jsonb refuses the NUL character, after the row's insert has run in the same statement.
    const refused = insertWithJobs(db(), leadInsert({ id: LEAD_ID }), [
      jobRow({ type: "crm.sync-lead", payload: { leadId: LEAD_ID } }),
      jobRow({ type: "email.send", payload: { text: "a\u0000b" } }),
    ]);
    await expect(refused).rejects.toThrow();
    expect(await db().select().from(leads).where(eq(leads.id, LEAD_ID))).toEqual([]);
    expect(await db().select().from(jobs)).toEqual([]);
  });

  it("refuses two jobs of the same type, whose ids it could not tell apart", async () => {
    const twice = [
      jobRow({ type: "email.send", payload: { n: 1 } }),
      jobRow({ type: "email.send", payload: { n: 2 } }),
    ];
    await expect(insertWithJobs(db(), leadInsert({ id: LEAD_ID }), twice)).rejects.toThrow("the job types must differ");
    expect(await db().select().from(leads)).toEqual([]);
  });
});
