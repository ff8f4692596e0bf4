import { describe, expect, it, vi } from "vitest";
import { jobs, mailMessages } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { createJobWorker } from "~/jobs/worker.server";
import { useTestDatabase } from "../../../tests/support/test-database";
import { EMAIL_SEND_JOB, queueEmail } from "./queue-email.server";
import { createSendEmailHandler, SMTP_BODY_NOT_KEPT } from "./send-email-job.server";
import { mailboxTransport, type MailTransport } from "./mail-transport";

const { db } = useTestDatabase();

const message = {
  to: "ana@example.com",
  subject: "Verify your e-mail",
  text: "Open https://aw.example/verify-email?token=abc",
  kind: "verify-email",
};

function mailWorker(transport: MailTransport = mailboxTransport) {
  return createJobWorker({
    handlers: { [EMAIL_SEND_JOB]: createSendEmailHandler(() => transport) },
    database: async () => db(),
  });
}

describe("queueEmail", () => {
  it("queues an email.send job in the caller's transaction", async () => {
    await db().transaction((tx) => queueEmail(tx, message));
    const [job] = await db().select().from(jobs);
    expect(job).toMatchObject({ type: "email.send", status: "pending", payload: message });
  });

  it.each([
    ["to", { to: "ana@example.com\r\nBcc: everyone@example.com" }],
    ["to", { to: "ana@example.com\nBcc: everyone@example.com" }],
    ["subject", { subject: "Hello\r\nBcc: everyone@example.com" }],
    ["subject", { subject: "Hello\nX-Injected: yes" }],
  ])("refuses a line break in the %s header with BAD_INPUT", async (field, change) => {
    const error = await queueEmail(db(), { ...message, ...change }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("BAD_INPUT");
    expect((error as AppError).fieldErrors).toHaveProperty(field);
    expect(await db().select().from(jobs)).toHaveLength(0);
  });

  it("keeps the allowed extra headers in the job for the transport", async () => {
    const headers = {
      "List-Unsubscribe": "<https://aw.example/newsletter/unsubscribe/t>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    };
    await db().transaction((tx) => queueEmail(tx, { ...message, headers }));
    const [job] = await db().select().from(jobs);
    expect(job!.payload).toMatchObject({ headers });
  });

  it.each([
    ["a header that is not on the allow-list", { Bcc: "everyone@example.com" }],
    [
      "a line break in an allowed header",
      { "List-Unsubscribe": "<https://aw.example/u>\r\nBcc: everyone@example.com" },
    ],
    [
      "a bare line feed in an allowed header",
      { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click\nX-Injected: yes" },
    ],
    ["text that is not printable ASCII", { "List-Unsubscribe": "<https://aw.example/u\u0000>" }],
  ])("refuses %s with BAD_INPUT", async (_case, headers) => {
    await expect(queueEmail(db(), { ...message, headers: headers as Record<string, string> })).rejects.toMatchObject({
      code: "BAD_INPUT",
    });
    expect(await db().select().from(jobs)).toHaveLength(0);
  });

  it("refuses a recipient that is not an e-mail address", async () => {
    await expect(queueEmail(db(), { ...message, to: "not an address" })).rejects.toMatchObject({ code: "BAD_INPUT" });
  });
});

describe("the email.send job", () => {
  it("stores the message in the development mailbox and completes", async () => {
    const { id } = await queueEmail(db(), {
      ...message,
      html: '<p>Open <a href="https://aw.example/verify-email?token=abc">this link</a></p>',
    });
    expect(await mailWorker().runOnce()).toBe("completed");
    const [stored] = await db().select().from(mailMessages);
    expect(stored).toMatchObject({
      to: message.to,
      subject: message.subject,
      text: message.text,
      kind: "verify-email",
      transport: "mailbox",
    });
    expect(stored!.html).toContain("this link");
    const [job] = await db().select().from(jobs);
    expect(job).toMatchObject({ id, status: "completed" });
  });

  it("keeps the job for a retry and stores nothing when the transport fails", async () => {
    await queueEmail(db(), message);
    const down: MailTransport = {
      name: "smtp",
      deliver: async () => {
        throw new Error("connect ECONNREFUSED 127.0.0.1:2525");
      },
    };
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await mailWorker(down).runOnce()).toBe("retry");
    expect(await db().select().from(mailMessages)).toHaveLength(0);
    const [job] = await db().select().from(jobs);
    expect(job).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "Error: connect ECONNREFUSED 127.0.0.1:2525",
    });
  });

  it("records a message sent by SMTP without its body", async () => {
    await queueEmail(db(), { ...message, html: "<p>secret link</p>" });
    const sent: string[] = [];
    const smtp: MailTransport = { name: "smtp", deliver: async (outgoing) => void sent.push(outgoing.text) };
    expect(await mailWorker(smtp).runOnce()).toBe("completed");
    expect(sent).toEqual([message.text]);
    const [stored] = await db().select().from(mailMessages);
    expect(stored).toMatchObject({
      transport: "smtp",
      to: message.to,
      subject: message.subject,
      text: SMTP_BODY_NOT_KEPT,
      html: null,
    });
  });
});
