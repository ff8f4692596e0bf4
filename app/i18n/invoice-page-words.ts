import { portalInvoices as en } from "./en/portal-invoices";
import { portalInvoices as es } from "./es/portal-invoices";

/**
 * The invoice words for the public pages that show one invoice (an invoice e-mail's link, the demo checkout): they
 * are not sent the portal's catalogue, so they import these, as the plan visit link's page does its own.
 */
export const INVOICE_PAGE_WORDS = { en, es };
