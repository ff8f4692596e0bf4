import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sendPasswordResetMail, sendVerificationMail } from "~/domain/accounts/auth-mail.server";
import { resetEnvForTests } from "~/config/env.server";
import { jobs, mailMessages } from "~/db/schema";
import { subscribeToNewsletter } from "~/domain/newsletter/subscribe-to-newsletter.server";
import { queueEmail } from "~/integrations/email/queue-email.server";
import { createSendEmailHandler } from "~/integrations/email/send-email-job.server";
import { jobRow, makeDue, secondsUntilDue } from "../../../tests/support/job-test-support";
import { createJobWorker, type JobWorkerOptions } from "~/jobs/worker.server";
import { startFakeSmtp, type FakeSmtp } from "../../../tests/fakes/smtp";
import { useTestDatabase } from "../../../tests/support/test-database";
import { takeConsoleErrors } from "../../../tests/support/vitest-setup";

const { db } = useTestDatabase();
let smtp: FakeSmtp;

beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  await smtp.close();
});
afterEach(() => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
  process.env.BASE_URL = "";
  resetEnvForTests();
  smtp.messages.length = 0;
});

/** The app's own `email.send` handler, with its transport chosen from SMTP_URL as in production. */
function mailWorker(options: Partial<JobWorkerOptions> = {}) {
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = "AW Air Conditioning <no-reply@awac.example>";
  process.env.BASE_URL = "https://awac.example"; // the links in mail are on the configured public origin
  resetEnvForTests();
  return createJobWorker({
    handlers: { "email.send": createSendEmailHandler() },
    database: async () => db(),
    random: () => 0.5,
    ...options,
  });
}

const recipient = { id: "user-1", email: "ana@example.com", name: "Ana Gómez", firstName: "Ana", locale: "es" };

