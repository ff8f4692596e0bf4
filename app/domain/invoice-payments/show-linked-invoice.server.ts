import { database } from "~/db/database.server";
import { customerInvoiceDetail, type CustomerInvoiceDetail } from "./customer-invoice-view.server";
import { openInvoiceLink } from "./open-invoice-link.server";

export type LinkedInvoicePage =
  { state: "locked"; number: string } | { state: "open"; invoice: CustomerInvoiceDetail; phoneLast4: string | null };

/**
 * The invoice link's page (issue 38 item 3): the invoice, or, past the phone check's day, only a request for the
 * phone's last four digits. `phoneLast4` is given by the page's unlock form; it is sent again with Pay.
 */
export async function showLinkedInvoice(input: {
  token: string;
  phoneLast4?: string | null;
  now?: Date;
}): Promise<LinkedInvoicePage> {
  const db = await database();
  const now = input.now ?? new Date();
  const access = await openInvoiceLink(db, { token: input.token, phoneLast4: input.phoneLast4, now });
  if (access.locked) return { state: "locked", number: access.number };
  const invoice = await customerInvoiceDetail(db, { customerId: access.customerId, invoiceId: access.invoiceId, now });
  return { state: "open", invoice, phoneLast4: input.phoneLast4?.trim() || null };
}
