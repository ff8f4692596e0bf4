import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customers, invoices, user } from "~/db/schema";
import { createServiceRecord } from "~/domain/service-history/create-service-record.server";
import { useTestDatabase } from "../../../tests/support/test-database";

const { db } = useTestDatabase();

describe("the balance under concurrent changes for one customer", () => {
  it("adds ten owed service records for one customer at once without a deadlock, and the balance is their sum", async () => {
    await db().insert(user).values({ id: "admin-1", name: "Olga Owner", email: "owner@awac.example", role: "admin" });
    const [customer] = await db().insert(customers).values({ firstName: "Ana", lastName: "Ruiz" }).returning();
    // Each insert holds a key-share lock on the customer row (the foreign key) before the balance locks it for its
    // update: a lock that conflicted with key share made two such transactions wait on each other.
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) =>
        createServiceRecord({
          actor: { id: "admin-1" },
          input: {
            customerId: customer!.id,
            serviceType: "Filter change",
            serviceDate: "2026-01-10",
            description: `visit ${index}`,
            amountCharged: "50.00",
            paymentStatus: "pending",
          },
        }),
      ),
    );
    expect(results.filter((result) => result.status === "rejected")).toEqual([]);
    const open = await db().select().from(invoices).where(eq(invoices.customerId, customer!.id));
    expect(open).toHaveLength(10);
    const [record] = await db().select().from(customers).where(eq(customers.id, customer!.id));
    expect(record!.currentBalance).toBe(500);
  });
});
