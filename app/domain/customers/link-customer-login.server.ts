import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { database } from "~/db/database.server";
import { customers, user } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { convertSignupLeads } from "~/domain/leads/convert-signup-leads.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { isDesignatedAdminEmail, isTechnicianRole } from "~/auth/permissions";
import { knownCustomerId } from "./customer-id";

/** Message keys of the Link a login form; the screen words them (`admin.customerDetail.link.errors`). */
export type LinkLoginErrorKey = "emailInvalid" | "noSuchLogin" | "loginHasRecord" | "loginIsStaff" | "recordHasLogin";

const LinkLoginSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, "emailInvalid").max(254, "emailInvalid").pipe(z.email("emailInvalid")),
});

function refused(key: LinkLoginErrorKey, message: string): AppError {
  return new AppError("BAD_INPUT", message, { email: key });
}

/**
 * Staff link a login (a sign-up) to a customer record that has none (DECISIONS.md §2, "Link Accounts"), found by
 * the login's e-mail; the login's sign-up lead becomes converted with it. Refused with a field message when no login
 * has that address, the login already has a record (one record per login), the login is staff (an admin is not a
 * customer), or the record got a login meanwhile.
 */
export async function linkCustomerLogin(input: {
  actor: { id: string };
  customerId: string;
  email: unknown;
}): Promise<{ email: string }> {
  const id = knownCustomerId(input.customerId);
  const parsed = LinkLoginSchema.safeParse({ email: input.email });
  if (!parsed.success) throw refused("emailInvalid", "Enter a valid email address");
  const email = parsed.data.email;
  const settings = await getSettings();
  const db = await database();
  return db.transaction(async (tx) => {
    const [login] = await tx
      .select()
      .from(user)
      .where(sql`lower(${user.email}) = ${email}`);
    // Checked before any lock, so an unknown record is NOT_FOUND whatever the e-mail.
    const [known] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, id));
    if (!known) throw new AppError("NOT_FOUND", "Customer not found");
    if (!login) throw refused("noSuchLogin", `No login uses ${email}`);
    // Staff logins, technicians' included (issue 34), are never a customer's.
    if (
      login.role === "admin" ||
      isTechnicianRole(login.role) ||
      isDesignatedAdminEmail(login.email, settings.adminEmail)
    )
      throw refused("loginIsStaff", "That login belongs to staff");
    // ensureCustomerRecord's lock, taken before the record's row lock as it does, so the two never wait on each
    // other in a circle: a portal request making this login's record waits, then finds this one.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ensure-customer:${login.id}`}))`);
    const [record] = await tx
      .select({ userId: customers.userId, customerNumber: customers.customerNumber })
      .from(customers)
      .where(eq(customers.id, id))
      .for("update");
    if (!record) throw new AppError("NOT_FOUND", "Customer not found");
    if (record.userId) throw refused("recordHasLogin", "This customer already has a login");
    const [existing] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.userId, login.id));
    if (existing) throw refused("loginHasRecord", "That login already has a customer record");
    await tx
      .update(customers)
      .set({ userId: login.id, updatedAt: sql`now()` })
      .where(and(eq(customers.id, id), isNull(customers.userId)));
    await convertSignupLeads(tx, { userId: login.id, customerId: id });
    await recordAudit(tx, {
      actor: input.actor,
      action: "customer.link-login",
      entity: "customer",
      entityId: id,
      details: { customerNumber: record.customerNumber, userId: login.id, email: login.email },
    });
    return { email: login.email };
  });
}

/**
 * Takes the login off a record (a wrong link). The login and the record both stay; the person's portal has no
 * record until one is found or made again (DECISIONS.md §2).
 */
export async function unlinkCustomerLogin(input: {
  actor: { id: string };
  customerId: string;
}): Promise<{ email: string | null }> {
  const id = knownCustomerId(input.customerId);
  const db = await database();
  return db.transaction(async (tx) => {
    const [record] = await tx
      .select({ userId: customers.userId, customerNumber: customers.customerNumber, email: user.email })
      .from(customers)
      .leftJoin(user, eq(user.id, customers.userId))
      .where(eq(customers.id, id))
      .for("update", { of: customers });
    if (!record) throw new AppError("NOT_FOUND", "Customer not found");
    if (!record.userId) return { email: null };
    await tx
      .update(customers)
      .set({ userId: null, updatedAt: sql`now()` })
      .where(eq(customers.id, id));
    await recordAudit(tx, {
      actor: input.actor,
      action: "customer.unlink-login",
      entity: "customer",
      entityId: id,
      details: { customerNumber: record.customerNumber, userId: record.userId, email: record.email },
    });
    return { email: record.email };
  });
}
