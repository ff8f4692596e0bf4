import type { SessionUser } from "~/auth/session-user";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { AppError } from "~/domain/app-error";
import { knownInvoiceId } from "../load-invoice-for-update.server";
import { loadInvoiceDocumentFacts } from "./document-facts.server";
import { renderInvoicePdf } from "./render-invoice-pdf.server";

/** A document ready to download or attach: its file name and its bytes. */
export type PdfFile = { fileName: string; content: Buffer };

/**
 * An invoice's PDF for the person asking (issue 38 item 5): staff get any invoice, drafts included; a customer gets
 * only their own sent invoices. Anything else, a junk id included, is NOT_FOUND, so an address tells a stranger
 * nothing. The file is named after the invoice's number.
 */
export async function invoicePdf(input: {
  viewer: Pick<SessionUser, "id" | "isAdmin">;
  invoiceId: unknown;
}): Promise<PdfFile> {
  const id = knownInvoiceId(input.invoiceId);
  const facts = await loadInvoiceDocumentFacts(await database(), id);
  const allowed =
    facts && (input.viewer.isAdmin || (facts.customer.userId === input.viewer.id && facts.invoice.status !== "draft"));
  if (!allowed) throw new AppError("NOT_FOUND", "Invoice not found");
  return { fileName: invoicePdfFileName(facts.invoice), content: await renderInvoicePdf(facts) };
}

/** The invoice's PDF for the mail job, which has no viewer; null when the invoice is gone (its customer was deleted). */
export async function invoicePdfFile(invoiceId: string, executor?: Executor): Promise<PdfFile | null> {
  const facts = await loadInvoiceDocumentFacts(executor ?? (await database()), invoiceId);
  if (!facts) return null;
  return { fileName: invoicePdfFileName(facts.invoice), content: await renderInvoicePdf(facts) };
}

/**
 * The headers of a PDF download: saved under its name rather than shown in a tab, never cached (it is one customer's,
 * and a payment changes it), and not to be sniffed as anything else.
 */
export function pdfDownloadHeaders(file: PdfFile): HeadersInit {
  return {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${file.fileName.replace(/[^\w.-]/g, "_")}"`,
    "Content-Length": String(file.content.byteLength),
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  };
}

function invoicePdfFileName(invoice: { id: string; number: string | null }): string {
  return `${invoice.number ?? `draft-${invoice.id.slice(0, 8)}`}.pdf`;
}
