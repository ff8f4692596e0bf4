import { multiLineText, singleLineText } from "~/domain/text-fields/text-field-schemas";

/**
 * The booking zones as the Settings form edits them (issue 34, ADR 074): one row per zone, its name and a textarea
 * of zip codes. Each row of a stored zone carries that zone's stored name (`zone3Was`), so a rename is told from a
 * removal and a new zone, and a zone the post does not mention is left as it is: a post without zone rows (an older
 * form, a script) can never empty the table that decides who may book. A row whose name and zip codes are both empty
 * removes its stored zone; a new row left empty is no zone.
 */

export const ZONE_LIMITS = {
  maxZones: 100,
  nameLength: 60,
  /** One zone's textarea: about 300 zip codes with their separators. */
  zipCodesTextLength: 2000,
} as const;

export type ZoneValidationKey =
  "required" | "tooLong" | "notAllowed" | "zipCodesRequired" | "zipCodesInvalid" | "zoneNameTaken" | "zonesTooMany";

/** A zone row as the inputs hold it: its stored name ("" for a new row), its name and its zip codes as typed. */
export type ZoneRow = { row: number; was: string; name: string; zipCodes: string };

/**
 * What a save does to one zone: rename or rewrite `was` (null for a new zone), or remove it (`name` null); `row` names
 * the inputs a refusal points at.
 */
export type ZoneChange = { row: number; was: string | null; name: string | null; zipCodes: string[] };

export function zoneField(row: number, part: "Name" | "ZipCodes" | "Was"): string {
  return `zone${row}${part}`;
}

const ZONE_FIELD = /^zone(\d{1,3})(Name|ZipCodes|Was)$/;

export function isZoneField(field: string): boolean {
  return ZONE_FIELD.test(field);
}

/** The posted zone rows in row order (new rows left empty dropped). */
export function postedZoneRows(posted: Record<string, unknown>): ZoneRow[] {
  const rows = new Map<number, ZoneRow>();
  for (const [field, value] of Object.entries(posted)) {
    const match = ZONE_FIELD.exec(field);
    if (!match) continue;
    const row = rows.get(Number(match[1])) ?? { row: Number(match[1]), was: "", name: "", zipCodes: "" };
    const key = match[2] === "Name" ? "name" : match[2] === "Was" ? "was" : "zipCodes";
    row[key] = typeof value === "string" ? (key === "zipCodes" ? value : value.trim()) : "";
    rows.set(row.row, row);
  }
  return [...rows.values()]
    .filter((row) => row.was !== "" || row.name !== "" || row.zipCodes.trim() !== "")
    .sort((a, b) => a.row - b.row);
}

/** The zip codes typed in a textarea, separated by spaces, commas, semicolons or new lines. */
export function zipCodeTokens(text: string): string[] {
  return text.split(/[\s,;]+/).filter((token) => token !== "");
}

/** The typed entries that are not five-digit zip codes, once each, as typed: the field message names them. */
export function invalidZipCodes(text: string): string[] {
  return [...new Set(zipCodeTokens(text).filter((token) => !/^\d{5}$/.test(token)))];
}

const zoneName = singleLineText({
  max: ZONE_LIMITS.nameLength,
  messages: { required: "required", tooLong: "tooLong", notAllowed: "notAllowed" },
});
const zipCodesText = multiLineText({
  max: ZONE_LIMITS.zipCodesTextLength,
  messages: { tooLong: "tooLong", notAllowed: "notAllowed" },
});

/** The changes the posted rows ask for, and what is wrong with them (field name and message key). */
export function checkZones(posted: Record<string, unknown>): {
  changes: ZoneChange[];
  issues: { field: string; key: ZoneValidationKey }[];
} {
  const issues: { field: string; key: ZoneValidationKey }[] = [];
  const changes: ZoneChange[] = [];
  const names = new Set<string>();
  for (const [index, row] of postedZoneRows(posted).entries()) {
    const nameField = zoneField(row.row, "Name");
    const zipField = zoneField(row.row, "ZipCodes");
    if (index === ZONE_LIMITS.maxZones) issues.push({ field: nameField, key: "zonesTooMany" });
    if (row.name === "" && row.zipCodes.trim() === "") {
      changes.push({ row: row.row, was: row.was, name: null, zipCodes: [] });
      continue;
    }
    const name = zoneName.safeParse(row.name);
    if (!name.success) issues.push({ field: nameField, key: name.error.issues[0]?.message as ZoneValidationKey });
    else if (names.has(name.data.toLocaleLowerCase("en-US"))) issues.push({ field: nameField, key: "zoneNameTaken" });
    else names.add(name.data.toLocaleLowerCase("en-US"));
    const text = zipCodesText.safeParse(row.zipCodes);
    const zipCodes = text.success ? [...new Set(zipCodeTokens(text.data))] : [];
    if (!text.success) issues.push({ field: zipField, key: text.error.issues[0]?.message as ZoneValidationKey });
    else if (invalidZipCodes(text.data).length > 0) issues.push({ field: zipField, key: "zipCodesInvalid" });
    else if (zipCodes.length === 0) issues.push({ field: zipField, key: "zipCodesRequired" });
    if (name.success) changes.push({ row: row.row, was: row.was === "" ? null : row.was, name: name.data, zipCodes });
  }
  return { changes, issues };
}
