import type { MailAttachmentMaker } from "~/integrations/email/mail-attachments";
import { invoicePdfFile } from "./invoice-pdf.server";
import { receiptPdfFile } from "./receipt-pdf.server";

/**
 * The `email.send` job's attachments (issue 38 item 5): an invoice's or a receipt's PDF, made from the record as it is
 * when the mail goes. Wired into the job by app/jobs/job-handlers.server.ts; a record gone meanwhile answers null.
 */
export const makeDocumentAttachment: MailAttachmentMaker = async (ref) => {
  const file = ref.kind === "invoice-pdf" ? await invoicePdfFile(ref.id) : await receiptPdfFile(ref.id);
  return file ? { fileName: file.fileName, contentType: "application/pdf", content: file.content } : null;
};
