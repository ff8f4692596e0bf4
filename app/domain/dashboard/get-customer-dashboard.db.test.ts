import { describe, expect, it } from "vitest";
import { customers, serviceHistory, user } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { getCustomerDashboard } from "./get-customer-dashboard.server";

const { db } = useTestDatabase();

async function addUser(id: string, firstName: string | null = null) {
  await db().insert(user).values({ id, name: id, email: `${id}@example.com`, firstName });
  return { id, firstName };
}

describe("getCustomerDashboard", () => {
  it("reports no customer record for a login that has none", async () => {
    const ana = await addUser("ana", "Ana");
    expect(await getCustomerDashboard({ user: ana })).toEqual({ firstName: "Ana", customer: null });
  });

  it("adds unpaid service history to the entered balance and names the catalog plan", async () => {
    const ana = await addUser("ana", "Ana");
    const [record] = await db()
      .insert(customers)
      .values({
        userId: ana.id,
        firstName: "Ana",
        lastName: "Ruiz",
        currentBalance: 1000,
        servicePlan: "premium_care",
        nextServiceDue: "2026-09-15",
        status: "active",
      })
      .returning({ id: customers.id });
    await db()
      .insert(serviceHistory)
      .values([
        { customerId: record!.id, serviceType: "AC Repair", serviceDate: "2026-05-01", amountCharged: 200.25, paymentStatus: "pending" },
        { customerId: record!.id, serviceType: "Tune-up", serviceDate: "2026-04-01", amountCharged: 34.25, paymentStatus: "overdue" },
        { customerId: record!.id, serviceType: "Tune-up", serviceDate: "2026-03-01", amountCharged: 500, paymentStatus: "paid" },
      ]);

    expect(await getCustomerDashboard({ user: ana })).toEqual({
      firstName: "Ana",
      customer: {
        nextServiceDue: "2026-09-15",
        currentBalance: 1234.5,
        plan: { code: "premium_care", name: "Premium Care", nameEs: "Cuidado Premium" },
        status: "active",
      },
    });
  });

  it("shows only the signed-in user's own record, never another customer's", async () => {
    const ana = await addUser("ana");
    await addUser("ben");
    await db()
      .insert(customers)
      .values([
        { userId: "ben", firstName: "Ben", lastName: "Cole", currentBalance: 999, status: "suspended" },
        { firstName: "Unlinked", lastName: "Record", currentBalance: 5 },
      ]);
    expect(await getCustomerDashboard({ user: ana })).toEqual({ firstName: null, customer: null });
  });

  it("falls back to the record's first name and reports no plan, no date and another status as they are", async () => {
    const ana = await addUser("ana");
    await db()
      .insert(customers)
      .values({ userId: ana.id, firstName: "Anita", lastName: "Ruiz", servicePlan: "none", status: "suspended" });
    expect(await getCustomerDashboard({ user: ana })).toEqual({
      firstName: "Anita",
      customer: { nextServiceDue: null, currentBalance: 0, plan: null, status: "suspended" },
    });
  });
});
