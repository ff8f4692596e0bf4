import { requireCustomer } from "~/auth/require-user.server";
import { pdfDownloadHeaders } from "~/domain/invoices/pdf/invoice-pdf.server";
import { quotePdf } from "~/domain/quotes/pdf/quote-pdf.server";
import type { Route } from "./+types/quote-pdf";

/**
 * `GET /customer/quotes/:quoteId/pdf`: the signed-in customer's own sent quote as a PDF. Another customer's quote, a
 * draft or a junk id is 404, so the address tells a stranger nothing.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireCustomer(request);
  const file = await quotePdf({ viewer: user, quoteId: params.quoteId });
  return new Response(new Uint8Array(file.content), { headers: pdfDownloadHeaders(file) });
}
