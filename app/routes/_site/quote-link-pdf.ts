import { pdfDownloadHeaders } from "~/domain/invoices/pdf/invoice-pdf.server";
import { quotePdf } from "~/domain/quotes/pdf/quote-pdf.server";
import { linkedQuoteAccess } from "~/domain/quotes/quote-access.server";
import type { Route } from "./+types/quote-link-pdf";

/**
 * `GET /quote/:token/pdf`: the quote a quote e-mail's link opens, as a PDF (signed: with its signature record). The
 * link's token is the permission, as on its page; a bad, altered or expired link is 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  // Public by design: the link's token is the permission, as the link in the e-mail is.
  const access = await linkedQuoteAccess(params.token);
  const file = await quotePdf({ access, quoteId: access.quoteId });
  return new Response(new Uint8Array(file.content), { headers: pdfDownloadHeaders(file) });
}
