import { inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { database } from "~/db/database.server";
import { customers } from "~/db/schema";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { openOpeningBalanceInvoices } from "~/domain/invoices/open-opening-balance-invoices.server";
import { withRefusedCharactersReplaced } from "~/domain/text-fields/text-field-schemas";
import {
  CUSTOMER_IMPORT_STORED_ERRORS_MAX,
  type CustomerImportProgress,
  type CustomerImportRefusal,
  type CustomerImportReport,
  type CustomerImportRowError,
} from "./customer-import-report";
import { isCustomerNumberConflict } from "./customer-number-conflict.server";
import { advanceCustomerNumberSequence, takenCustomerNumbers } from "./customer-numbers.server";
import { parseCustomerCsv } from "./parse-customer-csv";
import { validateCustomerCsvRows, type ValidCustomerCsvRow } from "./validate-customer-csv-rows";

export type ImportCustomersCsvInput = {
  actor: { id: string };
  fileName: string;
  bytes: Uint8Array;
  /** Called after the rows are checked and after each batch is written. */
  onProgress?: (progress: CustomerImportProgress) => void;
};

export type ImportCustomersCsvResult =
  { ok: true; report: CustomerImportReport } | { ok: false; refusal: CustomerImportRefusal };

/** Rows per INSERT: 500 rows of 19 columns stay far below PostgreSQL's 65,535 parameters, and one batch is quick to redo. */
export const CUSTOMER_IMPORT_BATCH_ROWS = 500;
/** Values per lookup query (customer numbers or e-mails already present). */
const LOOKUP_CHUNK = 5000;

/**
 * Bulk Customer Upload (spec document 2 §5, issue 11, DECISIONS.md §4). A file is refused whole (nothing imported)
 * when it is not a .csv, empty, over 5 MB or 20,000 rows, or lacks the header row; otherwise each row stands alone:
 * a row that fails is reported with its row number and never blocks the others.
 *
 * Fast at 10,000 rows: every row is validated first, the numbers and e-mails already present are looked up in bulk,
 * and the good rows are inserted 500 per statement. A batch that fails (a number taken by someone else meanwhile) is
 * redone row by row, each row in a savepoint, so one bad row cannot sink its neighbours and nothing half-written
 * remains of it. Duplicates are skipped, never merged: a customer number already present (in the database or earlier
 * in the file), or an e-mail already present (e-mail is not unique, but importing the same file twice must not add
 * anyone twice).
 *
 * The whole file is one transaction with its audit entry (the entry names the file, the actor and the report), so
 * the rows are saved exactly when the entry that records them is: an import that fails or is stopped midway (the
 * process killed, the database gone, the upload's stream closed) saves nothing, and its "failed" is the whole truth
 * (probe 4 N3). On PGlite's one connection this holds other requests for the import's length (under a second for
 * 20,000 rows); on PostgreSQL other requests go on beside it.
 */
export async function importCustomersCsv({
  actor,
  fileName,
  bytes,
  onProgress,
}: ImportCustomersCsvInput): Promise<ImportCustomersCsvResult> {
  if (!/\.csv$/i.test(fileName.trim())) return { ok: false, refusal: { problem: "notCsv" } };
  const parsed = parseCustomerCsv(bytes);
  if (!parsed.ok) return parsed;

  const shownFileName = withRefusedCharactersReplaced(fileName);
  const db = await database();
  const total = parsed.rows.length;
  const checked = validateCustomerCsvRows(parsed.rows);
  const { accepted, skipped } = await withoutDuplicates(db, checked.valid);
  const errors: CustomerImportRowError[] = [...checked.errors, ...skipped];
  let processed = total - accepted.length;
  onProgress?.({ processed, total });

  // Before any insert: a row without a number takes the sequence's next, which must not be a number given later on.
  await advanceCustomerNumberSequence(
    db,
    accepted.flatMap((row) => (row.record.customerNumber ? [row.record.customerNumber] : [])),
  );

  const stored = await db.transaction(async (tx) => {
    let imported = 0;
    for (let start = 0; start < accepted.length; start += CUSTOMER_IMPORT_BATCH_ROWS) {
      const batch = accepted.slice(start, start + CUSTOMER_IMPORT_BATCH_ROWS);
      const result = await insertBatch(tx, batch, fileName);
      imported += result.inserted.length;
      // A row's current_balance is owed already: an open opening-balance invoice for the new customer (ADR 084).
      // Rows whose customer exists are skipped as duplicates, so an import never changes an existing balance.
      await openOpeningBalanceInvoices(tx, { balances: result.inserted, now: new Date() });
      errors.push(...result.errors);
      processed += batch.length;
      onProgress?.({ processed, total });
    }

    errors.sort((a, b) => a.row - b.row);
    const count = (kind: CustomerImportRowError["kind"]) => errors.filter((error) => error.kind === kind).length;
    const report: Omit<CustomerImportReport, "auditId"> = {
      fileName: shownFileName,
      importedAt: new Date().toISOString(),
      encoding: parsed.encoding,
      totalRows: total,
      imported,
      invalid: count("missingRequired") + count("invalid") + count("unreadable"),
      skippedDuplicateNumbers: count("duplicateNumber"),
      skippedDuplicateEmails: count("duplicateEmail"),
      notSaved: count("notSaved"),
      ignoredColumns: parsed.ignoredColumns,
      errors,
      errorCount: errors.length,
    };
    const { id: auditId } = await recordAudit(tx, {
      actor,
      action: "customer.import",
      entity: "customer",
      details: { ...report, errors: errors.slice(0, CUSTOMER_IMPORT_STORED_ERRORS_MAX) },
    });
    return { ...report, auditId };
  });
  return { ok: true, report: stored };
}

/**
 * Splits the valid rows into those to insert and those skipped as duplicates, in file order: the first row with a
 * number or an e-mail claims it, later rows with it are skipped, and so is any row whose number or e-mail a
 * customer in the database already has (e-mails compared without regard to case).
 */
async function withoutDuplicates(
  db: Database,
  rows: readonly ValidCustomerCsvRow[],
): Promise<{ accepted: ValidCustomerCsvRow[]; skipped: CustomerImportRowError[] }> {
  const numbers = [...new Set(rows.flatMap((row) => (row.record.customerNumber ? [row.record.customerNumber] : [])))];
  const emails = [...new Set(rows.flatMap((row) => (row.record.email ? [row.record.email] : [])))];
  const takenNumbers = new Set<string>();
  for (const chunk of chunks(numbers))
    for (const number of await takenCustomerNumbers(db, chunk)) takenNumbers.add(number);
  const emailOwners = new Map<string, string>();
  for (const chunk of chunks(emails)) {
    const owners = await db
      .select({ email: sql<string>`lower(${customers.email})`, number: sql<string>`min(${customers.customerNumber})` })
      .from(customers)
      .where(inArray(sql`lower(${customers.email})`, chunk))
      .groupBy(sql`lower(${customers.email})`);
    for (const owner of owners) emailOwners.set(owner.email, owner.number);
  }

  const accepted: ValidCustomerCsvRow[] = [];
  const skipped: CustomerImportRowError[] = [];
  const numberRows = new Map<string, number>();
  const emailRows = new Map<string, number>();
  for (const row of rows) {
    const { customerNumber, email } = row.record;
    if (customerNumber && (takenNumbers.has(customerNumber) || numberRows.has(customerNumber))) {
      skipped.push({
        row: row.row,
        kind: "duplicateNumber",
        customerNumber,
        firstRow: numberRows.get(customerNumber) ?? null,
      });
      continue;
    }
    if (email && (emailOwners.has(email) || emailRows.has(email))) {
      const firstRow = emailRows.get(email) ?? null;
      skipped.push({
        row: row.row,
        kind: "duplicateEmail",
        email,
        existingCustomerNumber: firstRow === null ? emailOwners.get(email)! : null,
        firstRow,
      });
      continue;
    }
    if (customerNumber) numberRows.set(customerNumber, row.row);
    if (email) emailRows.set(email, row.row);
    accepted.push(row);
  }
  return { accepted, skipped };
}

/** The columns a row writes; a row without a number leaves it to the column's default (the AW sequence). */
function valuesOf({ record }: ValidCustomerCsvRow): typeof customers.$inferInsert {
  const { customerNumber, ...rest } = record;
  return customerNumber ? { customerNumber, ...rest, source: "import" } : { ...rest, source: "import" };
}

type ImportedBalance = { customerId: string; dollars: number };
const IMPORTED_BALANCE = { customerId: customers.id, dollars: customers.currentBalance };

/** Inserts one batch inside the import's transaction; a batch the database refuses is redone row by row. */
async function insertBatch(
  tx: Transaction,
  batch: readonly ValidCustomerCsvRow[],
  fileName: string,
): Promise<{ inserted: ImportedBalance[]; errors: CustomerImportRowError[] }> {
  try {
    const inserted = await tx.transaction((savepoint) =>
      savepoint.insert(customers).values(batch.map(valuesOf)).returning(IMPORTED_BALANCE),
    );
    return { inserted, errors: [] };
  } catch (error) {
    console.warn(
      `[customer-import] a batch of ${batch.length} rows from ${JSON.stringify(withRefusedCharactersReplaced(fileName))} (rows ${batch[0]!.row}-${batch.at(-1)!.row}) failed (${causeOf(error)}); redoing it row by row`,
    );
  }
  const errors: CustomerImportRowError[] = [];
  const inserted: ImportedBalance[] = [];
  for (const row of batch) {
    try {
      inserted.push(
        ...(await tx.transaction((savepoint) =>
          savepoint.insert(customers).values(valuesOf(row)).returning(IMPORTED_BALANCE),
        )),
      );
    } catch (error) {
      if (row.record.customerNumber && isCustomerNumberConflict(error)) {
        // Someone added this number since the check: the row is a duplicate like any other.
        errors.push({
          row: row.row,
          kind: "duplicateNumber",
          customerNumber: row.record.customerNumber,
          firstRow: null,
        });
      } else {
        console.error(
          `[customer-import] row ${row.row} of ${JSON.stringify(withRefusedCharactersReplaced(fileName))} could not be saved: ${causeOf(error)}`,
        );
        errors.push({ row: row.row, kind: "notSaved" });
      }
    }
  }
  return { inserted, errors };
}

function chunks<T>(values: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < values.length; start += LOOKUP_CHUNK) out.push(values.slice(start, start + LOOKUP_CHUNK));
  return out;
}

/**
 * The database's own words for a failure, without the statement's parameters (customer data that must not reach
 * the logs): Drizzle wraps the driver's error, whose message, code and constraint say what went wrong.
 */
function causeOf(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && (current as { cause?: unknown })?.cause; depth++)
    current = (current as { cause: unknown }).cause;
  const { code, constraint, message } = (current ?? {}) as { code?: unknown; constraint?: unknown; message?: unknown };
  return [code, constraint, typeof message === "string" ? message : String(current)].filter(Boolean).join(" ");
}
