import { verifyPassword } from "better-auth/crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_SCHEDULING, DEFAULT_SETTINGS } from "~/config/business-defaults";
import { ANALYTICS_MONTHLY_LIST_MONTHS } from "~/config/business-rules";
import { resetEnvForTests } from "~/config/env.server";
import { businessDateOf } from "~/domain/analytics/analytics-calendar";
import { scheduleWindowsOn } from "~/domain/scheduling/schedule-windows";
import {
  countDemoRows,
  daysFromToday,
  insertDefaultZones,
  NO_DEMO_PASSWORDS,
  passwordHashOf,
  today,
} from "../../tests/support/seed-demo-test-support";
import { useTestDatabase } from "../../tests/support/test-database";
import { demoCalendar } from "./demo/demo-calendar";
import { readDemoPasswords } from "./demo/demo-login-passwords";
import { seedDemo } from "./seed-demo";
import {
  appointments,
  customers,
  dailyAnalytics,
  dailyAnalyticsBreakdown,
  leads,
  orders,
  planVisits,
  profiles,
  serviceHistory,
  serviceRequests,
  subscriptions,
  technicians,
  user,
} from "./schema";

/**
 * What one demo seed holds, read by every test from a single seed (a seed takes seconds): the tests only read, and the
 * last one seeds again to prove it adds nothing. The seeds that vary the environment are in seed-demo.db.test.ts.
 */
const { db } = useTestDatabase({ emptyBeforeEachTest: false });
const countRows = () => countDemoRows(db());
const passwordHash = (email: string) => passwordHashOf(db(), email);

