import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customers, user } from "~/db/schema";
import { createCredentialUser } from "~/domain/accounts/create-credential-user.server";
import { useTestDatabase } from "../../../tests/support/test-database";
import { ensureCustomerRecord } from "./ensure-customer-record.server";

const { db } = useTestDatabase();

async function login(email: string, emailVerified: boolean): Promise<string> {
  const { id } = await createCredentialUser({
    email,
    password: "Quiet-River-2031",
    name: "Lucia Gomez",
    firstName: "Lucia",
    lastName: "Gomez",
    emailVerified,
  });
  return id;
}

async function staffRecord(email: string, customerNumber: string, userId: string | null = null) {
  const [row] = await db()
    .insert(customers)
    .values({
      firstName: "Lucía",
      lastName: "Gómez",
      email,
      customerNumber,
      userId,
      addressLine1: "1 Palm Ave",
      city: "Miami",
    })
    .returning();
  return row!;
}

describe("ensureCustomerRecord", () => {
  it("claims the unlinked record with the same verified e-mail (any case) instead of making one", async () => {
    const imported = await staffRecord("LUCIA@example.com", "AW5001");
    const userId = await login("lucia@example.com", true);
    const result = await ensureCustomerRecord({ userId });
    expect(result.outcome).toBe("claimed");
    expect(result.customer).toMatchObject({
      id: imported.id,
      userId,
      customerNumber: "AW5001",
      addressLine1: "1 Palm Ave",
    });
    expect(await db().select().from(customers)).toHaveLength(1);
  });

  it("does not claim a record for an unverified address: it makes a new one", async () => {
    await staffRecord("lucia@example.com", "AW5001");
    const userId = await login("lucia@example.com", false);
    const result = await ensureCustomerRecord({ userId });
    expect(result.outcome).toBe("created");
    expect(result.customer).toMatchObject({
      userId,
      firstName: "Lucia",
      lastName: "Gomez",
      email: "lucia@example.com",
      source: "signup",
    });
    const [unlinked] = await db().select().from(customers).where(eq(customers.customerNumber, "AW5001"));
    expect(unlinked!.userId).toBeNull();
  });

  it("never takes a record already linked to another login", async () => {
    const other = await login("someone@example.com", true);
    await staffRecord("lucia@example.com", "AW5001", other);
    const userId = await login("lucia@example.com", true);
    expect((await ensureCustomerRecord({ userId })).outcome).toBe("created");
  });

  it("numbers a new record from the sequence with the AW prefix", async () => {
    const userId = await login("new@example.com", true);
    const { customer } = await ensureCustomerRecord({ userId });
    expect(customer.customerNumber).toMatch(/^AW\d{4,}$/);
  });

  it("returns the same record on later calls", async () => {
    const userId = await login("lucia@example.com", true);
    const first = await ensureCustomerRecord({ userId });
    const second = await ensureCustomerRecord({ userId });
    expect(second).toMatchObject({ outcome: "existing", customer: { id: first.customer.id } });
  });

  it("makes exactly one record when called many times at once", async () => {
    await staffRecord("lucia@example.com", "AW5001");
    await staffRecord("lucia@example.com", "AW5002");
    const userId = await login("lucia@example.com", true);
    const results = await Promise.all(Array.from({ length: 6 }, () => ensureCustomerRecord({ userId })));
    const ids = new Set(results.map((result) => result.customer.id));
    expect(ids.size).toBe(1);
    expect(await db().select().from(customers).where(eq(customers.userId, userId))).toHaveLength(1);
    expect(results.filter((result) => result.outcome === "claimed")).toHaveLength(1);
  });

  it("reports an unknown user", async () => {
    await expect(ensureCustomerRecord({ userId: "missing" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await db().select().from(user)).toEqual([]);
  });
});
