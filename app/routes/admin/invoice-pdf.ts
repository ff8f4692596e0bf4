import { requireAdmin } from "~/auth/require-user.server";
import { invoicePdf, pdfDownloadHeaders } from "~/domain/invoices/pdf/invoice-pdf.server";
import type { Route } from "./+types/invoice-pdf";

/**
 * `GET /admin/invoices/:invoiceId/pdf`: the invoice as a PDF in the invoice's language, saved as its number (a draft
 * too, marked as one). An unknown or junk id is 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  const file = await invoicePdf({ viewer: actor, invoiceId: params.invoiceId });
  return new Response(new Uint8Array(file.content), { headers: pdfDownloadHeaders(file) });
}
