import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import {
  customerInvoiceRows,
  ownCustomerId,
  summaryOf,
  type CustomerInvoiceSummary,
} from "./customer-invoice-view.server";

/** The portal's Invoices screen (issue 38 item 3): the signed-in customer's sent invoices and what they owe. */
export async function listOwnInvoices(input: {
  user: Pick<SessionUser, "id">;
  now?: Date;
}): Promise<{ invoices: CustomerInvoiceSummary[]; owedCents: number }> {
  const db = await database();
  const customerId = await ownCustomerId(db, input.user.id);
  if (!customerId) return { invoices: [], owedCents: 0 };
  const now = input.now ?? new Date();
  const invoices = (await customerInvoiceRows(db, customerId)).map((row) => summaryOf(row, now));
  const owedCents = invoices.filter((row) => row.payable).reduce((sum, row) => sum + row.balanceCents, 0);
  return { invoices, owedCents };
}
