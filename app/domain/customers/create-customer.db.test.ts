import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, customers, user } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { createCustomer } from "./create-customer.server";
import { isCustomerNumberConflict } from "./customer-number-conflict.server";

const { db } = useTestDatabase();
const admin = { id: "admin-1" };
const form = { firstName: "Lucía", lastName: "Gómez", addressLine1: "1 Palm Ave", city: "Miami", zipCode: "33101" };

beforeEach(async () => {
  await db().insert(user).values({ id: admin.id, name: "Olga Owner", email: "owner@awac.example", role: "admin" });
});

async function customerRow(id: string) {
  const [row] = await db().select().from(customers).where(eq(customers.id, id));
  return row!;
}

describe("createCustomer", () => {
  it("numbers a customer from the AW sequence and applies the spec's defaults", async () => {
    const created = await createCustomer({
      actor: admin,
      input: { ...form, customerNumber: "", currentBalance: "", installationDate: "", nextServiceDue: "" },
    });
    expect(created.customerNumber).toBe("AW1001");
    expect(await customerRow(created.id)).toMatchObject({
      customerNumber: "AW1001",
      firstName: "Lucía",
      state: "FL",
      status: "active",
      servicePlan: "none",
      currentBalance: 0,
      installationDate: null,
      nextServiceDue: null,
      email: null,
      userId: null,
      source: "staff",
    });
  });

  it("keeps every field staff typed, with the plan name turned into its code", async () => {
    const created = await createCustomer({
      actor: admin,
      input: {
        ...form,
        email: "Lucia@Example.com",
        phone: "(305) 555-0100",
        addressLine2: "Apt 4",
        state: "GA",
        currentBalance: "120.50",
        servicePlan: "premium_care",
        equipmentType: "Heat Pump",
        equipmentBrand: "Trane",
        equipmentModel: "XR16",
        installationDate: "2019-04-02",
        nextServiceDue: "2026-07-01",
        status: "suspended",
        notes: "Dog in the yard",
      },
    });
    expect(await customerRow(created.id)).toMatchObject({
      email: "lucia@example.com",
      phone: "(305) 555-0100",
      state: "GA",
      currentBalance: 120.5,
      servicePlan: "premium_care",
      equipmentType: "Heat Pump",
      installationDate: "2019-04-02",
      nextServiceDue: "2026-07-01",
      status: "suspended",
      notes: "Dog in the yard",
    });
  });

  it("keeps a typed number and moves the sequence past it, so the next generated number never collides", async () => {
    const typed = await createCustomer({ actor: admin, input: { ...form, customerNumber: "aw5000" } });
    expect(typed.customerNumber).toBe("AW5000");
    const next = await createCustomer({ actor: admin, input: form });
    expect(next.customerNumber).toBe("AW5001");
  });

  it("refuses a typed number that exists, in any case, with a field message and writes nothing", async () => {
    await createCustomer({ actor: admin, input: { ...form, customerNumber: "AW1234" } });
    const refused = createCustomer({
      actor: admin,
      input: { ...form, firstName: "Other", customerNumber: " aw1234 " },
    });
    await expect(refused).rejects.toMatchObject({
      code: "BAD_INPUT",
      message: "Customer number AW1234 already exists",
      fieldErrors: { customerNumber: "customerNumberTaken" },
    });
    expect(await db().select().from(customers)).toHaveLength(1);
    expect(await db().select().from(auditLog)).toHaveLength(1);
  });

  it("refuses one of two adds of the same new number made at the same moment with the same field message", async () => {
    const results = await Promise.allSettled(
      [1, 2].map((n) =>
        createCustomer({ actor: admin, input: { ...form, firstName: `Twin${n}`, customerNumber: "AW7000" } }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const [refused] = results.filter((result) => result.status === "rejected");
    expect((refused as PromiseRejectedResult).reason).toMatchObject({
      code: "BAD_INPUT",
      fieldErrors: { customerNumber: "customerNumberTaken" },
    });
  });

  it("recognises the unique constraint's refusal of a duplicate number from the database driver", async () => {
    await db()
      .insert(customers)
      .values({ ...form, customerNumber: "AW9000" });
    const error = await db()
      .insert(customers)
      .values({ ...form, customerNumber: "AW9000" })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(isCustomerNumberConflict(error)).toBe(true);
    expect(isCustomerNumberConflict(new Error("something else"))).toBe(false);
  });

  it("answers bad input with one message key per field and writes nothing", async () => {
    const refused = createCustomer({
      actor: admin,
      input: {
        ...form,
        firstName: "  ",
        email: "not-an-email",
        zipCode: "3310",
        currentBalance: "12,34x",
        state: "NY",
      },
    });
    await expect(refused).rejects.toMatchObject({
      code: "BAD_INPUT",
      fieldErrors: {
        firstName: "firstNameRequired",
        email: "emailInvalid",
        zipCode: "zipCodeInvalid",
        currentBalance: "balanceInvalid",
        state: "stateInvalid",
      },
    });
    expect(await db().select().from(customers)).toEqual([]);
  });

  it("writes a customer.create audit entry naming the admin, the number and the name", async () => {
    const created = await createCustomer({ actor: admin, input: form });
    const [entry] = await db().select().from(auditLog);
    expect(entry).toMatchObject({
      actorUserId: admin.id,
      action: "customer.create",
      entity: "customer",
      entityId: created.id,
      details: { customerNumber: "AW1001", name: "Lucía Gómez", numberTyped: false },
    });
  });
});
