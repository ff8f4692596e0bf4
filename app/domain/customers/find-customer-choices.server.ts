import { asc, eq, like, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { customers } from "~/db/schema";

/** A customer as a picker offers it: enough to tell two people of the same name apart. */
export type CustomerChoice = {
  id: string;
  name: string;
  customerNumber: string;
  email: string | null;
  phone: string | null;
  city: string | null;
};

export const CUSTOMER_CHOICES_LIMIT = 10;
/** Trigrams need 3 characters; a shorter query matches the start of a name, e-mail or number instead (ADR 033). */
const SUBSTRING_MIN_LENGTH = 3;
const PICKER_QUERY_MAX_LENGTH = 100;

const choiceColumns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  customerNumber: customers.customerNumber,
  email: customers.email,
  phone: customers.phone,
  city: customers.city,
};

type ChoiceRow = {
  id: string;
  firstName: string;
  lastName: string;
  customerNumber: string;
  email: string | null;
  phone: string | null;
  city: string | null;
};

function toChoice(row: ChoiceRow): CustomerChoice {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`,
    customerNumber: row.customerNumber,
    email: row.email,
    phone: row.phone,
    city: row.city,
  };
}

/** LIKE's wildcards and escape character taken literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The search of ADR 033, as the customer list does it: a query of 3+ characters is a substring of the lower-cased
 * search text (names, e-mail, number: trigram index); digits typed in any phone format are a substring of the
 * phone's digits (its own trigram index); a shorter query is a prefix of a first name, last name, e-mail or number
 * (the text_pattern_ops indexes). Null when the query can match nothing.
 */
export function customerSearchCondition(query: string): SQL | undefined {
  const lowered = query.trim().toLowerCase();
  if (lowered === "") return undefined;
  const conditions: SQL[] = [];
  const digits = lowered.replace(/\D/g, "");
  const looksLikePhone = /^[\d\s().+-]+$/.test(lowered);
  if (lowered.length >= SUBSTRING_MIN_LENGTH) {
    conditions.push(like(customers.searchText, `%${escapeLike(lowered)}%`));
  } else {
    const prefix = `${escapeLike(lowered)}%`;
    conditions.push(
      sql`lower(${customers.firstName}) like ${prefix}`,
      sql`lower(${customers.lastName}) like ${prefix}`,
      sql`lower(${customers.email}) like ${prefix}`,
      sql`lower(${customers.customerNumber}) like ${prefix}`,
    );
  }
  if (looksLikePhone && digits.length >= SUBSTRING_MIN_LENGTH)
    conditions.push(like(customers.phoneDigits, `%${digits}%`));
  return or(...conditions);
}

/**
 * Customers matching what staff typed in a picker (the service record dialog), at most `limit`, sorted by name.
 * An empty or overlong query offers nobody rather than the first ten of 100,000.
 */
export async function findCustomerChoices(input: {
  actor: Pick<SessionUser, "id">;
  q: string;
  limit?: number;
}): Promise<CustomerChoice[]> {
  const query = input.q.trim();
  if (query === "" || query.length > PICKER_QUERY_MAX_LENGTH) return [];
  const condition = customerSearchCondition(query);
  if (!condition) return [];
  const limit = Math.min(Math.max(1, input.limit ?? CUSTOMER_CHOICES_LIMIT), CUSTOMER_CHOICES_LIMIT);
  const db = await database();
  const rows = await db
    .select(choiceColumns)
    .from(customers)
    .where(condition)
    .orderBy(asc(customers.lastName), asc(customers.firstName), asc(customers.customerNumber))
    .limit(limit);
  return rows.map(toChoice);
}

/** One customer as a choice (the picker's current selection), or null when the id names nobody. */
export async function findCustomerChoice(input: {
  actor: Pick<SessionUser, "id">;
  customerId: string;
}): Promise<CustomerChoice | null> {
  const parsed = z.uuid().safeParse(input.customerId);
  if (!parsed.success) return null;
  const db = await database();
  const [row] = await db.select(choiceColumns).from(customers).where(eq(customers.id, parsed.data)).limit(1);
  return row ? toChoice(row) : null;
}
