import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sendPasswordResetMail, sendVerificationMail } from "~/auth/auth-mail.server";
import { resetEnvForTests } from "~/config/env.server";
import { mailMessages } from "~/db/schema";
import { subscribeToNewsletter } from "~/domain/newsletter/subscribe-to-newsletter.server";
import { queueEmail } from "~/integrations/email/queue-email.server";
import { createSendEmailHandler } from "~/integrations/email/send-email-job.server";
import { makeDue } from "~/jobs/job-test-support";
import { createJobWorker } from "~/jobs/worker.server";
import { startFakeSmtp, type FakeSmtp } from "../../../tests/fakes/smtp";
import { useTestDatabase } from "../../../tests/support/test-database";

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
  resetEnvForTests();
  smtp.messages.length = 0;
});

/** The app's own `email.send` handler, with its transport chosen from SMTP_URL as in production. */
function mailWorker() {
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = "AW Air Conditioning <no-reply@awac.example>";
  resetEnvForTests();
  return createJobWorker({ handlers: { "email.send": createSendEmailHandler() }, database: async () => db() });
}

const recipient = { id: "user-1", email: "ana@example.com", name: "Ana Gómez", firstName: "Ana", locale: "es" };

describe("delivery over SMTP", () => {
  it("delivers a queued message with a text part and an HTML part", async () => {
    const worker = mailWorker();
    await sendVerificationMail({ user: { ...recipient, locale: "en" }, token: "tok.en_1", origin: "https://awac.example" });
    expect(await worker.runOnce()).toBe("completed");
    const mail = await smtp.waitForMessage((message) => message.envelopeTo.includes("ana@example.com"));
    expect(mail.envelopeFrom).toBe("no-reply@awac.example");
    expect(mail.from).toBe("AW Air Conditioning <no-reply@awac.example>");
    expect(mail.subject).toBe("Confirm your email address");
    expect(mail.headers.get("content-type")?.[0]).toMatch(/^multipart\/alternative/);
    const link = mail.text?.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBe("https://awac.example/api/auth/verify-email?token=tok.en_1&callbackURL=%2Fverify-email%3Fstatus%3Dok");
    expect(mail.html).toContain(`href="https://awac.example/api/auth/verify-email?token=tok.en_1&#38;callbackURL=%2Fverify-email%3Fstatus%3Dok"`);
    // Sent by SMTP: the delivery is recorded without the body and its link.
    const [record] = await db().select().from(mailMessages);
    expect(record).toMatchObject({ transport: "smtp", kind: "verify-email", to: "ana@example.com" });
    expect(record!.text).not.toContain("tok.en_1");
  });

  it("keeps Spanish subjects and bodies intact through the wire encodings", async () => {
    const worker = mailWorker();
    await sendPasswordResetMail({ user: recipient, token: "reset-1", origin: "https://awac.example" });
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
    await expect(queueEmail(db(), { to: "ana@example.com\r\nBcc: all@example.com", subject: "Hi", text: "x", kind: "test" })).rejects.toMatchObject({ code: "BAD_INPUT" });
    await expect(queueEmail(db(), { to: "ana@example.com", subject: "Hi\r\nBcc: all@example.com", text: "x", kind: "test" })).rejects.toMatchObject({ code: "BAD_INPUT" });
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
});
