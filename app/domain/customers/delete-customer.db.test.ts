import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  appointments,
  auditLog,
  customers,
  leads,
  orders,
  rewardClaims,
  serviceHistory,
  serviceRequests,
  subscriptions,
  user,
} from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { deleteCustomer } from "./delete-customer.server";

const { db } = useTestDatabase();
const admin = { id: "admin-1" };

beforeEach(async () => {
  await db()
    .insert(user)
    .values([
      { id: admin.id, name: "Olga Owner", email: "owner@awac.example", role: "admin" },
      { id: "lucia", name: "Lucía Gómez", email: "lucia@example.com" },
    ]);
});

/** A customer with a login and one row of everything that belongs to a customer. */
async function customerWithHistory() {
  const [customer] = await db()
    .insert(customers)
    .values({
      userId: "lucia",
      customerNumber: "AW2001",
      firstName: "Lucía",
      lastName: "Gómez",
      addressLine1: "1 Palm Ave",
      city: "Miami",
      zipCode: "33101",
    })
    .returning();
  const id = customer!.id;
  const [request] = await db()
    .insert(serviceRequests)
    .values({ customerId: id, name: "Lucía Gómez", serviceType: "AC Repair" })
    .returning();
  await db()
    .insert(appointments)
    .values({
      customerId: id,
      serviceRequestId: request!.id,
      serviceType: "AC Repair",
      appointmentDate: new Date("2026-06-03T14:00:00Z"),
      serviceAddress: "1 Palm Ave",
      phone: "305-555-0100",
    });
  await db().insert(serviceHistory).values({
    customerId: id,
    serviceType: "Maintenance",
    serviceDate: "2026-01-10",
    amountCharged: 89,
    paymentStatus: "paid",
  });
  await db()
    .insert(rewardClaims)
    .values({ customerId: id, rewardCode: "free_service_call", points: 500, claimYear: 2026 });
  await db().insert(leads).values({ name: "Lucía Gómez", source: "website_form", customerId: id });
  await db()
    .insert(orders)
    .values({ customerId: id, serviceType: "Basic Maintenance", planCode: "basic", amount: 8900, status: "paid" });
  await db()
    .insert(subscriptions)
    .values({ customerId: id, planCode: "premium_care", status: "canceled", stripeSubscriptionId: "sub_old" });
  return id;
}

describe("deleteCustomer", () => {
  it("keeps orders and subscriptions detached with the name and number, removes the customer's own rows and keeps the login", async () => {
    const id = await customerWithHistory();
    expect(await deleteCustomer({ actor: admin, customerId: id })).toEqual({
      customerNumber: "AW2001",
      name: "Lucía Gómez",
    });

    expect(await db().select().from(customers)).toEqual([]);
    const [order] = await db().select().from(orders);
    expect(order).toMatchObject({
      customerId: null,
      detachedCustomerName: "Lucía Gómez",
      detachedCustomerNumber: "AW2001",
      amount: 8900,
    });
    const [subscription] = await db().select().from(subscriptions);
    expect(subscription).toMatchObject({
      customerId: null,
      detachedCustomerName: "Lucía Gómez",
      detachedCustomerNumber: "AW2001",
    });
    for (const table of [appointments, serviceRequests, serviceHistory, rewardClaims])
      expect(await db().select().from(table)).toEqual([]);
    const [lead] = await db().select().from(leads);
    expect(lead).toMatchObject({ name: "Lucía Gómez", customerId: null });
    expect(await db().select().from(user).where(eq(user.id, "lucia"))).toHaveLength(1);
  });

  it("writes a customer.delete audit entry with the number, the name, what was removed and what was kept", async () => {
    const id = await customerWithHistory();
    await deleteCustomer({ actor: admin, customerId: id });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "customer.delete"));
    expect(entry).toMatchObject({
      actorUserId: admin.id,
      entityId: id,
      details: {
        customerNumber: "AW2001",
        name: "Lucía Gómez",
        hadLogin: true,
        removed: { appointments: 1, serviceRequests: 1, serviceHistory: 1, rewardClaims: 1, leadsUnlinked: 1 },
        kept: { orders: 1, subscriptions: 1 },
      },
    });
  });

  it.each(["active", "trialing", "past_due"])(
    "refuses while the customer has a %s paid plan and changes nothing",
    async (status) => {
      const id = await customerWithHistory();
      await db()
        .insert(subscriptions)
        .values({ customerId: id, planCode: "commercial_plus", status, stripeSubscriptionId: `sub_${status}` });
      await expect(deleteCustomer({ actor: admin, customerId: id })).rejects.toMatchObject({
        code: "CONFLICT",
        message: expect.stringContaining("Cancel the plan first"),
      });
      expect(await db().select().from(customers)).toHaveLength(1);
      expect(await db().select().from(serviceHistory)).toHaveLength(1);
      expect((await db().select().from(orders))[0]!.detachedCustomerName).toBeNull();
      expect(await db().select().from(auditLog)).toEqual([]);
    },
  );

  it("answers NOT_FOUND for an unknown, malformed or already deleted customer", async () => {
    const id = await customerWithHistory();
    await deleteCustomer({ actor: admin, customerId: id });
    await expect(deleteCustomer({ actor: admin, customerId: id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(deleteCustomer({ actor: admin, customerId: "42" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
