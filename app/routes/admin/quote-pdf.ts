import { requireAdmin } from "~/auth/require-user.server";
import { pdfDownloadHeaders } from "~/domain/invoices/pdf/invoice-pdf.server";
import { quotePdf } from "~/domain/quotes/pdf/quote-pdf.server";
import type { Route } from "./+types/quote-pdf";

/**
 * `GET /admin/quotes/:quoteId/pdf`: the quote as a PDF in its language (a draft too), with the signature record once
 * signed. An unknown or junk id is 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  const file = await quotePdf({ viewer: actor, quoteId: params.quoteId });
  return new Response(new Uint8Array(file.content), { headers: pdfDownloadHeaders(file) });
}
