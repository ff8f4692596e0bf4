/** One detail of an audit entry as the screen shows it: plain text, never HTML. */
export type AuditDetail = { key: string; value: string };

export const AUDIT_DETAIL_VALUE_MAX_CHARS = 160;
export const AUDIT_DETAILS_MAX_PAIRS = 12;

function valueText(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (
    Array.isArray(value) &&
    value.every((item) => item === null || ["string", "number", "boolean"].includes(typeof item))
  ) {
    return value.length === 0 ? "—" : value.map((item) => valueText(item)).join(", ");
  }
  return JSON.stringify(value);
}

function truncated(text: string, max: number): string {
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine;
}

/**
 * An entry's details (a JSON object of whatever the change recorded) as key: value pairs to read: lists joined with
 * commas, nested objects as compact JSON, whitespace folded, long values cut with an ellipsis, and at most
 * AUDIT_DETAILS_MAX_PAIRS pairs (the rest counted in a last "…" pair).
 */
export function auditDetailPairs(details: unknown): AuditDetail[] {
  if (details === null || details === undefined) return [];
  if (typeof details !== "object" || Array.isArray(details))
    return [{ key: "value", value: truncated(valueText(details), AUDIT_DETAIL_VALUE_MAX_CHARS) }];
  const entries = Object.entries(details as Record<string, unknown>);
  const pairs = entries
    .slice(0, AUDIT_DETAILS_MAX_PAIRS)
    .map(([key, value]) => ({ key, value: truncated(valueText(value), AUDIT_DETAIL_VALUE_MAX_CHARS) }));
  if (entries.length > AUDIT_DETAILS_MAX_PAIRS)
    pairs.push({ key: "…", value: `+${entries.length - AUDIT_DETAILS_MAX_PAIRS}` });
  return pairs;
}
