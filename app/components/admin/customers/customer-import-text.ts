import { CUSTOMER_IMPORT_MAX_BYTES, CUSTOMER_IMPORT_MAX_ROWS } from "~/config/business-rules";
import { csvDocument } from "~/domain/csv/csv-writing";
import { CUSTOMER_CSV_HEADERS, REQUIRED_CUSTOMER_CSV_HEADERS } from "~/domain/customers/customer-csv-columns";
import type {
  CustomerImportRefusal,
  CustomerImportReport,
  CustomerImportRowError,
} from "~/domain/customers/customer-import-report";
import { format, type Locale, type Messages } from "~/i18n/catalog";
import { numberFormat } from "~/i18n/intl-formats";

/**
 * The import's words, from its plain-data report (`customer-import-report.ts`): the same functions word the dialog's
 * toasts in the browser and the redirect's toasts of a plain form post on the server.
 */
export type ImportMessages = Messages["admin"]["customerImport"];

/** A toast as `showToast` and `redirectWithToast` take it. */
export type ImportToast = { title: string; description: string; variant: "success" | "info" | "error" };

export function formatCount(value: number, locale: Locale): string {
  return numberFormat(locale === "es" ? "es-US" : "en-US").format(value);
}

/** "5 MB": the limits are whole megabytes. */
export function formatMegabytes(bytes: number, locale: Locale): string {
  return `${formatCount(Math.round((bytes / (1024 * 1024)) * 10) / 10, locale)} MB`;
}

/** The limits as the dialog and the toasts name them. */
export function limitValues(locale: Locale): { maxSize: string; maxRows: string } {
  return {
    maxSize: formatMegabytes(CUSTOMER_IMPORT_MAX_BYTES, locale),
    maxRows: formatCount(CUSTOMER_IMPORT_MAX_ROWS, locale),
  };
}

export function refusalToast(refusal: CustomerImportRefusal, m: ImportMessages, locale: Locale): ImportToast {
  const t = m.toasts;
  const error = (title: string, description: string): ImportToast => ({ title, description, variant: "error" });
  switch (refusal.problem) {
    case "notCsv":
      return error(t.invalidFileTitle, t.invalidFile);
    case "empty":
      return error(t.emptyFileTitle, t.emptyFile);
    case "tooLarge":
      return error(t.tooLargeTitle, format(t.tooLarge, { maxSize: formatMegabytes(refusal.maxBytes, locale) }));
    case "tooManyRows":
      return error(
        t.tooManyRowsTitle,
        format(t.tooManyRows, {
          rows: formatCount(refusal.rows, locale),
          maxRows: formatCount(refusal.maxRows, locale),
        }),
      );
    case "missingHeader":
      return error(
        t.missingHeaderTitle,
        format(t.missingHeader, { missing: refusal.missing.join(", "), expected: CUSTOMER_CSV_HEADERS.join(", ") }),
      );
  }
}

/**
 * The spec's result toasts: 'Upload Complete' when every row went in, otherwise 'Some Errors Occurred'. A row skipped
 * because its customer is already on the list is no error: uploading the same file again is the idempotent case the
 * import promises, so it is named, not painted red, and 'Some Errors Occurred' counts only rows with a problem.
 */
export function resultToast(report: CustomerImportReport, m: ImportMessages, locale: Locale): ImportToast {
  const t = m.toasts;
  const problems = report.invalid + report.notSaved;
  const skipped = report.skippedDuplicateNumbers + report.skippedDuplicateEmails;
  if (problems > 0) {
    return {
      title: t.someErrorsTitle,
      description: format(t.someErrors, { count: formatCount(problems, locale) }),
      variant: "error",
    };
  }
  if (report.imported === 0 && skipped > 0) {
    return {
      title: t.nothingNewTitle,
      description: format(t.nothingNew, { count: formatCount(skipped, locale) }),
      variant: "info",
    };
  }
  const complete = format(t.complete, { count: formatCount(report.imported, locale) });
  return {
    title: t.completeTitle,
    description:
      skipped > 0 ? `${complete}. ${format(t.skippedAlso, { count: formatCount(skipped, locale) })}` : complete,
    variant: "success",
  };
}

/** An import that failed saved nothing (one transaction with its audit entry), so the toast can say so. */
export function failedToast(m: ImportMessages): ImportToast {
  return { title: m.toasts.failedTitle, description: m.toasts.failedNothingImported, variant: "error" };
}

/** The message of a row error without its "Row N: " prefix. */
export function rowErrorMessage(error: CustomerImportRowError, m: ImportMessages): string {
  const r = m.rowErrors;
  switch (error.kind) {
    case "missingRequired":
      return r.missingRequired;
    case "invalid":
      return error.problems
        .map((problem) =>
          format(r.fieldProblem, {
            column: problem.column,
            message: format(m.problems[problem.key], { value: problem.value }),
          }),
        )
        .join("; ");
    case "duplicateNumber":
      return error.firstRow === null
        ? format(r.duplicateNumber, { number: error.customerNumber })
        : format(r.duplicateNumberInFile, { number: error.customerNumber, firstRow: error.firstRow });
    case "duplicateEmail":
      return error.firstRow === null
        ? format(r.duplicateEmail, { email: error.email, number: error.existingCustomerNumber ?? "" })
        : format(r.duplicateEmailInFile, { email: error.email, firstRow: error.firstRow });
    case "unreadable":
      return r.unreadable;
    case "notSaved":
      return r.notSaved;
  }
}

/** "Row 4: Missing required fields (…)", as the spec lists row errors. */
export function rowErrorText(error: CustomerImportRowError, m: ImportMessages): string {
  return `${format(m.rowErrors.row, { row: error.row })}: ${rowErrorMessage(error, m)}`;
}

/** The downloadable error report: one line per row error, the row number and its message. */
export function errorReportCsv(errors: readonly CustomerImportRowError[], m: ImportMessages): string {
  return csvDocument(
    m.report.errorReportHeader,
    errors.map((error) => [error.row, rowErrorMessage(error, m)]),
  );
}

/** The required and optional column lists the dialog explains. */
export function columnLists(): { required: string; optional: string } {
  const required = new Set<string>(REQUIRED_CUSTOMER_CSV_HEADERS);
  return {
    required: REQUIRED_CUSTOMER_CSV_HEADERS.join(", "),
    optional: CUSTOMER_CSV_HEADERS.filter((header) => !required.has(header)).join(", "),
  };
}
