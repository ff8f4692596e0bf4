import type { CustomerRecordField } from "./customer-schemas";

/**
 * The customer CSV's columns: the template's header names, each the name of a `CustomerRecordSchema` field in the
 * older app's snake_case (spec document 2 §3). Export, import and the template share this one list, in this order.
 */
export const CUSTOMER_CSV_COLUMNS = [
  { header: "customer_number", field: "customerNumber" },
  { header: "first_name", field: "firstName" },
  { header: "last_name", field: "lastName" },
  { header: "email", field: "email" },
  { header: "phone", field: "phone" },
  { header: "address_line1", field: "addressLine1" },
  { header: "address_line2", field: "addressLine2" },
  { header: "city", field: "city" },
  { header: "state", field: "state" },
  { header: "zip_code", field: "zipCode" },
  { header: "current_balance", field: "currentBalance" },
  { header: "service_plan", field: "servicePlan" },
  { header: "equipment_type", field: "equipmentType" },
  { header: "equipment_brand", field: "equipmentBrand" },
  { header: "equipment_model", field: "equipmentModel" },
  { header: "installation_date", field: "installationDate" },
  { header: "next_service_due", field: "nextServiceDue" },
  { header: "notes", field: "notes" },
  { header: "status", field: "status" },
] as const satisfies readonly { header: string; field: CustomerRecordField }[];

export type CustomerCsvHeader = (typeof CUSTOMER_CSV_COLUMNS)[number]["header"];

export const CUSTOMER_CSV_HEADERS: readonly CustomerCsvHeader[] = CUSTOMER_CSV_COLUMNS.map((column) => column.header);

/** A row lacking any of these is refused with the spec's one message, which names all five (spec document 2 §5). */
export const REQUIRED_CUSTOMER_CSV_HEADERS = [
  "first_name",
  "last_name",
  "address_line1",
  "city",
  "zip_code",
] as const satisfies readonly CustomerCsvHeader[];

const HEADER_BY_FIELD = new Map<CustomerRecordField, CustomerCsvHeader>(
  CUSTOMER_CSV_COLUMNS.map((column) => [column.field, column.header]),
);
const HEADER_BY_NAME = new Map<string, CustomerCsvHeader>(CUSTOMER_CSV_HEADERS.map((header) => [header, header]));

/** The column a schema field is read from. */
export function csvHeaderOfField(field: CustomerRecordField): CustomerCsvHeader {
  return HEADER_BY_FIELD.get(field) ?? "notes";
}

/**
 * The column a header cell names, or undefined for a column we do not read. Matched the forgiving way spreadsheets
 * get edited: a BOM, surrounding spaces and letter case are ignored, and spaces or dashes count as underscores
 * ("First Name" is first_name).
 */
export function csvHeaderOf(cell: string): CustomerCsvHeader | undefined {
  const name = cell
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  return HEADER_BY_NAME.get(name);
}
