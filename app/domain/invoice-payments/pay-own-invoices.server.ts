import { z } from "zod";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { AppError } from "~/domain/app-error";
import type { Locale } from "~/i18n/catalog";
import { customerInvoiceRows, ownCustomerId } from "./customer-invoice-view.server";
import { startInvoiceCheckout, type StartedInvoiceCheckout } from "./start-invoice-checkout.server";

/** The portal's invoices screen, where Stripe returns to. */
export const PORTAL_INVOICES_PATH = "/customer/invoices";

const InvoiceIdsSchema = z.array(z.uuid()).min(1).max(100);

/**
 * "Pay" on the portal (issue 38 item 3): the ticked invoices, or with `all` every open one, in one checkout. The ids
 * are only a choice: each must be the signed-in customer's own (else NOT_FOUND) and open (else CONFLICT); the
 * amounts are read from the database by startInvoiceCheckout.
 */
export async function payOwnInvoices(input: {
  user: Pick<SessionUser, "id">;
  invoiceIds: unknown;
  all: boolean;
  locale: Locale;
  origin: string;
  returnPath?: string;
}): Promise<StartedInvoiceCheckout> {
  const db = await database();
  const customerId = await ownCustomerId(db, input.user.id);
  if (!customerId) throw new AppError("NOT_FOUND", "Invoice not found");
  let invoiceIds: string[];
  if (input.all) {
    const rows = await customerInvoiceRows(db, customerId);
    invoiceIds = rows.filter((row) => row.status === "open" && row.balanceCents > 0).map((row) => row.id);
    if (invoiceIds.length === 0) throw new AppError("CONFLICT", "Nothing is owed", { invoice: "nothingOwed" });
  } else {
    const parsed = InvoiceIdsSchema.safeParse(input.invoiceIds);
    if (!parsed.success) {
      const empty = Array.isArray(input.invoiceIds) && input.invoiceIds.length === 0;
      if (empty) throw new AppError("BAD_INPUT", "Choose at least one invoice", { invoice: "required" });
      throw new AppError("NOT_FOUND", "Invoice not found");
    }
    invoiceIds = parsed.data;
  }
  return startInvoiceCheckout({
    customerId,
    invoiceIds,
    locale: input.locale,
    returnPath: input.returnPath ?? PORTAL_INVOICES_PATH,
    startedFrom: PORTAL_INVOICES_PATH,
    origin: input.origin,
  });
}