beforeAll(async () => {
  for (const name of Object.keys(NO_DEMO_PASSWORDS)) vi.stubEnv(name, "");
  resetEnvForTests();
  await insertDefaultZones(db());
  await seedDemo(db());
}, 120_000);
afterAll(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

describe("the demo seed", () => {
  it("creates about 25 Miami-Dade customers in every status, plan and due state", async () => {
    const rows = await db().select().from(customers);
    expect(rows).toHaveLength(25);
    expect(rows.every((row) => (DEFAULT_SETTINGS.serviceAreas as readonly string[]).includes(row.city ?? ""))).toBe(
      true,
    );
    expect(new Set(rows.map((row) => row.city)).size).toBe(16);
    expect(rows.every((row) => /^\((305|786)\) 555-01\d\d$/.test(row.phone ?? ""))).toBe(true);
    expect(new Set(rows.map((row) => row.phone)).size).toBe(25);
    expect(rows.every((row) => /^\d{5}$/.test(row.zipCode ?? "") && row.equipmentBrand && row.installationDate)).toBe(
      true,
    );
    const statuses = rows.map((row) => row.status);
    expect(statuses.filter((status) => status === "active").length).toBeGreaterThan(15);
    expect(statuses.filter((status) => status === "suspended")).toHaveLength(1);
    expect(statuses).toContain("inactive");
    expect(new Set(rows.map((row) => row.servicePlan))).toEqual(
      new Set(["basic", "premium_care", "commercial_plus", "none"]),
    );
    expect(new Set(rows.map((row) => row.equipmentType))).toEqual(
      new Set(["Central Air", "Heat Pump", "Window Unit", "Ductless Mini-Split", "Furnace", "Boiler"]),
    );
    const due = rows.map((row) => row.nextServiceDue);
    expect(due.some((date) => date !== null && date < today())).toBe(true);
    expect(due.some((date) => date !== null && date >= today() && date <= daysFromToday(30))).toBe(true);
    expect(due.some((date) => date !== null && date > daysFromToday(30))).toBe(true);
    expect(due).toContain(null);
    const owing = rows.filter((row) => row.currentBalance > 0);
    expect(owing.length).toBeGreaterThan(0);
    // The balance is the sum of open invoices (ADR 084): the entered balances and the unpaid history, some customers.
    expect(owing.length).toBeLessThan(rows.length / 2);
    expect(rows.every((row) => /^AW\d+$/.test(row.customerNumber))).toBe(true);
  });
  it("adds service history, visits, leads, newsletter subscribers and analytics for every month the six-month lists show", async () => {
    const history = await db().select().from(serviceHistory);
    expect(history.length).toBeGreaterThan(25);
    expect(new Set(history.map((row) => row.paymentStatus))).toEqual(new Set(["paid", "pending", "overdue"]));
    expect(history.filter((row) => row.paymentStatus === "paid").length).toBeGreaterThan(history.length / 2);
    expect(history.every((row) => row.serviceDate >= daysFromToday(-731) && row.serviceDate <= today())).toBe(true);
    expect(history.every((row) => row.technicianName && row.amountCharged > 0)).toBe(true);

    const visits = await db().select().from(appointments);
    const requests = await db().select().from(serviceRequests);
    const now = new Date();
    expect(
      visits.every((visit) => visit.serviceRequestId && visit.serviceAddress && visit.phone && visit.serviceType),
    ).toBe(true);
    expect(new Set(visits.map((visit) => visit.serviceRequestId)).size).toBe(visits.length);
    expect(requests).toHaveLength(visits.length);
    const upcoming = visits.filter((visit) => visit.appointmentDate > now);
    expect(upcoming.some((visit) => visit.status === "scheduled")).toBe(true);
    expect(upcoming.some((visit) => visit.status === "confirmed")).toBe(true);
    expect(visits.filter((visit) => visit.status === "completed").every((visit) => visit.appointmentDate < now)).toBe(
      true,
    );
    expect(visits.filter((visit) => visit.status === "completed").length).toBeGreaterThan(1);
    expect(visits.filter((visit) => visit.status === "cancelled")).toHaveLength(1);

    const leadRows = await db().select().from(leads);
    expect(new Set(leadRows.map((lead) => lead.source))).toEqual(
      new Set(["website_form", "contact_form", "user_signup"]),
    );
    expect(new Set(leadRows.map((lead) => lead.status))).toEqual(
      new Set(["new", "synced_to_monday", "contacted", "converted"]),
    );
    const sixtyDaysAgo = new Date(Date.now() - 60 * 86_400_000);
    expect(leadRows.every((lead) => lead.createdAt >= sixtyDaysAgo && lead.createdAt <= now)).toBe(true);
    expect(leadRows.filter((lead) => lead.status === "synced_to_monday").every((lead) => lead.mondayItemId)).toBe(true);
    expect(leadRows.filter((lead) => lead.status === "converted").every((lead) => lead.customerId)).toBe(true);
    expect(leadRows.filter((lead) => lead.source === "user_signup").every((lead) => lead.userId)).toBe(true);

    const days = await db().select().from(dailyAnalytics).orderBy(dailyAnalytics.date);
    const now6 = new Date();
    const firstListedMonth = new Date(
      Date.UTC(now6.getUTCFullYear(), now6.getUTCMonth() - (ANALYTICS_MONTHLY_LIST_MONTHS - 1), 1),
    )
      .toISOString()
      .slice(0, 10);
    expect(days[0]!.date <= firstListedMonth).toBe(true);
    expect(days.at(-1)!.date < today()).toBe(true);
    expect(days.every((day) => day.pageviews >= day.visitors && day.visitors > 0 && day.bounceRate > 0)).toBe(true);
    expect(days.every((day) => day.closedAt !== null)).toBe(true);
    const pageTotals = await db()
      .select({
        date: dailyAnalyticsBreakdown.date,
        pageviews: sql<number>`sum(${dailyAnalyticsBreakdown.pageviews})::int`,
      })
      .from(dailyAnalyticsBreakdown)
      .where(eq(dailyAnalyticsBreakdown.dimension, "page"))
      .groupBy(dailyAnalyticsBreakdown.date)
      .orderBy(dailyAnalyticsBreakdown.date);
    expect(pageTotals).toEqual(days.map((day) => ({ date: day.date, pageviews: day.pageviews })));

    const counts = await countRows();
    expect(counts.newsletter).toBeGreaterThanOrEqual(3);
    // Every login but the technician's has a profile (a technician's login has none, as the Team screen's have none).
    expect(counts.profiles).toBe(counts.users - 1);
  });
  it("links the demo customer login to a Premium Care record with history, a visit coming up, a balance and a plan", async () => {
    const [login] = await db().select().from(user).where(eq(user.email, "customer@awac.example"));
    expect(login).toMatchObject({ role: "user", emailVerified: true, firstName: "Maria", lastName: "Gonzalez" });
    const [record] = await db().select().from(customers).where(eq(customers.userId, login!.id));
    expect(record).toMatchObject({ servicePlan: "premium_care", status: "active", email: "customer@awac.example" });

    const history = await db().select().from(serviceHistory).where(eq(serviceHistory.customerId, record!.id));
    expect(history.length).toBeGreaterThanOrEqual(3);
    expect(history.some((row) => row.paymentStatus === "pending" && row.amountCharged > 0)).toBe(true);
    const visits = await db().select().from(appointments).where(eq(appointments.customerId, record!.id));
    expect(
      visits.some((visit) => visit.appointmentDate > new Date() && ["scheduled", "confirmed"].includes(visit.status)),
    ).toBe(true);
    const plans = await db().select().from(subscriptions).where(eq(subscriptions.customerId, record!.id));
    expect(plans).toMatchObject([{ planCode: "premium_care", status: "active" }]);
    const paid = await db().select().from(orders).where(eq(orders.customerId, record!.id));
    expect(paid.length).toBeGreaterThanOrEqual(2);
    expect(
      paid.every((order) => Number.isInteger(order.amount) && order.amount >= 89_00 && order.status === "paid"),
    ).toBe(true);
    const [profile] = await db().select().from(profiles).where(eq(profiles.userId, login!.id));
    expect(profile).toMatchObject({ firstName: "Maria", lastName: "Gonzalez" });
  });
  it("gives the plan members a visit in each state the Plan Visits screen shows, due this month and not booked among them", async () => {
    const visits = await db()
      .select({
        status: planVisits.status,
        dueDate: planVisits.dueDate,
        appointmentId: planVisits.appointmentId,
        subscriptionStatus: subscriptions.status,
      })
      .from(planVisits)
      .innerJoin(subscriptions, eq(subscriptions.id, planVisits.subscriptionId));
    expect(new Set(visits.map((visit) => visit.status))).toEqual(
      new Set(["due", "offered", "booked", "done", "follow_up"]),
    );
    expect(visits.every((visit) => visit.subscriptionStatus === "active")).toBe(true);
    const today = businessDateOf(new Date());
    expect(visits).toContainEqual(expect.objectContaining({ status: "due", dueDate: today }));
    const [login] = await db().select().from(user).where(eq(user.email, "customer@awac.example"));
    const [record] = await db().select().from(customers).where(eq(customers.userId, login!.id));
    const own = await db().select().from(planVisits).where(eq(planVisits.customerId, record!.id));
    expect(own.map((visit) => [visit.visitNumber, visit.status])).toEqual([
      [1, "done"],
      [2, "due"],
    ]);
  });
  it("gives each plan member the next service due their open plan visit says, so the due-soon figures agree", async () => {
    const open = await db()
      .select({
        status: planVisits.status,
        dueDate: planVisits.dueDate,
        appointmentDate: appointments.appointmentDate,
        nextServiceDue: customers.nextServiceDue,
      })
      .from(planVisits)
      .innerJoin(customers, eq(customers.id, planVisits.customerId))
      .leftJoin(appointments, eq(appointments.id, planVisits.appointmentId))
      .where(sql`${planVisits.status} <> 'done'`);
    expect(open).toHaveLength(5);
    for (const visit of open)
      expect(visit.nextServiceDue).toBe(
        visit.status === "booked" && visit.appointmentDate ? businessDateOf(visit.appointmentDate) : visit.dueDate,
      );
  });
  it("gives the demo technician Kevin Brooks the login tech@awac.example, with visits today and every day this week", async () => {
    const [login] = await db().select().from(user).where(eq(user.email, "tech@awac.example"));
    expect(login).toMatchObject({ role: "technician", emailVerified: true });
    expect(await db().select().from(profiles).where(eq(profiles.userId, login!.id))).toEqual([]);
    const [technician] = await db().select().from(technicians).where(eq(technicians.userId, login!.id));
    expect(technician).toMatchObject({ name: "Kevin Brooks", email: "tech@awac.example", active: true });
    const visits = await db()
      .select({ startsAt: appointments.appointmentDate, windowEnd: appointments.windowEnd })
      .from(appointments)
      .where(eq(appointments.technicianId, technician!.id));
    const calendar = demoCalendar();
    const days = new Set(visits.map((visit) => businessDateOf(visit.startsAt)));
    // Today's windows that have not ended yet (none on a Sunday, when the business has no windows).
    const open = scheduleWindowsOn(DEFAULT_SCHEDULING, calendar.date(0)).filter(
      (window) => window.endsAt.getTime() > Date.now(),
    );
    if (open.length > 0) expect(days).toContain(calendar.date(0));
    const weekDays = [1, 2, 3, 4, 5, 6].map((offset) => calendar.date(offset));
    const businessDays = weekDays.filter((day) => scheduleWindowsOn(DEFAULT_SCHEDULING, day).length > 0);
    expect(businessDays.filter((day) => days.has(day))).toEqual(businessDays);
  });

  it("adds nothing when it runs a second time, and keeps the strong passwords it generated, so every start can print the three logins", async () => {
    const first = await countRows();
    await seedDemo(db());
    expect(await countRows()).toEqual(first);
    expect(first.customers).toBe(25);
    const kept = await readDemoPasswords(db(), NO_DEMO_PASSWORDS);
    if (
      kept.admin.source !== "generated" ||
      kept.customer.source !== "generated" ||
      kept.technician.source !== "generated"
    )
      throw new Error("expected generated passwords");
    expect(new Set([kept.admin.password, kept.customer.password, kept.technician.password]).size).toBe(3);
    expect(
      [kept.admin.password, kept.customer.password, kept.technician.password].every(
        (password) => password.length >= 16,
      ),
    ).toBe(true);
    expect(
      await verifyPassword({ hash: await passwordHash("tech@awac.example"), password: kept.technician.password }),
    ).toBe(true);
    expect(
      await verifyPassword({ hash: await passwordHash("admin@awac.example"), password: kept.admin.password }),
    ).toBe(true);
    expect(
      await verifyPassword({ hash: await passwordHash("customer@awac.example"), password: kept.customer.password }),
    ).toBe(true);
  });
});
