import { and, eq, lt, sql, type SQL } from "drizzle-orm";
import { invoices } from "~/db/schema";

/**
 * Overdue is derived, never stored (issue 38, ADR 084's addendum): an OPEN invoice whose due date is before today in
 * Miami. Statuses stay draft / open / paid / void; these are the one way the screens and the daily reminder ask.
 */
export function overdueInvoiceWhere(today: string): SQL {
  return and(eq(invoices.status, "open"), lt(invoices.dueDate, today))!;
}

/** The same test as a column a list selects: true for an open invoice past its due date. */
export function overdueInvoiceColumn(today: string): SQL<boolean> {
  return sql<boolean>`(${invoices.status} = 'open' and ${invoices.dueDate} < ${today})`;
}
