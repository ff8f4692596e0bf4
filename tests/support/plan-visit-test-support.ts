import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { appointments, customers, jobs, planVisits, technicians, zoneZipCodes } from "~/db/schema";
import { completeDemoCheckout } from "~/domain/billing/complete-demo-checkout.server";
import { createCheckout } from "~/domain/billing/create-checkout.server";
import { createPayment } from "~/domain/billing/create-payment.server";
import { createLogin, customerOf } from "./billing-test-support";

/** Test support for plan visits (issue 37; not used by the app). */

const ORIGIN = "http://localhost:3000";

/** The token in a demo checkout URL. */
function demoTokenOf(url: string): string {
  const match = url.match(/\/demo-checkout\/([^/?#]+)$/);
  if (!match) throw new Error(`not a demo checkout URL: ${url}`);
  return match[1]!;
}

/** A customer who bought `plan` on the demo checkout (no Stripe key), and their customer record. */
export async function demoPlanPurchase(db: Database, plan: "basic" | "premium_care" | "commercial_plus", name = "Ana") {
  const login = await createLogin(db, name);
  const started =
    plan === "basic"
      ? await createPayment({ user: login, origin: ORIGIN })
      : await createCheckout({ user: login, planCode: plan, origin: ORIGIN });
  await completeDemoCheckout({ user: login, token: demoTokenOf(started.url) });
  return { login, started, customer: await customerOf(db, login), token: demoTokenOf(started.url) };
}

/** Every plan visit, oldest plan and lowest number first. */
export async function planVisitRows(db: Database) {
  return db.select().from(planVisits).orderBy(asc(planVisits.createdAt), asc(planVisits.visitNumber));
}

/** A confirmed appointment for the customer at `at`, made the plan visit's booking (as the one-tap page will). */
export async function bookPlanVisitDirectly(
  db: Database,
  input: { planVisitId: string; customerId: string; at: Date },
) {
  const [appointment] = await db
    .insert(appointments)
    .values({
      customerId: input.customerId,
      serviceType: "Maintenance",
      appointmentDate: input.at,
      windowEnd: new Date(input.at.getTime() + 2 * 60 * 60_000),
      serviceAddress: "12 Palm Ave, Coral Gables, FL 33134",
      phone: "(305) 555-0100",
      status: "confirmed",
    })
    .returning();
  await db
    .update(planVisits)
    .set({ status: "booked", appointmentId: appointment!.id, bookedAt: input.at })
    .where(eq(planVisits.id, input.planVisitId));
  return appointment!;
}

/** Monday to Saturday, 7 AM to 6 PM: every default window of the week. */
const ALL_WEEK = {
  sunday: null,
  monday: { start: "07:00", end: "18:00" },
  tuesday: { start: "07:00", end: "18:00" },
  wednesday: { start: "07:00", end: "18:00" },
  thursday: { start: "07:00", end: "18:00" },
  friday: { start: "07:00", end: "18:00" },
  saturday: { start: "07:00", end: "18:00" },
};

/** The Doral zone (zip 33178) with `count` maintenance technicians working all week. */
export async function addDoralMaintenanceTechnicians(db: Database, count = 1): Promise<void> {
  await db.insert(zoneZipCodes).values({ zone: "Doral", zipCode: DORAL_ZIP }).onConflictDoNothing();
  await db.insert(technicians).values(
    Array.from({ length: count }, (_, index) => ({
      name: `Tech ${index + 1}`,
      phone: "(305) 555-0100",
      email: `tech${index + 1}@awac.example`,
      serviceTypes: ["Maintenance"],
      zones: ["Doral"],
      weeklyHours: ALL_WEEK,
    })),
  );
}

export const DORAL_ZIP = "33178";

/** A plan customer in Doral with a phone, as the offer needs them. */
export async function planCustomerInDoral(
  db: Database,
  plan: "basic" | "premium_care" | "commercial_plus",
  name: string,
  phone = "(305) 555-0100",
) {
  const bought = await demoPlanPurchase(db, plan, name);
  await db
    .update(customers)
    .set({ zipCode: DORAL_ZIP, phone, addressLine1: "10 Palm Ave", city: "Doral" })
    .where(eq(customers.id, bought.customer.id));
  return bought;
}

/** The plan-visit e-mails queued, oldest first, with their recipients, subjects and bodies. */
export async function planVisitMails(db: Database) {
  const rows = await db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.type, "email.send"))
    .orderBy(asc(jobs.id));
  return rows
    .map((row) => row.payload as { kind?: string; to: string; subject: string; text: string })
    .filter((payload) => payload.kind === "plan-visit-offer");
}

/** The links to the one-tap page in a mail or text body. */
export function planVisitLinks(body: string): string[] {
  return [...body.matchAll(/\/plan-visit\/([A-Za-z0-9_-]{43})/g)].map((match) => match[1]!);
}
