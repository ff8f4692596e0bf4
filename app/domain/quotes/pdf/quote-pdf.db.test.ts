import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { jobs, quotes } from "~/db/schema";
import { makeDocumentAttachment } from "~/domain/invoices/pdf/mail-attachment-file.server";
import { createLogin } from "../../../../tests/support/billing-test-support";
import { addInvoiceCustomer, addInvoiceStaff, INVOICE_STAFF } from "../../../../tests/support/invoice-test-support";
import { pdfText as pdfLines } from "../../../../tests/support/pdf-text";
import { DRAWN_SIGNATURE, sentQuote } from "../../../../tests/support/quote-test-support";
import { useTestDatabase } from "../../../../tests/support/test-database";
import { customerQuoteView } from "../customer-quote-view.server";
import { signQuote } from "../sign-quote.server";
import { quotePdf, quotePdfFile } from "./quote-pdf.server";

const { db } = useTestDatabase();
const now = new Date("2026-03-03T15:00:00Z");
const pdfText = (pdf: Buffer) => pdfLines(pdf).replace(/\s+/g, " ");

beforeEach(() => addInvoiceStaff(db()));

async function signedQuote(locale: "en" | "es" = "en") {
  const login = await createLogin(db());
  const customerId = await addInvoiceCustomer(db(), { userId: login.id, email: login.email });
  const { quoteId, view } = await sentQuote(db(), customerId);
  if (locale === "es") await db().update(quotes).set({ locale }).where(eq(quotes.id, quoteId));
  const shown = locale === "es" ? (await sentQuoteView(customerId, quoteId)).documentHash : view.documentHash;
  await signQuote({
    customerId,
    quoteId,
    form: {
      optionId: view.document.options[1]!.id,
      signedName: "Ana Pérez",
      signature: DRAWN_SIGNATURE,
      documentHash: shown,
    },
    clientIp: "203.0.113.9",
    now,
  });
  const [row] = await db().select().from(quotes).where(eq(quotes.id, quoteId));
  return { login, customerId, quoteId, number: row!.number!, hash: row!.documentHash! };
}

/** The quote as its customer sees it now (its language changed after it was sent changes the document). */
function sentQuoteView(customerId: string, quoteId: string) {
  return customerQuoteView(db(), { customerId, quoteId, now });
}

describe("a quote's PDF", () => {
  it("shows every option and the signature record: the name, the address and the document's hash", async () => {
    const { quoteId, number, hash } = await signedQuote();
    const file = await quotePdf({ viewer: { id: INVOICE_STAFF.id, isAdmin: true }, quoteId });
    expect(file.fileName).toBe(`${number}-signed.pdf`);
    expect(file.content.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(file.content);
    expect(text).toContain("SIGNED QUOTE");
    expect(text).toContain("$4,000.01");
    expect(text).toContain("$5,000.02");
    expect(text).toContain("Signed by Ana Pérez");
    expect(text).toContain("203.0.113.9");
    expect(text).toContain(hash);
  });

  it("is attached to the signed copy's e-mail, made by the mail job from the quote as it is", async () => {
    const { quoteId, number } = await signedQuote();
    const mails = await db().select({ payload: jobs.payload }).from(jobs);
    const signed = mails
      .map((row) => row.payload as { kind?: string; attachments?: { kind: string; id: string }[] })
      .find((payload) => payload.kind === "quote-signed");
    expect(signed?.attachments).toEqual([{ kind: "quote-pdf", id: quoteId }]);
    const file = await makeDocumentAttachment(signed!.attachments![0]! as { kind: "quote-pdf"; id: string });
    expect(file).toMatchObject({ fileName: `${number}-signed.pdf`, contentType: "application/pdf" });
  });

  it("is written in the quote's language", async () => {
    const { quoteId } = await signedQuote("es");
    const file = await quotePdfFile(quoteId);
    const text = pdfText(file!.content);
    expect(text).toContain("COTIZACIÓN FIRMADA");
    expect(text).toContain("Firmada por Ana Pérez");
  });

  it("is its customer's alone: another customer, or a link to another quote, gets NOT_FOUND", async () => {
    const first = await signedQuote();
    const other = await signedQuote();
    await expect(
      quotePdf({ viewer: { id: first.login.id, isAdmin: false }, quoteId: first.quoteId }),
    ).resolves.toBeTruthy();
    await expect(
      quotePdf({ viewer: { id: other.login.id, isAdmin: false }, quoteId: first.quoteId }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(
      quotePdf({ access: { customerId: other.customerId, quoteId: other.quoteId }, quoteId: first.quoteId }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
