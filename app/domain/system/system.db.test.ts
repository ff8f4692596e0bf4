import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, jobs, mailMessages, textMessages, user } from "~/db/schema";
import { enqueueJob } from "~/jobs/enqueue.server";
import { useTestDatabase } from "../../../tests/support/test-database";
import { getMailMessage } from "./get-mail-message.server";
import { getSystemStatus, integrationStatus } from "./get-system-status.server";
import { listMailbox } from "./list-mailbox.server";
import { retryDeadJob } from "./retry-dead-job.server";
import { jobHandlers } from "~/jobs/job-handlers.server";

const handledJobTypes = Object.keys(jobHandlers);

const { db } = useTestDatabase();
const noIntegrations = {
  MONDAY_API_TOKEN: undefined,
  MONDAY_BOARD_ID: undefined,
  STRIPE_SECRET_KEY: undefined,
  SMTP_URL: undefined,
  TWILIO_ACCOUNT_SID: undefined,
};

async function createAdmin(): Promise<{ id: string }> {
  const [admin] = await db()
    .insert(user)
    .values({ id: "admin-1", name: "Olga Owner", email: "owner@awac.example", emailVerified: true, role: "admin" })
    .returning({ id: user.id });
  return admin!;
}

async function deadJob(type = "crm.sync-lead"): Promise<number> {
  const { id } = await enqueueJob(db(), { type, payload: {} });
  await db()
    .update(jobs)
    .set({ status: "dead", attempts: 10, lastError: "Error: CRM answered 500" })
    .where(eq(jobs.id, id));
  return id;
}

async function storeMail(values: Partial<typeof mailMessages.$inferInsert> = {}) {
  const [row] = await db()
    .insert(mailMessages)
    .values({
      to: "ana@example.com",
      subject: "Verify your e-mail",
      text: "Open https://aw.example/verify",
      kind: "verify-email",
      transport: "mailbox",
      ...values,
    })
    .returning();
  return row!;
}

describe("getSystemStatus", () => {
  it("counts jobs by state and by type, and lists dead jobs with their last error", async () => {
    await enqueueJob(db(), { type: "email.send", payload: {} });
    await enqueueJob(db(), { type: "crm.sync-lead", payload: {} });
    const deadId = await deadJob();
    const status = await getSystemStatus({ config: noIntegrations, handledJobTypes });
    expect(status.jobs.totals).toEqual({ pending: 2, running: 0, completed: 0, dead: 1 });
    expect(status.jobs.byType).toEqual([
      {
        type: "crm.sync-lead",
        counts: { pending: 1, running: 0, completed: 0, dead: 1 },
        retrying: 0,
        hasHandler: false,
        waitReason: "crm-not-connected",
      },
      {
        type: "email.send",
        counts: { pending: 1, running: 0, completed: 0, dead: 0 },
        retrying: 0,
        hasHandler: true,
        waitReason: null,
      },
    ]);
    expect(status.jobs.dead).toEqual([
      expect.objectContaining({
        id: deadId,
        type: "crm.sync-lead",
        attempts: 10,
        maxAttempts: 10,
        lastError: "Error: CRM answered 500",
      }),
    ]);
  });

  it("reports no integration connected when nothing is configured", async () => {
    const status = await getSystemStatus({ config: noIntegrations, handledJobTypes });
    expect(status.integrations).toEqual({
      crm: { connected: false, waitReason: "crm-not-connected" },
      payments: { connected: false },
      email: { transport: "mailbox" },
      sms: { transport: "outbox" },
    });
  });

  it("lists the latest texts with their body from the outbox, and without it once Twilio sent them", async () => {
    const text = {
      template: "on_my_way",
      locale: "es" as const,
      purpose: "transactional" as const,
      body: "AW: Luis va en camino, llegada 8 jun, 10 a. m.-12 p. m.",
      segments: 1,
      status: "sent" as const,
    };
    await db()
      .insert(textMessages)
      .values({ ...text, toNumber: "+13055550142", transport: "outbox", createdAt: new Date(Date.now() - 1000) });
    await db()
      .insert(textMessages)
      .values({ ...text, toNumber: "+13055550143", transport: "twilio", providerSid: `SM${"2".repeat(32)}` });
    const status = await getSystemStatus({
      config: { ...noIntegrations, TWILIO_ACCOUNT_SID: `AC${"0".repeat(32)}` },
      handledJobTypes,
    });
    expect(status.integrations.sms).toEqual({ transport: "twilio" });
    expect(status.texts.map(({ to, locale, status: state, body }) => ({ to, locale, state, body }))).toEqual([
      { to: "+13055550143", locale: "es", state: "sent", body: null },
      { to: "+13055550142", locale: "es", state: "sent", body: text.body },
    ]);
  });

  it("gives the job table and the CRM card one explanation for CRM jobs that wait: the CRM is not connected", async () => {
    await enqueueJob(db(), { type: "crm.sync-lead", payload: {} });
    await enqueueJob(db(), { type: "crm.sync-appointment", payload: {} });
    await enqueueJob(db(), { type: "future.unknown-job", payload: {} });
    const status = await getSystemStatus({
      config: { ...noIntegrations, MONDAY_API_TOKEN: "token-without-a-board" },
      handledJobTypes,
    });
    const reasonOf = (type: string) => status.jobs.byType.find((row) => row.type === type)?.waitReason;
    expect(reasonOf("crm.sync-lead")).toBe("crm-not-connected");
    expect(reasonOf("crm.sync-appointment")).toBe("crm-not-connected");
    expect(status.integrations.crm).toEqual({ connected: false, waitReason: "crm-not-connected" });
    // A type no release handles is a different story, told only on its own row.
    expect(reasonOf("future.unknown-job")).toBe("not-handled");
  });

  it("says jobs that failed before wait for a retry, and counts only the pending ones", async () => {
    const failed = await enqueueJob(db(), { type: "email.send", payload: {} });
    await db()
      .update(jobs)
      .set({ attempts: 2, lastError: "Error: SMTP answered 451", runAt: new Date(Date.now() + 60_000) })
      .where(eq(jobs.id, failed.id));
    await enqueueJob(db(), { type: "email.send", payload: {} });
    await deadJob("email.send");
    const [row] = (await getSystemStatus({ config: noIntegrations, handledJobTypes })).jobs.byType;
    expect(row).toMatchObject({
      type: "email.send",
      counts: { pending: 2, dead: 1 },
      retrying: 1,
      waitReason: "retrying",
    });
  });

  it("needs both the monday.com token and board id to call the CRM connected", () => {
    expect(integrationStatus({ ...noIntegrations, MONDAY_API_TOKEN: "token" }).crm.connected).toBe(false);
    expect(
      integrationStatus({ ...noIntegrations, MONDAY_API_TOKEN: "token", MONDAY_BOARD_ID: "42" }).crm.connected,
    ).toBe(true);
    expect(integrationStatus({ ...noIntegrations, STRIPE_SECRET_KEY: "sk_test_1" }).payments.connected).toBe(true);
    expect(integrationStatus({ ...noIntegrations, SMTP_URL: "smtp://mail:25" }).email.transport).toBe("smtp");
  });
});

