import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { customers, jobs, orders, planVisits, subscriptions, user } from "~/db/schema";
import { createLogin } from "../../../tests/support/billing-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { enqueuePlanRenewalsDailyRun, runPlanRenewalsDay } from "./plan-renewals-daily-job.server";
import { readPlanVisitsOverview } from "./read-plan-visits-overview.server";

const { db } = useTestDatabase();
const staff = { isAdmin: true };
const DAY_MS = 24 * 60 * 60 * 1000;
// Noon in Miami on 10 June 2026.
const NOW = new Date("2026-06-10T16:00:00Z");
const later = (days: number) => new Date(NOW.getTime() + days * DAY_MS);
/** Noon in Miami on a business date: the instant a row written that day carries. */
const noonOf = (date: string) => new Date(`${date}T16:00:00Z`);

async function customer(database: Database, firstName: string, locale?: "es") {
  const login = locale ? await createLogin(database, firstName) : null;
  if (login) await database.update(user).set({ locale }).where(eq(user.id, login.id));
  const [row] = await database
    .insert(customers)
    .values({
      firstName,
      lastName: "Tester",
      email: `${firstName.toLowerCase()}@example.com`,
      userId: login?.id ?? null,
    })
    .returning();
  return row!;
}

/** A monthly plan started on `startDate` (its row written that day). */
async function member(
  database: Database,
  input: { name: string; startDate: string; planCode?: "premium_care" | "commercial_plus"; locale?: "es" },
  extra: Partial<typeof subscriptions.$inferInsert> = {},
) {
  const owner = await customer(database, input.name, input.locale);
  const [plan] = await database
    .insert(subscriptions)
    .values({
      customerId: owner.id,
      planCode: input.planCode ?? "premium_care",
      status: "active",
      createdAt: noonOf(input.startDate),
      ...extra,
    })
    .returning();
  return { owner, plan: plan! };
}

/** A paid Basic order bought on `paidOn`, and its one plan visit (done on `doneOn`, else still due). */
async function basicBuyer(database: Database, name: string, input: { paidOn: string; doneOn?: string }) {
  const owner = await customer(database, name);
  const [order] = await database
    .insert(orders)
    .values({
      customerId: owner.id,
      serviceType: "Basic Maintenance",
      planCode: "basic",
      amount: 89_00,
      status: "paid",
      createdAt: noonOf(input.paidOn),
    })
    .returning();
  await database.insert(planVisits).values({
    orderId: order!.id,
    customerId: owner.id,
    planCode: "basic",
    visitNumber: 1,
    dueDate: input.paidOn,
    status: input.doneOn ? "done" : "due",
    completedAt: input.doneOn ? noonOf(input.doneOn) : null,
  });
  return { owner, order: order! };
}

async function mailsOf(database: Database, kind: string) {
  const rows = await database
    .select({ payload: jobs.payload, dedupeKey: jobs.dedupeKey })
    .from(jobs)
    .where(eq(jobs.type, "email.send"))
    .orderBy(asc(jobs.id));
  return rows
    .map((row) => ({
      ...(row.payload as { kind?: string; to: string; subject: string; text: string }),
      key: row.dedupeKey,
    }))
    .filter((mail) => mail.kind === kind);
}

describe("renewal notices of monthly plans (issue 37 item 6)", () => {
  it("tells a member once, thirty days ahead, what the next plan year holds, however often the day runs", async () => {
    const { plan } = await member(db(), { name: "Ana", startDate: "2025-06-25" });

    await runPlanRenewalsDay(db(), NOW);
    await runPlanRenewalsDay(db(), NOW);
    await runPlanRenewalsDay(db(), later(1));

    const mails = await mailsOf(db(), "plan-renewal-notice");
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.key).toBe(`plan-renewal-notice:${plan.id}:2026-06-25`);
    expect(mail!.to).toBe("ana@example.com");
    expect(mail!.subject).toBe("Your Premium Care plan year renews on June 25, 2026");
    expect(mail!.text).toContain("2 in the plan year");
    expect(mail!.text).toContain("$149 a month, billed monthly");
    expect(mail!.text).toContain("15% off repairs");
    expect(mail!.text).toContain(
      "Plans can be cancelled with 30 days' written notice; partial years are not refunded. See our Terms of Service.",
    );
    expect(mail!.text).toContain("/customer/subscription");
  });

  it("writes to a Spanish-speaking member in Spanish, with the billing screen's Spanish terms", async () => {
    await member(db(), { name: "Luz", startDate: "2024-07-01", planCode: "commercial_plus", locale: "es" });
    await runPlanRenewalsDay(db(), NOW);
    const [mail] = await mailsOf(db(), "plan-renewal-notice");
    expect(mail!.subject).toBe("El año de su plan Comercial Plus se renueva el 1 de julio de 2026");
    expect(mail!.text).toContain("12 en el año del plan");
    expect(mail!.text).toContain("Los planes se pueden cancelar con 30 días de aviso por escrito");
  });

  it("says nothing more than thirty days before the anniversary, then once on the first day of the notice", async () => {
    await member(db(), { name: "Ben", startDate: "2025-07-11" });
    await runPlanRenewalsDay(db(), NOW);
    expect(await mailsOf(db(), "plan-renewal-notice")).toHaveLength(0);
    await runPlanRenewalsDay(db(), later(1));
    expect(await mailsOf(db(), "plan-renewal-notice")).toHaveLength(1);
  });

  it("tells nothing to an ended plan, a cancelled one, one scheduled to end or one in its first year", async () => {
    await member(db(), { name: "Cy", startDate: "2025-06-20" }, { status: "canceled" });
    await member(db(), { name: "Di", startDate: "2025-06-20" }, { cancelAtPeriodEnd: true, endsAt: later(5) });
    await member(db(), { name: "Ed", startDate: "2025-06-20" }, { endsAt: later(20) });
    await member(db(), { name: "Flo", startDate: "2026-06-01" });
    await runPlanRenewalsDay(db(), NOW);
    expect(await mailsOf(db(), "plan-renewal-notice")).toHaveLength(0);
  });

  it("is queued once a business day however many servers ask", async () => {
    const first = await enqueuePlanRenewalsDailyRun(db(), NOW);
    const second = await enqueuePlanRenewalsDailyRun(db(), later(0.1));
    expect(second).toMatchObject({ id: first.id, deduplicated: true });
    expect((await enqueuePlanRenewalsDailyRun(db(), later(1))).deduplicated).toBe(false);
  });

  it("dates a leap-day start's anniversary on 28 February of a common year, in the query as in the arithmetic", async () => {
    const { plan } = await member(db(), { name: "Gil", startDate: "2024-02-29" });
    await runPlanRenewalsDay(db(), noonOf("2027-02-10"));
    const [mail] = await mailsOf(db(), "plan-renewal-notice");
    expect(mail!.key).toBe(`plan-renewal-notice:${plan.id}:2027-02-28`);
  });
});

