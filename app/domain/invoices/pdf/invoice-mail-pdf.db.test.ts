import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "~/config/env.server";
import { invoices, jobs } from "~/db/schema";
import { jobHandlers } from "~/jobs/job-handlers.server";
import { createJobWorker } from "~/jobs/worker.server";
import { startFakeSmtp, type FakeSmtp } from "../../../../tests/fakes/smtp";
import {
  addInvoiceCustomer,
  addInvoiceStaff,
  draftVisitInvoice,
  INVOICE_STAFF,
} from "../../../../tests/support/invoice-test-support";
import { pdfText } from "../../../../tests/support/pdf-text";
import { useTestDatabase } from "../../../../tests/support/test-database";
import { sendInvoice } from "../send-invoice.server";

const { db } = useTestDatabase();
let smtp: FakeSmtp;
const now = new Date("2026-03-03T15:00:00Z");

beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  await smtp.close();
});
beforeEach(() => addInvoiceStaff(db()));
afterEach(() => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
  resetEnvForTests();
  smtp.messages.length = 0;
});

/** The app's own `email.send` handler as production wires it (the PDF attachments included), over SMTP. */
function mailWorker() {
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = "AW Air Conditioning <no-reply@awac.example>";
  resetEnvForTests();
  return createJobWorker({
    handlers: { "email.send": jobHandlers["email.send"]! },
    database: async () => db(),
    random: () => 0.5,
  });
}

async function sentSpanishInvoice() {
  const customerId = await addInvoiceCustomer(db(), { email: "lucia@example.com" });
  const { invoiceId } = await draftVisitInvoice(db(), customerId, { amountCharged: 339 });
  await db().update(invoices).set({ locale: "es" }).where(eq(invoices.id, invoiceId));
  const { number } = await sendInvoice({ actor: INVOICE_STAFF, invoiceId, now });
  return { invoiceId, number };
}

describe("the invoice e-mail's PDF", () => {
  it("is made when the mail is sent and reaches the SMTP server as an application/pdf attachment", async () => {
    const { invoiceId, number } = await sentSpanishInvoice();
    // The queue holds only which invoice to attach, never the document.
    const [job] = await db().select({ payload: jobs.payload }).from(jobs).where(eq(jobs.type, "email.send"));
    expect(job!.payload).toMatchObject({ attachments: [{ kind: "invoice-pdf", id: invoiceId }] });
    expect(JSON.stringify(job!.payload)).not.toContain("%PDF");

    expect(await mailWorker().runOnce()).toBe("completed");
    const mail = await smtp.waitForMessage((message) => message.envelopeTo.includes("lucia@example.com"));
    expect(mail.headers.get("content-type")?.[0]).toMatch(/^multipart\/mixed/);
    expect(mail.text).toContain(number);
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf).toMatchObject({ fileName: `${number}.pdf`, contentType: "application/pdf" });
    expect(pdf!.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(pdf!.content);
    expect(text).toContain("FACTURA");
    expect(text).toContain(number);
    expect(text).toContain("$339.00");
  });

  it("leaves the document out, and still sends the mail, when the invoice was deleted after it was queued", async () => {
    const { invoiceId, number } = await sentSpanishInvoice();
    await db().delete(invoices).where(eq(invoices.id, invoiceId));
    expect(await mailWorker().runOnce()).toBe("completed");
    const mail = await smtp.waitForMessage((message) => message.envelopeTo.includes("lucia@example.com"));
    expect(mail.subject).toContain(number);
    expect(mail.attachments).toEqual([]);
  });
});
