import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { appointments, customers, orders, rewardClaims, subscriptions, user } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { invoiceSeededBalances } from "../../../tests/support/invoice-test-support";
import { getCustomerDetail } from "./get-customer-detail.server";

const { db } = useTestDatabase();
const admin = { id: "admin-1" };
const NOW = new Date("2026-06-01T14:00:00Z");

beforeEach(async () => {
  await db()
    .insert(user)
    .values([
      { id: admin.id, name: "Olga Owner", email: "owner@awac.example", role: "admin" },
      { id: "lucia", name: "Lucía Gómez", email: "lucia@example.com", emailVerified: true },
    ]);
});

async function addCustomer(values: Partial<typeof customers.$inferInsert> = {}) {
  const [row] = await db()
    .insert(customers)
    .values({
      firstName: "Lucía",
      lastName: "Gómez",
      addressLine1: "1 Palm Ave",
      city: "Miami",
      zipCode: "33101",
      ...values,
    })
    .returning();
  return row!.id;
}

describe("getCustomerDetail", () => {
  it("shows the balance as the entered balance plus pending and overdue service records, never paid ones", async () => {
    const id = await addCustomer({ currentBalance: 100 });
    await db().execute(sql`
      insert into service_history (customer_id, service_type, service_date, amount_charged, payment_status) values
        (${id}, 'AC Repair', '2026-05-01', 50.25, 'pending'),
        (${id}, 'Maintenance', '2026-04-01', 10, 'overdue'),
        (${id}, 'Installation', '2026-03-01', 999, 'paid')
    `);
    // As migration 0023 turned such balances into invoices: the balance is the sum of the open invoices (ADR 084).
    await invoiceSeededBalances(db());
    const detail = await getCustomerDetail({ actor: admin, customerId: id, now: NOW });
    expect(detail.balance).toEqual({ entered: 100, unpaidService: 60.25, unpaidServiceCount: 2, total: 160.25 });
    expect(detail.serviceHistory.map((row) => row.serviceDate)).toEqual(["2026-05-01", "2026-04-01", "2026-03-01"]);
    expect(detail.counts.serviceHistory).toBe(3);
  });

  it("shows the linked login, the plan that blocks a delete and the customer's rows newest first", async () => {
    const id = await addCustomer({ userId: "lucia", customerNotes: "Please call first", notes: "VIP" });
    await db()
      .insert(appointments)
      .values([
        {
          customerId: id,
          serviceType: "AC Repair",
          appointmentDate: new Date("2026-05-03T14:00:00Z"),
          serviceAddress: "1 Palm Ave",
          phone: "305-555-0100",
          status: "completed",
        },
        {
          customerId: id,
          serviceType: "Maintenance",
          appointmentDate: new Date("2026-07-03T14:00:00Z"),
          serviceAddress: "1 Palm Ave",
          phone: "305-555-0100",
        },
      ]);
    await db()
      .insert(orders)
      .values({ customerId: id, serviceType: "Premium Care", planCode: "premium_care", amount: 14900, status: "paid" });
    await db()
      .insert(subscriptions)
      .values({ customerId: id, planCode: "premium_care", status: "active", stripeSubscriptionId: "sub_1" });
    await db()
      .insert(rewardClaims)
      .values({ customerId: id, rewardCode: "free_service_call", points: 500, claimYear: 2026 });

    const detail = await getCustomerDetail({ actor: admin, customerId: id, now: NOW });
    expect(detail.login).toMatchObject({ email: "lucia@example.com", emailVerified: true });
    expect(detail).toMatchObject({
      notes: "VIP",
      customerNotes: "Please call first",
      activeSubscription: { planCode: "premium_care", status: "active" },
    });
    expect(detail.appointments.map((row) => row.serviceType)).toEqual(["Maintenance", "AC Repair"]);
    expect(detail.orders).toEqual([expect.objectContaining({ amountCents: 14900, status: "paid" })]);
    expect(detail.rewardClaims).toEqual([
      expect.objectContaining({ rewardCode: "free_service_call", claimYear: 2026 }),
    ]);
  });

  it("marks a next service within 30 days, or overdue, as due soon", async () => {
    const dueIn30 = await addCustomer({ nextServiceDue: "2026-07-01" });
    const overdue = await addCustomer({ nextServiceDue: "2026-01-01" });
    const later = await addCustomer({ nextServiceDue: "2026-07-02" });
    const none = await addCustomer();
    const dueSoon = async (customerId: string) =>
      (await getCustomerDetail({ actor: admin, customerId, now: NOW })).dueSoon;
    expect([await dueSoon(dueIn30), await dueSoon(overdue), await dueSoon(later), await dueSoon(none)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it("answers NOT_FOUND for an unknown or malformed id", async () => {
    await expect(
      getCustomerDetail({ actor: admin, customerId: "6a0f6f7e-9d4f-4a59-9b55-3f7f3c1d2e10" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(getCustomerDetail({ actor: admin, customerId: "../etc/passwd" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