describe("retryDeadJob", () => {
  it("makes a dead job pending with fresh attempts, due now, and writes the audit log", async () => {
    const admin = await createAdmin();
    const id = await deadJob();
    expect(await retryDeadJob({ actor: admin, jobId: id })).toEqual({ id, type: "crm.sync-lead" });
    const [job] = await db().select().from(jobs).where(eq(jobs.id, id));
    expect(job).toMatchObject({ status: "pending", attempts: 0, lockedBy: null });
    expect(job!.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    const [entry] = await db().select().from(auditLog);
    expect(entry).toMatchObject({ actorUserId: admin.id, action: "job.retry", entity: "job", entityId: String(id) });
    expect(entry!.details).toMatchObject({ type: "crm.sync-lead", attempts: 10, lastError: "Error: CRM answered 500" });
  });

  it("refuses a job that is not dead and one that does not exist", async () => {
    const admin = await createAdmin();
    const { id } = await enqueueJob(db(), { type: "email.send", payload: {} });
    await expect(retryDeadJob({ actor: admin, jobId: id })).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(retryDeadJob({ actor: admin, jobId: 999_999 })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await db().select().from(auditLog)).toHaveLength(0);
  });

  it("answers a posted id that is no job id at all (empty, text, too large) as a job not found", async () => {
    const admin = await createAdmin();
    for (const jobId of [undefined, "", "abc", "-3", "1.5", "99999999999"])
      await expect(retryDeadJob({ actor: admin, jobId })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("the development mailbox", () => {
  it("lists the latest 50 stored messages, newest first, without SMTP deliveries", async () => {
    for (let n = 0; n < 52; n++) {
      await storeMail({ subject: `Message ${n}`, createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)) });
    }
    await storeMail({ subject: "Sent for real", transport: "smtp", createdAt: new Date(Date.UTC(2027, 0, 1)) });
    const entries = await listMailbox();
    expect(entries).toHaveLength(50);
    expect(entries[0]!.subject).toBe("Message 51");
    expect(entries.at(-1)!.subject).toBe("Message 2");
    expect(entries.map((entry) => entry.subject)).not.toContain("Sent for real");
    expect(Object.keys(entries[0]!).sort()).toEqual(["createdAt", "id", "kind", "subject", "to"]);
  });

  it("opens one message with its text and HTML parts", async () => {
    const stored = await storeMail({ html: "<p>Hi</p>" });
    expect(await getMailMessage({ messageId: stored.id })).toMatchObject({
      id: stored.id,
      text: stored.text,
      html: "<p>Hi</p>",
      kind: "verify-email",
      links: ["https://aw.example/verify"],
    });
  });

  it("answers not found for an unknown id, a malformed id and an SMTP delivery", async () => {
    const smtp = await storeMail({ transport: "smtp" });
    await expect(getMailMessage({ messageId: "00000000-0000-4000-8000-000000000000" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(getMailMessage({ messageId: "not-a-uuid" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(getMailMessage({ messageId: smtp.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
