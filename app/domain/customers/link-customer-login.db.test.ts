import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, customers, user } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { ensureCustomerRecord } from "./ensure-customer-record.server";
import { linkCustomerLogin, unlinkCustomerLogin } from "./link-customer-login.server";

const { db } = useTestDatabase();
const admin = { id: "admin-1" };

beforeEach(async () => {
  await db()
    .insert(user)
    .values([
      { id: admin.id, name: "Olga Owner", email: "owner@awac.example", role: "admin" },
      { id: "lucia", name: "Lucía Gómez", email: "lucia@example.com" },
      { id: "marco", name: "Marco Ruiz", email: "marco@example.com" },
    ]);
});

async function addCustomer(customerNumber: string, userId: string | null = null) {
  const [row] = await db()
    .insert(customers)
    .values({ customerNumber, userId, firstName: "Lucía", lastName: "Gómez" })
    .returning();
  return row!.id;
}

async function linkedUser(id: string) {
  const [row] = await db().select({ userId: customers.userId }).from(customers).where(eq(customers.id, id));
  return row!.userId;
}

describe("linkCustomerLogin", () => {
  it("links the login found by its e-mail (any case) to a record without one and records it in the audit log", async () => {
    const id = await addCustomer("AW3001");
    expect(await linkCustomerLogin({ actor: admin, customerId: id, email: " Lucia@Example.COM " })).toEqual({
      email: "lucia@example.com",
    });
    expect(await linkedUser(id)).toBe("lucia");
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "customer.link-login"));
    expect(entry).toMatchObject({
      actorUserId: admin.id,
      entityId: id,
      details: { customerNumber: "AW3001", userId: "lucia", email: "lucia@example.com" },
    });
    // The portal now finds this record for the login instead of making one.
    expect(await ensureCustomerRecord({ userId: "lucia" })).toMatchObject({ outcome: "existing", customer: { id } });
  });

  it("refuses an address no login uses", async () => {
    const id = await addCustomer("AW3001");
    await expect(
      linkCustomerLogin({ actor: admin, customerId: id, email: "nobody@example.com" }),
    ).rejects.toMatchObject({ code: "BAD_INPUT", fieldErrors: { email: "noSuchLogin" } });
  });

  it("refuses a login that already has a record", async () => {
    await addCustomer("AW3000", "lucia");
    const id = await addCustomer("AW3001");
    await expect(linkCustomerLogin({ actor: admin, customerId: id, email: "lucia@example.com" })).rejects.toMatchObject(
      { fieldErrors: { email: "loginHasRecord" } },
    );
    expect(await linkedUser(id)).toBeNull();
  });

  it("refuses a staff login", async () => {
    const id = await addCustomer("AW3001");
    await expect(
      linkCustomerLogin({ actor: admin, customerId: id, email: "owner@awac.example" }),
    ).rejects.toMatchObject({ fieldErrors: { email: "loginIsStaff" } });
  });

  it("refuses a technician's login (issue 34): it is staff's, never a customer's", async () => {
    await db().insert(user).values({ id: "tina", name: "Tina Tech", email: "tina@example.com", role: "technician" });
    const id = await addCustomer("AW3001");
    await expect(linkCustomerLogin({ actor: admin, customerId: id, email: "tina@example.com" })).rejects.toMatchObject({
      fieldErrors: { email: "loginIsStaff" },
    });
    expect(await linkedUser(id)).toBeNull();
  });

  it("refuses a record that already has a login, and a malformed address", async () => {
    const id = await addCustomer("AW3001", "marco");
    await expect(linkCustomerLogin({ actor: admin, customerId: id, email: "lucia@example.com" })).rejects.toMatchObject(
      { fieldErrors: { email: "recordHasLogin" } },
    );
    await expect(linkCustomerLogin({ actor: admin, customerId: id, email: "lucia@" })).rejects.toMatchObject({
      fieldErrors: { email: "emailInvalid" },
    });
    expect(await linkedUser(id)).toBe("marco");
  });

  it("answers NOT_FOUND for an unknown record", async () => {
    await expect(
      linkCustomerLogin({
        actor: admin,
        customerId: "6a0f6f7e-9d4f-4a59-9b55-3f7f3c1d2e10",
        email: "lucia@example.com",
      }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("unlinkCustomerLogin", () => {
  it("takes the login off the record, keeps both and records it in the audit log", async () => {
    const id = await addCustomer("AW3001", "lucia");
    expect(await unlinkCustomerLogin({ actor: admin, customerId: id })).toEqual({ email: "lucia@example.com" });
    expect(await linkedUser(id)).toBeNull();
    expect(await db().select().from(user).where(eq(user.id, "lucia"))).toHaveLength(1);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "customer.unlink-login"));
    expect(entry).toMatchObject({ entityId: id, details: { userId: "lucia", email: "lucia@example.com" } });
  });
});
