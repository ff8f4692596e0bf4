import { asc, desc, or, sql, type SQL } from "drizzle-orm";
import { customers } from "~/db/schema";
import type { CustomerSort } from "./customer-list-params";

/**
 * The back office customer search as SQL (ADR 033), shared by the list and the CSV export so both see the same
 * customers in the same order.
 */

/** Below this a pattern has no trigram, so the trigram indexes cannot serve a substring match. */
const TRIGRAM_MIN_LENGTH = 3;
/** Text made only of what people put in a phone number: "(305) 555-01", "+1 305", "305.555". */
const PHONE_TEXT = /^[\d\s().+-]+$/;

/** `text` with LIKE's wildcards taken literally (PostgreSQL's default escape character is the backslash). */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Which customers a search `q` finds, or undefined for every customer. Three characters or more: a substring of
 * the name, e-mail or number (`search_text`, trigram index), or of the phone's digits when `q` is written like a
 * phone ("(305) 555-01" finds "305-555-0123"). Shorter: the start of a first name, last name, e-mail or number
 * (prefix indexes), or of the phone's digits. The patterns are made inside the SQL (`lower(…)`) from a parameter,
 * which PostgreSQL folds to a constant when it plans the statement, so the indexes apply.
 */
export function customerSearchWhere(q: string): SQL | undefined {
  const text = q.trim();
  if (text === "") return undefined;
  const literal = likeLiteral(text);
  const digits = PHONE_TEXT.test(text) ? text.replace(/\D/g, "") : "";
  if (text.length >= TRIGRAM_MIN_LENGTH) {
    const contains = sql`${customers.searchText} like '%' || lower(${literal}) || '%'`;
    return digits.length >= TRIGRAM_MIN_LENGTH
      ? or(contains, sql`${customers.phoneDigits} like ${`%${digits}%`}`)
      : contains;
  }
  const startsWith = (column: SQL) => sql`${column} like lower(${literal}) || '%'`;
  return or(
    startsWith(sql`lower(${customers.firstName})`),
    startsWith(sql`lower(${customers.lastName})`),
    startsWith(sql`lower(${customers.email})`),
    startsWith(sql`lower(${customers.customerNumber})`),
    ...(digits ? [sql`${customers.phoneDigits} like ${`${digits}%`}`] : []),
  );
}

/** Customer numbers in their natural order: AW999 before AW1000 (shorter first, then as text). */
function byNumber(direction: "asc" | "desc"): SQL[] {
  const order = direction === "asc" ? asc : desc;
  return [order(sql`length(${customers.customerNumber})`), order(customers.customerNumber)];
}

/**
 * The ORDER BY of each sort. Every order ends with a unique key, so pages never overlap or skip a row when many
 * customers share a value. An import writes its rows with one creation time: the number (given in file order) then
 * keeps them in the file's order. Names sort by last name, then first name (the index on both).
 */
export function customerListOrder(sort: CustomerSort): SQL[] {
  switch (sort) {
    case "oldest":
      return [asc(customers.createdAt), ...byNumber("asc")];
    case "name_asc":
      return [asc(customers.lastName), asc(customers.firstName), asc(customers.id)];
    case "name_desc":
      return [desc(customers.lastName), desc(customers.firstName), desc(customers.id)];
    case "number":
      return byNumber("asc");
    case "next_service":
      return [sql`${customers.nextServiceDue} asc nulls last`, asc(customers.id)];
    case "newest":
      return [desc(customers.createdAt), ...byNumber("desc")];
  }
}