describe("Basic's next visit offered (issue 37 item 6)", () => {
  it("offers the next visit once, eleven months after the visit was done", async () => {
    const { order } = await basicBuyer(db(), "Hal", { paidOn: "2025-06-20", doneOn: "2025-07-11" });
    await runPlanRenewalsDay(db(), NOW);
    expect(await mailsOf(db(), "basic-next-visit")).toHaveLength(0);
    await runPlanRenewalsDay(db(), later(1));
    await runPlanRenewalsDay(db(), later(2));
    const mails = await mailsOf(db(), "basic-next-visit");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.key).toBe(`plan-basic-offer:${order.id}`);
    expect(mails[0]!.text).toContain("$89");
    expect(mails[0]!.text).toContain("/customer/subscription");
  });

  it("offers nothing while the paid visit is still open, nor to a customer who bought again", async () => {
    await basicBuyer(db(), "Ida", { paidOn: "2025-07-10" });
    const { owner } = await basicBuyer(db(), "Jo", { paidOn: "2025-06-01", doneOn: "2025-07-10" });
    await db()
      .insert(orders)
      .values({ customerId: owner.id, serviceType: "Basic", planCode: "basic", amount: 89_00, status: "paid" });
    await runPlanRenewalsDay(db(), NOW);
    expect(await mailsOf(db(), "basic-next-visit")).toHaveLength(0);
  });
  it("counts from the purchase an order older than plan visits, and offers nothing to a monthly-plan member", async () => {
    const { order } = await basicBuyer(db(), "Kay", { paidOn: "2025-07-10", doneOn: "2025-07-10" });
    await db().delete(planVisits).where(eq(planVisits.orderId, order.id));
    const { owner } = await basicBuyer(db(), "Lee", { paidOn: "2025-07-01", doneOn: "2025-07-10" });
    await db().insert(subscriptions).values({ customerId: owner.id, planCode: "premium_care", status: "active" });
    await runPlanRenewalsDay(db(), NOW);
    expect((await mailsOf(db(), "basic-next-visit")).map((mail) => mail.key)).toEqual([`plan-basic-offer:${order.id}`]);
  });
});

describe("the office's anniversaries coming (issue 37 item 6)", () => {
  it("lists monthly plans renewing within sixty days and Basic offers due, each with whether its mail went", async () => {
    await member(db(), { name: "Kim", startDate: "2025-06-25" });
    await member(db(), { name: "Lou", startDate: "2025-08-01" });
    await member(db(), { name: "Max", startDate: "2025-09-01" });
    await basicBuyer(db(), "Ned", { paidOn: "2025-06-01", doneOn: "2025-07-05" });
    await runPlanRenewalsDay(db(), NOW);

    const { anniversaries } = await readPlanVisitsOverview({ actor: staff, locale: "en", now: NOW });
    expect(anniversaries.renewalCount).toBe(2);
    expect(anniversaries.renewals.map((row) => [row.customerName, row.planName, row.date, row.sent])).toEqual([
      ["Kim Tester", "Premium Care", "2026-06-25", true],
      ["Lou Tester", "Premium Care", "2026-08-01", false],
    ]);
    expect(anniversaries.basicOfferCount).toBe(1);
    expect(anniversaries.basicOffers[0]).toMatchObject({ customerName: "Ned Tester", date: "2026-06-05", sent: true });
  });
});
