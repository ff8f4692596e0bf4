import { requireCustomer } from "~/auth/require-user.server";
import { invoicePdf, pdfDownloadHeaders } from "~/domain/invoices/pdf/invoice-pdf.server";
import type { Route } from "./+types/invoice-pdf";

/**
 * `GET /customer/invoices/:invoiceId/pdf`: the signed-in customer's own sent invoice as a PDF, saved as its number.
 * Another customer's invoice, a draft or a junk id is 404 (invoicePdf), so the address tells a stranger nothing.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  const file = await invoicePdf({ viewer: user, invoiceId: params.invoiceId });
  return new Response(new Uint8Array(file.content), { headers: pdfDownloadHeaders(file) });
}
