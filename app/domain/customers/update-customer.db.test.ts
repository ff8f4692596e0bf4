import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, customers, user } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { createCustomer } from "./create-customer.server";
import { getCustomerDetail } from "./get-customer-detail.server";
import { updateCustomer } from "./update-customer.server";

const { db } = useTestDatabase();
const admin = { id: "admin-1" };
const form = {
  firstName: "Lucía",
  lastName: "Gómez",
  addressLine1: "1 Palm Ave",
  city: "Miami",
  zipCode: "33101",
  phone: "305-555-0100",
  notes: "Gate code 42",
};

beforeEach(async () => {
  await db().insert(user).values({ id: admin.id, name: "Olga Owner", email: "owner@awac.example", role: "admin" });
});

async function customerRow(id: string) {
  const [row] = await db().select().from(customers).where(eq(customers.id, id));
  return row!;
}

async function updateAudits() {
  return db().select().from(auditLog).where(eq(auditLog.action, "customer.update"));
}

describe("updateCustomer", () => {
  it("saves the changed fields, keeps the number when the field is left empty and names the changes in the audit log", async () => {
    const { id } = await createCustomer({ actor: admin, input: form });
    const { version } = await getCustomerDetail({ actor: admin, customerId: id });
    const result = await updateCustomer({
      actor: admin,
      customerId: id,
      expectedVersion: version,
      input: { ...form, customerNumber: "", phone: "(786) 555-0199", notes: "Gate code 77" },
    });
    expect(result).toEqual({ customerNumber: "AW1001", name: "Lucía Gómez", changedFields: ["phone", "notes"] });
    expect(await customerRow(id)).toMatchObject({
      customerNumber: "AW1001",
      phone: "(786) 555-0199",
      notes: "Gate code 77",
    });
    const [entry] = await updateAudits();
    expect(entry).toMatchObject({
      actorUserId: admin.id,
      entityId: id,
      details: { customerNumber: "AW1001", changedFields: ["phone", "notes"] },
    });
    expect(JSON.stringify(entry!.details)).not.toContain("Gate code");
  });

  it("refuses an edit made on a version someone else has saved over, and changes nothing", async () => {
    const { id } = await createCustomer({ actor: admin, input: form });
    const { version } = await getCustomerDetail({ actor: admin, customerId: id });
    await updateCustomer({ actor: admin, customerId: id, expectedVersion: version, input: { ...form, city: "Doral" } });
    const stale = updateCustomer({
      actor: admin,
      customerId: id,
      expectedVersion: version,
      input: { ...form, phone: "786-555-0000" },
    });
    await expect(stale).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("changed by someone else"),
    });
    expect(await customerRow(id)).toMatchObject({ city: "Doral", phone: "305-555-0100" });
  });

  it("refuses a number another customer has with the field message", async () => {
    await createCustomer({ actor: admin, input: { ...form, customerNumber: "AW4242" } });
    const { id } = await createCustomer({ actor: admin, input: form });
    const refused = updateCustomer({ actor: admin, customerId: id, input: { ...form, customerNumber: "aw4242" } });
    await expect(refused).rejects.toMatchObject({
      code: "BAD_INPUT",
      fieldErrors: { customerNumber: "customerNumberTaken" },
    });
  });

  it("gives a record a new typed number and moves the sequence past it", async () => {
    const { id } = await createCustomer({ actor: admin, input: form });
    const result = await updateCustomer({ actor: admin, customerId: id, input: { ...form, customerNumber: "AW8000" } });
    expect(result.changedFields).toEqual(["customerNumber"]);
    expect((await createCustomer({ actor: admin, input: form })).customerNumber).toBe("AW8001");
    const [entry] = await updateAudits();
    expect(entry!.details).toMatchObject({ customerNumber: "AW8000", previousCustomerNumber: "AW1001" });
  });

  it("writes nothing and no audit entry when nothing changed", async () => {
    const { id } = await createCustomer({ actor: admin, input: form });
    const before = await customerRow(id);
    const result = await updateCustomer({ actor: admin, customerId: id, input: { ...form, customerNumber: "AW1001" } });
    expect(result.changedFields).toEqual([]);
    expect((await customerRow(id)).updatedAt).toEqual(before.updatedAt);
    expect(await updateAudits()).toEqual([]);
  });

  it("answers bad input with field message keys", async () => {
    const { id } = await createCustomer({ actor: admin, input: form });
    await expect(
      updateCustomer({ actor: admin, customerId: id, input: { ...form, lastName: "", email: "x@" } }),
    ).rejects.toMatchObject({
      code: "BAD_INPUT",
      fieldErrors: { lastName: "lastNameRequired", email: "emailInvalid" },
    });
  });

  it("answers NOT_FOUND for an unknown or malformed id", async () => {
    await expect(
      updateCustomer({ actor: admin, customerId: "6a0f6f7e-9d4f-4a59-9b55-3f7f3c1d2e10", input: form }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(updateCustomer({ actor: admin, customerId: "not-a-uuid", input: form })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
