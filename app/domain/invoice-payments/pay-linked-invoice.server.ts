import { database } from "~/db/database.server";
import { AppError } from "~/domain/app-error";
import type { Locale } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";
import { openInvoiceLink } from "./open-invoice-link.server";
import { startInvoiceCheckout, type StartedInvoiceCheckout } from "./start-invoice-checkout.server";

/** The invoice link's page, by token. */
export const INVOICE_LINK_PATH = "/invoice";

/**
 * "Pay" on an invoice link's page (POST only): the one invoice the link opens, through the same checkout as the
 * portal. A locked link needs the phone digits again (they are checked, and counted, as on unlock).
 */
export async function payLinkedInvoice(input: {
  token: string;
  phoneLast4?: string | null;
  locale: Locale;
  origin: string;
  now?: Date;
}): Promise<StartedInvoiceCheckout> {
  const db = await database();
  const access = await openInvoiceLink(db, {
    token: input.token,
    phoneLast4: input.phoneLast4,
    now: input.now ?? new Date(),
  });
  if (access.locked)
    throw new AppError("BAD_INPUT", "The link asks for the phone's last four digits first", { phoneLast4: "required" });
  return startInvoiceCheckout({
    customerId: access.customerId,
    invoiceIds: [access.invoiceId],
    locale: input.locale,
    returnPath: localizedPath(`${INVOICE_LINK_PATH}/${input.token}`, input.locale),
    startedFrom: localizedPath(INVOICE_LINK_PATH, input.locale),
    origin: input.origin,
  });
}
