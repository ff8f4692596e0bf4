import { BUSINESS_TIME_ZONE } from "~/config/business-rules";
import type { MondayColumn } from "./monday-client.server";
import { dateTimeFormat } from "~/i18n/intl-formats";

const businessDate = dateTimeFormat("en-CA", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const businessDateTime = dateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/** The calendar day in Miami ("YYYY-MM-DD"): a request at 9 p.m. on the 20th is the 20th, not UTC's 21st. */
export function businessDay(value: Date): string {
  return businessDate.format(value);
}

/** The details of one CRM entry, by the board column titles DECISIONS.md §3 names. */
export type CrmEntry = {
  itemName: string;
  fields: {
    Email?: string | null;
    Phone?: string | null;
    Address?: string | null;
    "Zip Code"?: string | null;
    Notes?: string | null;
    Source?: string | null;
    Date?: Date | null;
    Status?: string | null;
  };
  /** Extra lines for the item's update text (details with no column of their own). */
  extraDetails?: Record<string, string | number | null | undefined>;
};

function valueForColumn(column: MondayColumn, value: string | Date): unknown {
  const text = value instanceof Date ? businessDay(value) : value;
  switch (column.type) {
    case "email":
      return { email: text, text };
    case "phone":
      return { phone: text.replace(/[^\d+]/g, ""), countryShortName: "US" };
    case "long_text":
      return { text };
    case "status":
    case "color":
      return { label: text };
    case "date":
      return { date: value instanceof Date ? businessDay(value) : text.slice(0, 10) };
    default:
      return text;
  }
}

/**
 * Column values for the board's own layout: each field goes to the column with the same title (any case); a field
 * the board has no column for is skipped here and still appears in the update text.
 */
export function columnValuesFor(entry: CrmEntry, columns: MondayColumn[]): Record<string, unknown> {
  const byTitle = new Map(columns.map((column) => [column.title.trim().toLowerCase(), column]));
  const values: Record<string, unknown> = {};
  for (const [title, value] of Object.entries(entry.fields)) {
    if (value === null || value === undefined || value === "") continue;
    const column = byTitle.get(title.toLowerCase());
    if (!column || column.type === "name") continue;
    values[column.id] = valueForColumn(column, value);
  }
  return values;
}

/** Every detail as plain text lines, so nothing is lost on a board laid out differently. */
export function updateTextFor(entry: CrmEntry): string {
  const lines = [entry.itemName];
  const all = { ...entry.fields, ...entry.extraDetails };
  for (const [label, value] of Object.entries(all)) {
    if (value === null || value === undefined || value === "") continue;
    lines.push(`${label}: ${value instanceof Date ? businessDateTime.format(value) : String(value)}`);
  }
  return lines.join("\n");
}
