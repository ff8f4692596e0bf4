import { and, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { customers } from "~/db/schema";
import { comparableEmail, comparablePhone } from "./visitor-booking-schemas";

export type VisitorCustomer = {
  id: string;
  name: string;
  email: string;
  /** "matched": the one record whose e-mail and phone both match; "guest": a new record without a login. */
  outcome: "matched" | "guest";
};

/**
 * The customer record a visitor's booking belongs to (issue 34 item 6), in the booking's transaction: the ONE
 * existing record whose e-mail (any case) and phone (its digits, with or without the US code) both match; otherwise a
 * new record without a login, which sign-up later claims by its verified e-mail as it claims any unlinked record
 * (ensureCustomerRecord). A record matching only one of the two, or two records matching both, are never merged
 * with: the visitor gets a record of their own for staff to join by hand if they are the same person. A
 * transaction lock per e-mail and phone makes two posts by the same visitor at once find one record, not make two.
 */
export async function visitorCustomerRecord(
  tx: Executor,
  visitor: { name: string; email: string; phone: string; serviceAddress: string; zipCode: string },
): Promise<VisitorCustomer> {
  const email = comparableEmail(visitor.email);
  const phone = comparablePhone(visitor.phone);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`visitor-customer:${email}:${phone}`}))`);
  const matches = await tx
    .select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(
      and(sql`lower(trim(${customers.email})) = ${email}`, sql`${customers.phoneDigits} in (${phone}, ${`1${phone}`})`),
    )
    .limit(2);
  if (matches.length === 1) {
    const [match] = matches;
    const name = `${match!.firstName} ${match!.lastName}`.trim();
    return { id: match!.id, name: name || visitor.name, email, outcome: "matched" };
  }
  const [firstName = visitor.name, ...rest] = visitor.name.trim().split(/\s+/);
  const [created] = await tx
    .insert(customers)
    .values({
      firstName,
      lastName: rest.join(" "),
      email,
      phone: visitor.phone,
      addressLine1: visitor.serviceAddress,
      zipCode: visitor.zipCode,
      source: "guest",
    })
    .returning({ id: customers.id });
  return { id: created!.id, name: visitor.name, email, outcome: "guest" };
}
