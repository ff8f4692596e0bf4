import { describe, expect, it } from "vitest";
import { customers, leads, profiles, serviceHistory, user } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { useTestDatabase } from "../../../tests/support/test-database";
import { invoiceSeededBalances } from "../../../tests/support/invoice-test-support";
import { getAdminDashboardStats } from "./get-admin-dashboard-stats.server";

const { db } = useTestDatabase();
const admin = { isAdmin: true };
// 15:00 UTC is 11:00 in Miami, the same calendar day.
const now = new Date("2026-06-10T15:00:00Z");
const daysFromNow = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000);

async function addUser(id: string) {
  await db()
    .insert(user)
    .values({ id, name: id, email: `${id}@example.com` });
}

describe("getAdminDashboardStats", () => {
  it("returns zeros on an empty database", async () => {
    expect(await getAdminDashboardStats({ actor: admin, now })).toEqual({
      totalCustomers: 0,
      activeCustomers: 0,
      outstandingBalance: 0,
      dueForService: 0,
      newSignups: 0,
      pendingLeads: 0,
    });
  });

  it("counts customers, balances, due services, recent sign-ups and new leads from known rows", async () => {
    const [ana, ben] = await db()
      .insert(customers)
      .values([
        { firstName: "Ana", lastName: "Ruiz", status: "active", currentBalance: 100.25, nextServiceDue: "2026-06-01" },
        { firstName: "Ben", lastName: "Cole", status: "active", currentBalance: 0, nextServiceDue: "2026-07-10" },
        { firstName: "Cy", lastName: "Diaz", status: "inactive", currentBalance: 50, nextServiceDue: "2026-07-11" },
        { firstName: "Di", lastName: "Eng", status: "suspended", currentBalance: 0, nextServiceDue: null },
      ])
      .returning({ id: customers.id });
    await db()
      .insert(serviceHistory)
      .values([
        {
          customerId: ana!.id,
          serviceType: "AC Repair",
          serviceDate: "2026-05-01",
          amountCharged: 200,
          paymentStatus: "pending",
        },
        {
          customerId: ben!.id,
          serviceType: "Tune-up",
          serviceDate: "2026-04-01",
          amountCharged: 89.5,
          paymentStatus: "overdue",
        },
        {
          customerId: ben!.id,
          serviceType: "Tune-up",
          serviceDate: "2026-03-01",
          amountCharged: 1000,
          paymentStatus: "paid",
        },
      ]);
    // As migration 0023 turned such balances into invoices: the balance is the sum of the open invoices (ADR 084).
    await invoiceSeededBalances(db());
    await addUser("recent");
    await addUser("old");
    await db()
      .insert(profiles)
      .values([
        { userId: "recent", createdAt: daysFromNow(-29) },
        { userId: "old", createdAt: daysFromNow(-31) },
      ]);
    await db()
      .insert(leads)
      .values([
        { name: "New one", source: "website_form", status: "new" },
        { name: "New two", source: "contact_form", status: "new" },
        { name: "Synced", source: "user_signup", status: "synced_to_monday" },
        { name: "Converted", source: "website_form", status: "converted" },
      ]);

    expect(await getAdminDashboardStats({ actor: admin, now })).toEqual({
      totalCustomers: 4,
      activeCustomers: 2,
      outstandingBalance: 439.75, // 100.25 + 50 entered, 200 pending + 89.50 overdue
      dueForService: 2, // overdue June 1 and July 10 (today + 30); July 11 is outside the window
      newSignups: 1,
      pendingLeads: 2,
    });
  });

  it("takes today from the business's time zone, not the server's", async () => {
    await db().insert(customers).values({ firstName: "Eve", lastName: "Fox", nextServiceDue: "2026-07-11" });
    // 02:00 UTC on June 11 is still June 10 in Miami, so July 11 is 31 days away.
    const lateEvening = new Date("2026-06-11T02:00:00Z");
    expect((await getAdminDashboardStats({ actor: admin, now: lateEvening })).dueForService).toBe(0);
    const nextMorning = new Date("2026-06-11T13:00:00Z");
    expect((await getAdminDashboardStats({ actor: admin, now: nextMorning })).dueForService).toBe(1);
  });

  it("refuses anyone who is not staff", async () => {
    await expect(getAdminDashboardStats({ actor: { isAdmin: false }, now })).rejects.toBeInstanceOf(AppError);
  });
});
