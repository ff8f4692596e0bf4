import { csvDocument } from "~/domain/csv/csv-writing";
import { CUSTOMER_CSV_HEADERS, type CustomerCsvHeader } from "./customer-csv-columns";
import { businessToday } from "./due-soon-date";

type TemplateRow = Record<CustomerCsvHeader, string>;

/**
 * The two sample rows of `customer_template.csv` (spec document 2 §5): realistic Miami customers that show the
 * formats the import takes (a number left empty for the sequence, both date formats, a dollar balance, a plan name)
 * and the portal's own equipment types. Their e-mails are on example.com, so importing the template unchanged creates
 * nobody real. `next_service_due` is filled in when the file is downloaded (`customerTemplateCsv`).
 */
const CUSTOMER_TEMPLATE_ROWS: readonly Omit<TemplateRow, "next_service_due">[] = [
  {
    customer_number: "",
    first_name: "Maria",
    last_name: "Rodriguez",
    email: "maria.rodriguez@example.com",
    phone: "(305) 555-0123",
    address_line1: "1450 SW 8th Street",
    address_line2: "Apt 3B",
    city: "Miami",
    state: "FL",
    zip_code: "33135",
    current_balance: "0",
    service_plan: "premium_care",
    equipment_type: "Central Air",
    equipment_brand: "Carrier",
    equipment_model: "24ACC636A003",
    installation_date: "2021-05-14",
    notes: "Gate code 4521. Prefers morning visits.",
    status: "active",
  },
  {
    customer_number: "",
    first_name: "James",
    last_name: "Thompson",
    email: "james.thompson@example.com",
    phone: "305-555-0187",
    address_line1: "2200 Biscayne Blvd",
    address_line2: "",
    city: "Miami",
    state: "FL",
    zip_code: "33137",
    current_balance: "$125.50",
    service_plan: "Basic",
    equipment_type: "Heat Pump",
    equipment_brand: "Trane",
    equipment_model: "XR16",
    installation_date: "03/22/2018",
    notes: "",
    status: "active",
  },
];

/**
 * How far ahead of the download day the samples' next service falls: a fixed date would soon be past, and imported
 * samples would show "Due Soon" (within 30 days) the moment they land.
 */
const SAMPLE_NEXT_SERVICE_MONTHS_AHEAD = [4, 7] as const;

/** Miami's calendar date `months` after `now` (YYYY-MM-DD), on a day every month has. */
function dateMonthsAhead(now: Date, months: number): string {
  const [year, month, day] = businessToday(now).split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, 28))).toISOString().slice(0, 10);
}

/** YYYY-MM-DD as MM/DD/YYYY, the other date format the import reads. */
function usDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${month}/${day}/${year}`;
}

/**
 * The template file's text: the header row with every column, then the sample rows, whose next service falls a few
 * months after `now` (the first row written YYYY-MM-DD, the second MM/DD/YYYY).
 */
export function customerTemplateCsv(now: Date): string {
  const [first = "", second = ""] = SAMPLE_NEXT_SERVICE_MONTHS_AHEAD.map((months) => dateMonthsAhead(now, months));
  const dueDates = [first, usDate(second)];
  const rows: TemplateRow[] = CUSTOMER_TEMPLATE_ROWS.map((row, index) => ({
    ...row,
    next_service_due: dueDates[index] ?? "",
  }));
  return csvDocument(
    CUSTOMER_CSV_HEADERS,
    rows.map((row) => CUSTOMER_CSV_HEADERS.map((header) => row[header])),
  );
}
