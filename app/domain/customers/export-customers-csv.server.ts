import { inArray } from "drizzle-orm";
import { database } from "~/db/database.server";
import { customers } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { csvDocument, csvLine, type CsvCell } from "~/domain/csv/csv-writing";
import { customerBalanceSql } from "~/domain/dashboard/customer-balance.server";
import type { CustomerListParams } from "./customer-list-params";
import { customerListOrder, customerSearchWhere } from "./customer-list-query.server";
import { CUSTOMER_CSV_COLUMNS, CUSTOMER_CSV_HEADERS } from "./customer-csv-columns";
import type { CustomerRecordField } from "./customer-schemas";

/** Rows read and written per round trip: a 100,000-customer export never holds more than this many records at once. */
export const CUSTOMER_EXPORT_CHUNK_ROWS = 2_000;

/**
 * The template's columns, then the Joined date (which the import ignores). There is one balance column, named as the
 * import reads it: `current_balance` holds the Current Balance the customer list shows (the balance staff entered plus
 * unpaid service history, DECISIONS.md §4), because the history itself does not travel with the file.
 */
export const CUSTOMER_EXPORT_HEADER = [...CUSTOMER_CSV_HEADERS, "created_at"];

const exportColumns = {
  id: customers.id,
  customerNumber: customers.customerNumber,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  phone: customers.phone,
  addressLine1: customers.addressLine1,
  addressLine2: customers.addressLine2,
  city: customers.city,
  state: customers.state,
  zipCode: customers.zipCode,
  currentBalance: customers.currentBalance,
  servicePlan: customers.servicePlan,
  equipmentType: customers.equipmentType,
  equipmentBrand: customers.equipmentBrand,
  equipmentModel: customers.equipmentModel,
  installationDate: customers.installationDate,
  nextServiceDue: customers.nextServiceDue,
  notes: customers.notes,
  status: customers.status,
  balance: customerBalanceSql(),
  createdAt: customers.createdAt,
} satisfies Record<CustomerRecordField | "id" | "balance" | "createdAt", unknown>;

type ExportInput = { actor: { isAdmin: boolean }; params: Pick<CustomerListParams, "q" | "sort"> };

/**
 * The whole current search as CSV (every page, in the list's order), piece by piece: the header first, then one
 * piece per chunk of customers. The matching ids are read first, in order (one index-backed query), then the records
 * chunk by chunk by id, so a deep chunk costs no more than the first. Cells go through `csvDocument`/`csvLine`
 * (RFC 4180 quoting, formulas neutralised). A customer deleted while the export runs is left out.
 */
export async function* customerCsvChunks({ actor, params }: ExportInput): AsyncGenerator<string, void, undefined> {
  if (!actor.isAdmin) throw new AppError("FORBIDDEN", "Only staff can export customers");
  const db = await database();
  const matching = await db
    .select({ id: customers.id })
    .from(customers)
    .where(customerSearchWhere(params.q))
    .orderBy(...customerListOrder(params.sort));
  yield csvDocument(CUSTOMER_EXPORT_HEADER, []);
  for (let start = 0; start < matching.length; start += CUSTOMER_EXPORT_CHUNK_ROWS) {
    const ids = matching.slice(start, start + CUSTOMER_EXPORT_CHUNK_ROWS).map((row) => row.id);
    const records = await db.select(exportColumns).from(customers).where(inArray(customers.id, ids));
    const byId = new Map(records.map((record) => [record.id, record]));
    let piece = "";
    for (const id of ids) {
      const record = byId.get(id);
      if (!record) continue;
      const cells: CsvCell[] = [
        ...CUSTOMER_CSV_COLUMNS.map(({ field }) => (field === "currentBalance" ? record.balance : record[field])),
        record.createdAt.toISOString(),
      ];
      piece += csvLine(cells);
    }
    yield piece;
  }
}

/** The whole export as one text (tests, small searches); the download route streams `customerCsvChunks` instead. */
export async function exportCustomersCsv(input: ExportInput): Promise<string> {
  let text = "";
  for await (const piece of customerCsvChunks(input)) text += piece;
  return text;
}
