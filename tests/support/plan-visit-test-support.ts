import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { appointments, planVisits } from "~/db/schema";
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
