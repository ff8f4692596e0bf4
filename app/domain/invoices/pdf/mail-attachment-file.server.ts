import { quotePdfFile } from "~/domain/quotes/pdf/quote-pdf.server";
import type { MailAttachmentMaker } from "~/integrations/email/mail-attachments";
import { invoicePdfFile } from "./invoice-pdf.server";
import { receiptPdfFile } from "./receipt-pdf.server";

/**
 * The `email.send` job's attachments (issue 38 items 4 and 5): an invoice's, a receipt's or a signed quote's PDF, made
 * from the record as it is when the mail goes. Wired into the job by app/jobs/job-handlers.server.ts; a record gone
 * meanwhile answers null.
 */
export const makeDocumentAttachment: MailAttachmentMaker = async (ref) => {
  const file =
    ref.kind === "invoice-pdf"
      ? await invoicePdfFile(ref.id)
      : ref.kind === "quote-pdf"
        ? await quotePdfFile(ref.id)
        : await receiptPdfFile(ref.id);
  return file ? { fileName: file.fileName, contentType: "application/pdf", content: file.content } : null;
};
