import { csvDocument } from "~/domain/csv/csv-writing";
import { CUSTOMER_CSV_HEADERS, type CustomerCsvHeader } from "./customer-csv-columns";

/**
 * The two sample rows of `customer_template.csv` (spec document 2 §5): realistic Miami customers that show the
 * formats the import takes (a number left empty for the sequence, both date formats, a dollar balance, a plan name).
 * Their e-mails are on example.com, so importing the template unchanged creates nobody real.
 */
export const CUSTOMER_TEMPLATE_ROWS: readonly Record<CustomerCsvHeader, string>[] = [
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
    equipment_type: "Central AC",
    equipment_brand: "Carrier",
    equipment_model: "24ACC636A003",
    installation_date: "2021-05-14",
    next_service_due: "2026-09-15",
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
    next_service_due: "10/01/2026",
    notes: "",
    status: "active",
  },
];

/** The template file's text: the header row with every column, then the sample rows. */
export function customerTemplateCsv(): string {
  return csvDocument(
    CUSTOMER_CSV_HEADERS,
    CUSTOMER_TEMPLATE_ROWS.map((row) => CUSTOMER_CSV_HEADERS.map((header) => row[header])),
  );
}
