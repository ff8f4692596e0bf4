import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { appointments, customers, invoices, serviceHistory, user } from "~/db/schema";
import { migrationsFolder } from "~/db/migrate";
import { draftInvoiceForVisit } from "~/domain/invoices/draft-invoice-for-visit.server";

export const INVOICE_STAFF = { id: "invoice-staff" };

export async function addInvoiceStaff(db: Database): Promise<void> {
  await db
    .insert(user)
    .values({ id: INVOICE_STAFF.id, name: "Olga Office", email: "office@awac.example", role: "admin" })
    .onConflictDoNothing();
}

export async function addInvoiceCustomer(
  db: Database,
  values: Partial<typeof customers.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(customers)
    .values({ firstName: "Ana", lastName: "Pérez", email: "ana@example.com", ...values })
    .returning({ id: customers.id });
  return row!.id;
}

/** A completed visit's appointment and service record, and its draft invoice as the completion makes it. */
export async function draftVisitInvoice(
  db: Database,
  customerId: string,
  facts: { amountCharged: number; paidOnSite?: boolean; description?: string } = { amountCharged: 0 },
): Promise<{ invoiceId: string; appointmentId: string; serviceRecordId: string }> {
  const [appointment] = await db
    .insert(appointments)
    .values({
      customerId,
      serviceType: "AC Repair",
      appointmentDate: new Date("2026-03-02T14:00:00Z"),
      serviceAddress: "1 Main St",
      phone: "(305) 555-0101",
      status: "completed",
    })
    .returning({ id: appointments.id });
  const [record] = await db
    .insert(serviceHistory)
    .values({
      customerId,
      appointmentId: appointment!.id,
      serviceType: "AC Repair",
      serviceDate: "2026-03-02",
      amountCharged: facts.amountCharged,
      paymentStatus: facts.paidOnSite ? "paid" : "pending",
    })
    .returning({ id: serviceHistory.id });
  const { invoiceId } = await db.transaction((tx) =>
    draftInvoiceForVisit(tx, {
      appointmentId: appointment!.id,
      customerId,
      serviceRecordId: record!.id,
      amountCharged: facts.amountCharged,
      description: facts.description ?? "Replaced the capacitor",
      paidOnSite: facts.paidOnSite ?? false,
      actor: INVOICE_STAFF,
      now: new Date("2026-03-02T16:00:00Z"),
    }),
  );
  return { invoiceId, appointmentId: appointment!.id, serviceRecordId: record!.id };
}

/** The customer's stored balance and the sum of their open invoices, in cents: they must always agree. */
export async function balancesOf(db: Database, customerId: string): Promise<{ stored: number; invoiced: number }> {
  const [customer] = await db
    .select({ balance: customers.currentBalance })
    .from(customers)
    .where(eq(customers.id, customerId));
  const [sum] = await db
    .select({ cents: sql<string | null>`sum(${invoices.balanceCents})` })
    .from(invoices)
    .where(and(eq(invoices.customerId, customerId), eq(invoices.status, "open")));
  return { stored: Math.round(customer!.balance * 100), invoiced: Number(sum?.cents ?? 0) };
}

/**
 * Turns balances seeded the old way (an entered current_balance, pending and overdue service records inserted
 * directly) into invoices with migration 0023's own statements, as an existing database's were: tests written for the
 * balance before invoices keep their figures, now read from invoices.
 */
export async function invoiceSeededBalances(db: Database): Promise<void> {
  const file = readFileSync(path.join(migrationsFolder(), "0023_invoices.sql"), "utf8");
  const start = file.indexOf("-- Today's balances become invoices");
  const statements = file
    .slice(start)
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter(Boolean);
  await db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}
