import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { loadReceiptDocumentFacts } from "./document-facts.server";
import type { PdfFile } from "./invoice-pdf.server";
import { renderReceiptPdf } from "./render-receipt-pdf.server";

/**
 * A payment's receipt as a PDF (issue 38 item 5), named after the invoice it paid (the first, when one Checkout paid
 * several); null when the payment is gone. For the receipt e-mail's attachment: the caller has checked who asks.
 */
export async function receiptPdfFile(paymentId: string, executor?: Executor): Promise<PdfFile | null> {
  const facts = await loadReceiptDocumentFacts(executor ?? (await database()), paymentId);
  if (!facts) return null;
  const first = facts.applied[0]?.number ?? facts.paymentId.slice(0, 8);
  return { fileName: `receipt-${first}.pdf`, content: await renderReceiptPdf(facts) };
}
