import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { database } from "~/db/database.server";
import { customers, invoices } from "~/db/schema";
import type { InvoiceStatus } from "~/db/schema/invoices";
import { AppError } from "~/domain/app-error";
import { businessToday } from "~/domain/customers/due-soon-date";
import { overdueInvoiceColumn, overdueInvoiceWhere } from "./invoice-overdue.server";
import { INVOICE_LIST_PAGE_SIZE, type InvoiceListParams } from "./invoice-list-params";

export type InvoiceListRow = {
  id: string;
  number: string | null;
  status: InvoiceStatus;
  customerId: string;
  customerName: string;
  issueDate: string | null;
  dueDate: string | null;
  totalCents: number;
  balanceCents: number;
  /** Open past its due date (Miami's today). */
  overdue: boolean;
};

export type InvoiceList = { rows: InvoiceListRow[]; total: number; page: number; pageCount: number };

/** A search's words as a LIKE pattern that matches them literally (a % typed is a percent sign). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function invoiceSearchWhere(params: InvoiceListParams, today: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (params.status === "overdue") conditions.push(overdueInvoiceWhere(today));
  else if (params.status !== "all") conditions.push(eq(invoices.status, params.status));
  if (params.q) {
    const pattern = containsPattern(params.q);
    conditions.push(
      or(
        ilike(invoices.number, pattern),
        ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, pattern),
        ilike(customers.customerNumber, pattern),
      ),
    );
  }
  return and(...conditions);
}

/**
 * One page of the back office's invoices (issue 38), newest first, filtered by status and searched by invoice number
 * or customer name in the database; staff only. "overdue" lists open invoices past their due date. A page past the end
 * shows the last page.
 */
export async function listInvoices(input: {
  actor: { isAdmin: boolean };
  params: InvoiceListParams;
  now?: Date;
}): Promise<InvoiceList> {
  if (!input.actor.isAdmin) throw new AppError("FORBIDDEN", "Only staff can list invoices");
  const db = await database();
  const today = businessToday(input.now ?? new Date());
  const where = invoiceSearchWhere(input.params, today);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(where);
  const pageCount = Math.max(1, Math.ceil(total / INVOICE_LIST_PAGE_SIZE));
  const page = Math.min(input.params.page, pageCount);
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      customerId: invoices.customerId,
      customerName: sql<string>`${customers.firstName} || ' ' || ${customers.lastName}`,
      issueDate: invoices.issueDate,
      dueDate: invoices.dueDate,
      totalCents: invoices.totalCents,
      balanceCents: invoices.balanceCents,
      overdue: overdueInvoiceColumn(today),
    })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(where)
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(INVOICE_LIST_PAGE_SIZE)
    .offset((page - 1) * INVOICE_LIST_PAGE_SIZE);
  return { rows, total, page, pageCount };
}
