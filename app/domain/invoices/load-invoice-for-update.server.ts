import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "~/db/client.server";
import { invoices } from "~/db/schema";
import { AppError } from "~/domain/app-error";

export type InvoiceRow = typeof invoices.$inferSelect;

/** An invoice id from a URL or a form: anything but a uuid is simply not found (never a database error). */
export function knownInvoiceId(value: unknown): string {
  const parsed = z.uuid().safeParse(value);
  if (!parsed.success) throw new AppError("NOT_FOUND", "Invoice not found");
  return parsed.data;
}

/** The invoice, locked for the rest of the caller's transaction, so two changes to it take turns. NOT_FOUND if none. */
export async function loadInvoiceForUpdate(tx: Executor, invoiceId: string): Promise<InvoiceRow> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update");
  if (!row) throw new AppError("NOT_FOUND", "Invoice not found");
  return row;
}