describe("delivery over SMTP", () => {
  it("delivers a queued message with a text part and an HTML part", async () => {
    const worker = mailWorker();
    await sendVerificationMail({ user: { ...recipient, locale: "en" }, token: "tok.en_1" });
    expect(await worker.runOnce()).toBe("completed");
    const mail = await smtp.waitForMessage((message) => message.envelopeTo.includes("ana@example.com"));
    expect(mail.envelopeFrom).toBe("no-reply@awac.example");
    expect(mail.from).toBe("AW Air Conditioning <no-reply@awac.example>");
    expect(mail.subject).toBe("Confirm your email address");
    expect(mail.headers.get("content-type")?.[0]).toMatch(/^multipart\/alternative/);
    const link = mail.text?.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBe(
      "https://awac.example/api/auth/verify-email?token=tok.en_1&callbackURL=%2Fverify-email%3Fstatus%3Dok",
    );
    expect(mail.html).toContain(
      `href="https://awac.example/api/auth/verify-email?token=tok.en_1&#38;callbackURL=%2Fverify-email%3Fstatus%3Dok"`,
    );
    // Sent by SMTP: the delivery is recorded without the body and its link.
    const [record] = await db().select().from(mailMessages);
    expect(record).toMatchObject({ transport: "smtp", kind: "verify-email", to: "ana@example.com" });
    expect(record!.text).not.toContain("tok.en_1");
  });

  it("keeps Spanish subjects and bodies intact through the wire encodings", async () => {
    const worker = mailWorker();
    await sendPasswordResetMail({ user: recipient, token: "reset-1" });
    await worker.runOnce();
    const mail = await smtp.waitForMessage((message) => message.to.includes("ana@example.com"));
    expect(mail.subject).toBe("Restablezca su contraseña");
    expect(mail.text).toContain("Hola, Ana:");
    expect(mail.text).toContain("https://awac.example/es/reset-password?token=reset-1");
    expect(mail.html).toContain("Elegir una nueva contraseña");
  });

  it("delivers the newsletter welcome mail queued by a subscription", async () => {
    const worker = mailWorker();
    await subscribeToNewsletter({ email: "Luis@Example.com", name: `Luis "<b>"`, source: "footer", locale: "en" });
    await worker.runOnce();
    const mail = await smtp.waitForMessage((message) => message.envelopeTo.includes("luis@example.com"));
    expect(mail.subject).toBe("Welcome to the AW Air Conditioning & Refrigeration newsletter");
    expect(mail.text).toContain(`Hello Luis "<b>",`);
    expect(mail.html).toContain("Hello Luis &#34;&#60;b&#62;&#34;,");
  });

  it("refuses a header injection before anything reaches the wire", async () => {
    mailWorker();
    await expect(
      queueEmail(db(), { to: "ana@example.com\r\nBcc: all@example.com", subject: "Hi", text: "x", kind: "test" }),
    ).rejects.toMatchObject({ code: "BAD_INPUT" });
    await expect(
      queueEmail(db(), { to: "ana@example.com", subject: "Hi\r\nBcc: all@example.com", text: "x", kind: "test" }),
    ).rejects.toMatchObject({ code: "BAD_INPUT" });
    expect(smtp.messages).toHaveLength(0);
  });

  it("retries after the server answers with a temporary failure", async () => {
    const worker = mailWorker();
    const job = await queueEmail(db(), { to: "ana@example.com", subject: "Retry me", text: "x", kind: "test" });
    smtp.failNextDeliveries(1);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await worker.runOnce()).toBe("retry");
    expect(smtp.messages).toHaveLength(0);
    await makeDue(db(), job.id);
    expect(await worker.runOnce()).toBe("completed");
    expect((await smtp.waitForMessage((message) => message.subject === "Retry me")).text).toBe("x");
  });

  it("retries after the server answers the recipient with 451", async () => {
    const worker = mailWorker();
    const job = await queueEmail(db(), { to: "ana@example.com", subject: "Greylisted", text: "x", kind: "test" });
    smtp.refuseNextRecipients(1, 451);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await worker.runOnce()).toBe("retry");
    expect(await jobRow(db(), job.id)).toMatchObject({ status: "pending", attempts: 1 });
    expect((await jobRow(db(), job.id)).lastError).toContain("451 Mailbox busy, try again later");
    await makeDue(db(), job.id);
    expect(await worker.runOnce()).toBe("completed");
    expect(smtp.messages.map((message) => message.subject)).toEqual(["Greylisted"]);
  });

  it.each([
    ["550 for the recipient (mailbox unavailable)", () => smtp.refuseNextRecipients(1, 550), "550 Mailbox unavailable"],
    ["553 for the recipient (address not allowed)", () => smtp.refuseNextRecipients(1, 553), "553 Mailbox unavailable"],
    ["554 for the message", () => smtp.failNextDeliveries(1, 554), "554 Message refused"],
  ])("ends the job as dead after one attempt when the server answers %s", async (_answer, refuse, reply) => {
    const worker = mailWorker();
    const job = await queueEmail(db(), { to: "gone@example.com", subject: "Never arrives", text: "x", kind: "test" });
    refuse();
    expect(await worker.runOnce()).toBe("dead");
    const row = await jobRow(db(), job.id);
    expect(row).toMatchObject({ status: "dead", attempts: 1, maxAttempts: 8 });
    expect(row.lastError).toMatch(/^PermanentJobError: The mail server refused the message: /);
    expect(row.lastError).toContain(reply);
    expect(takeConsoleErrors()).toHaveLength(1); // "failed for the last time; it is dead until staff retry it"
    expect(await db().select().from(mailMessages)).toEqual([]);
    expect(smtp.messages).toHaveLength(0);
  });

  it("does not hold the worker past the job's time limit when the server accepts the connection but never answers", async () => {
    const worker = mailWorker({ jobTimeLimitMs: 500 });
    const job = await queueEmail(db(), { to: "ana@example.com", subject: "Stalled", text: "x", kind: "test" });
    const stalled = smtp.stallNextConnections(1);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    // The stalled server never answers: the attempt ends only because the job's 500 ms limit stops it, which the
    // row's error names below (no clock needed: nothing else could have ended it).
    expect(await worker.runOnce()).toBe("retry");
    await stalled;
    // The job's signal closed the connection: nothing can still deliver this attempt's copy.
    await vi.waitFor(() => expect(smtp.openConnections()).toBe(0));
    const row = await jobRow(db(), job.id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lockedBy: null });
    expect(row.lastError).toBe(
      `JobTimeLimitError: Job ${job.id} ran longer than its time limit of 500 ms and was stopped`,
    );
    expect(await secondsUntilDue(db(), job.id)).toBeGreaterThan(2); // back-off: 5 s ceiling, equal jitter → 3.75 s

    await makeDue(db(), job.id);
    expect(await worker.runOnce()).toBe("completed");
    expect(smtp.messages.map((message) => message.subject)).toEqual(["Stalled"]);
    expect(await db().select({ status: jobs.status }).from(jobs)).toEqual([{ status: "completed" }]);
  });
});
