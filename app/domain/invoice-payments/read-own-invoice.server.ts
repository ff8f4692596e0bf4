import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { AppError } from "~/domain/app-error";
import { customerInvoiceDetail, ownCustomerId, type CustomerInvoiceDetail } from "./customer-invoice-view.server";

/** One of the signed-in customer's invoices (issue 38 item 3); anyone else's is NOT_FOUND. */
export async function readOwnInvoice(input: {
  user: Pick<SessionUser, "id">;
  invoiceId: unknown;
  now?: Date;
}): Promise<CustomerInvoiceDetail> {
  const db = await database();
  const customerId = await ownCustomerId(db, input.user.id);
  if (!customerId) throw new AppError("NOT_FOUND", "Invoice not found");
  return customerInvoiceDetail(db, { customerId, invoiceId: input.invoiceId, now: input.now ?? new Date() });
}
