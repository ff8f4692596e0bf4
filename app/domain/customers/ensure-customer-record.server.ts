import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { customers, profiles, user } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { convertSignupLeads } from "~/domain/leads/convert-signup-leads.server";

export type CustomerRecord = typeof customers.$inferSelect;
export type EnsureCustomerRecordResult = { customer: CustomerRecord; outcome: "existing" | "claimed" | "created" };

/**
 * The signed-in user's customer record, found or made (DECISIONS.md §2): the record already linked to the login;
 * else an unlinked record with the same e-mail, claimed only when the login's address is verified; else a new
 * record numbered from the customer-number sequence. A record claimed or made converts the login's sign-up lead in
 * the same transaction. Safe to call concurrently for one user: a per-user transaction lock lets one call decide
 * while the others wait and then find its record.
 */
export async function ensureCustomerRecord(input: {
  userId: string;
  executor?: Executor;
}): Promise<EnsureCustomerRecordResult> {
  const db = input.executor ?? (await database());
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ensure-customer:${input.userId}`}))`);
    const [linked] = await tx.select().from(customers).where(eq(customers.userId, input.userId));
    if (linked) return { customer: linked, outcome: "existing" as const };

    const [login] = await tx.select().from(user).where(eq(user.id, input.userId));
    if (!login) throw new AppError("NOT_FOUND", `No user ${input.userId}`);

    if (login.emailVerified) {
      const claimed = await claimUnlinkedRecord(tx, login.id, login.email);
      if (claimed) {
        await convertSignupLeads(tx, { userId: login.id, customerId: claimed.id });
        return { customer: claimed, outcome: "claimed" as const };
      }
    }

    const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, login.id));
    const [firstFromName = "", ...restOfName] = login.name.trim().split(/\s+/);
    const [created] = await tx
      .insert(customers)
      .values({
        userId: login.id,
        firstName: login.firstName || profile?.firstName || firstFromName || login.email.split("@")[0]!,
        lastName: login.lastName || profile?.lastName || restOfName.join(" "),
        email: login.email,
        phone: profile?.phone ?? null,
        addressLine1: profile?.address ?? null,
        city: profile?.city ?? null,
        state: profile?.state || "FL",
        zipCode: profile?.zipCode ?? null,
        source: "signup",
      })
      .returning();
    await convertSignupLeads(tx, { userId: login.id, customerId: created!.id });
    return { customer: created!, outcome: "created" as const };
  });
}

/** Links the oldest unlinked record with this e-mail (any case) to the login, if there is one. */
async function claimUnlinkedRecord(tx: Executor, userId: string, email: string): Promise<CustomerRecord | undefined> {
  const [candidate] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(isNull(customers.userId), sql`lower(${customers.email}) = ${email.toLowerCase()}`))
    .orderBy(asc(customers.createdAt), asc(customers.id))
    .limit(1)
    .for("update");
  if (!candidate) return undefined;
  const [claimed] = await tx
    .update(customers)
    .set({ userId, updatedAt: new Date() })
    .where(and(eq(customers.id, candidate.id), isNull(customers.userId)))
    .returning();
  return claimed;
}
