import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, customers, serviceHistory, user } from "~/db/schema";
import { customerBalanceSql } from "~/domain/dashboard/customer-balance.server";
import { rewardsSummaryForCustomer } from "~/domain/rewards/get-rewards-summary.server";
import { useTestDatabase } from "../../../tests/support/test-database";
import { createServiceRecord } from "./create-service-record.server";
import { deleteServiceRecord } from "./delete-service-record.server";
import { getServiceRecord } from "./get-service-record.server";
import { NO_HISTORY_FILTERS } from "./history-filters";
import { listServiceHistory } from "./list-service-history.server";
import { listServiceRecords } from "./list-service-records.server";
import { listServiceTypeSuggestions } from "./list-service-type-suggestions.server";
import { DEFAULT_SERVICE_LIST_PARAMS, type ServiceListParams } from "./service-record-schemas";
import { updateServiceRecord } from "./update-service-record.server";

const { db } = useTestDatabase();
const admin = { id: "admin-1" };

beforeEach(async () => {
  await db().insert(user).values({ id: admin.id, name: "Olga Owner", email: "owner@awac.example", role: "admin" });
});

async function addCustomer(values: Partial<typeof customers.$inferInsert> = {}) {
  const [row] = await db()
    .insert(customers)
    .values({
      firstName: "Ana",
      lastName: "Pérez",
      email: "ana@example.com",
      phone: "(305) 555-0101",
      currentBalance: 0,
      ...values,
    })
    .returning();
  return row!;
}

async function addRecord(customerId: string, values: Partial<typeof serviceHistory.$inferInsert> = {}) {
  const [row] = await db()
    .insert(serviceHistory)
    .values({
      customerId,
      serviceType: "AC Repair",
      serviceDate: "2026-03-01",
      amountCharged: 100,
      paymentStatus: "paid",
      ...values,
    })
    .returning();
  return row!;
}

/** The balance the screens show. The join makes Drizzle qualify the columns the balance's subquery compares (as the screens do). */
async function balanceOf(customerId: string): Promise<number> {
  const [row] = await db()
    .select({ balance: customerBalanceSql() })
    .from(customers)
    .leftJoin(user, eq(user.id, customers.userId))
    .where(eq(customers.id, customerId));
  return row!.balance;
}

const list = (params: Partial<ServiceListParams> = {}) =>
  listServiceRecords({ actor: admin, params: { ...DEFAULT_SERVICE_LIST_PARAMS, ...params } });

const form = (customerId: string, values: Record<string, string> = {}) => ({
  customerId,
  serviceType: "Coil Cleaning",
  serviceDate: "2026-05-04",
  description: "Washed the evaporator coil",
  technicianName: "Luis Pérez",
  amountCharged: "185.50",
  paymentStatus: "pending",
  ...values,
});

describe("listServiceRecords", () => {
  it("lists every customer's records by service date, newest first, with the customer's name and number", async () => {
    const ana = await addCustomer();
    const ben = await addCustomer({ firstName: "Ben", lastName: "Stone", email: "ben@example.com", phone: null });
    await addRecord(ana.id, { serviceDate: "2026-01-10" });
    await addRecord(ben.id, { serviceDate: "2026-04-02", amountCharged: 75.5, paymentStatus: "overdue" });
    await addRecord(ana.id, { serviceDate: "2025-12-24" });
    const result = await list();
    expect(result.rows.map((row) => [row.serviceDate, row.customerName])).toEqual([
      ["2026-04-02", "Ben Stone"],
      ["2026-01-10", "Ana Pérez"],
      ["2025-12-24", "Ana Pérez"],
    ]);
    expect(result.rows[0]).toMatchObject({
      customerId: ben.id,
      customerNumber: ben.customerNumber,
      amountCharged: 75.5,
      paymentStatus: "overdue",
    });
    expect(result).toMatchObject({ total: 3, page: 1, pageCount: 1, customer: null });
  });

  it("searches the customer's name, number and phone in any format, the technician and the description", async () => {
    const ana = await addCustomer();
    const ben = await addCustomer({
      firstName: "Ben",
      lastName: "Stone",
      email: "ben@example.com",
      phone: "786.555.0199",
    });
    await addRecord(ana.id, {
      serviceDate: "2026-01-01",
      technicianName: "Carlos Díaz",
      description: "Replaced the capacitor",
    });
    await addRecord(ben.id, {
      serviceDate: "2026-02-01",
      technicianName: "Maria Lopez",
      description: "Duct sealing, 50% of the joints",
    });
    const names = async (q: string) => (await list({ q })).rows.map((row) => row.customerName);
    expect(await names("pérez")).toEqual(["Ana Pérez"]);
    expect(await names(ben.customerNumber.toLowerCase())).toEqual(["Ben Stone"]);
    expect(await names("(786) 555-01")).toEqual(["Ben Stone"]);
    expect(await names("carlos")).toEqual(["Ana Pérez"]);
    expect(await names("CAPACITOR")).toEqual(["Ana Pérez"]);
    expect(await names("50%")).toEqual(["Ben Stone"]);
    expect(await names("be")).toEqual(["Ben Stone"]);
    expect(await names("nobody like this")).toEqual([]);
  });

  it("filters by payment status and by one customer, and refuses an unknown customer", async () => {
    const ana = await addCustomer();
    const ben = await addCustomer({ firstName: "Ben", lastName: "Stone" });
    await addRecord(ana.id, { paymentStatus: "pending" });
    await addRecord(ana.id, { paymentStatus: "paid" });
    await addRecord(ben.id, { paymentStatus: "pending" });
    expect((await list({ payment: "pending" })).total).toBe(2);
    const anas = await list({ customer: ana.id });
    expect(anas.total).toBe(2);
    expect(anas.customer).toMatchObject({ id: ana.id, name: "Ana Pérez", customerNumber: ana.customerNumber });
    expect((await list({ customer: ana.id, payment: "pending" })).total).toBe(1);
    await expect(list({ customer: "00000000-0000-4000-8000-000000000000" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("pages 25 at a time and shows the last page when asked past the end", async () => {
    const ana = await addCustomer();
    await db()
      .insert(serviceHistory)
      .values(
        Array.from({ length: 30 }, (_, n) => ({
          customerId: ana.id,
          serviceType: "Maintenance",
          serviceDate: `2026-01-${String(n + 1).padStart(2, "0")}`,
          amountCharged: n,
        })),
      );
    const first = await list();
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]!.serviceDate).toBe("2026-01-30");
    expect(first).toMatchObject({ total: 30, page: 1, pageCount: 2 });
    const second = await list({ page: 2 });
    expect(second.rows.map((row) => row.serviceDate)).toEqual([
      "2026-01-05",
      "2026-01-04",
      "2026-01-03",
      "2026-01-02",
      "2026-01-01",
    ]);
    expect(await list({ page: 99 })).toMatchObject({ page: 2, pageCount: 2 });
    expect((await list({ size: 50 })).rows).toHaveLength(30);
  });

  it("says there is nothing rather than failing when no record exists", async () => {
    expect(await list({ q: "anything" })).toEqual({ rows: [], total: 0, page: 1, pageCount: 1, customer: null });
  });
});

describe("adding, editing and deleting a service record", () => {
  it("adds a pending record that raises the balance, shows in the portal and the rewards, and is audited", async () => {
    await db().insert(user).values({ id: "ana-login", name: "Ana Pérez", email: "ana@example.com" });
    const ana = await addCustomer({ userId: "ana-login" });
    expect(await balanceOf(ana.id)).toBe(0);

    const { id } = await createServiceRecord({
      actor: admin,
      input: form(ana.id, { serviceDate: `${new Date().getUTCFullYear()}-01-15` }),
    });
    // Its open invoice is what the balance sums (ADR 084).
    expect(await balanceOf(ana.id)).toBe(185.5);
    expect(await getServiceRecord({ actor: admin, recordId: id })).toMatchObject({
      customerName: "Ana Pérez",
      serviceType: "Coil Cleaning",
      description: "Washed the evaporator coil",
      technicianName: "Luis Pérez",
      amountCharged: 185.5,
      paymentStatus: "pending",
    });
    const portal = await listServiceHistory({ user: { id: "ana-login" }, filters: NO_HISTORY_FILTERS });
    expect(portal.rows).toMatchObject([
      { id, serviceType: "Coil Cleaning", amountCharged: 185.5, paymentStatus: "pending" },
    ]);
    const rewards = await rewardsSummaryForCustomer({
      customerId: ana.id,
      now: new Date(),
      settings: { serviceCallFeeCents: 8900, socialLinks: {} as never },
    });
    expect(rewards.tasks.find((task) => task.code === "coil_cleaning")?.completed).toBe(true);

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "service-record.create"), eq(auditLog.entityId, id)));
    expect(entry).toMatchObject({ actorUserId: admin.id, entity: "service-record" });
    expect(entry!.details).toMatchObject({ customerId: ana.id, amountCharged: 185.5, paymentStatus: "pending" });
  });

  it("lowers the balance when the record is marked paid, and audits what changed", async () => {
    const ana = await addCustomer();
    const { id } = await createServiceRecord({ actor: admin, input: form(ana.id) });
    expect(await balanceOf(ana.id)).toBe(185.5);
    await updateServiceRecord({
      actor: admin,
      recordId: id,
      input: form(ana.id, { paymentStatus: "paid", technicianName: "" }),
    });
    expect(await balanceOf(ana.id)).toBe(0);
    expect(await getServiceRecord({ actor: admin, recordId: id })).toMatchObject({
      paymentStatus: "paid",
      technicianName: null,
    });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "service-record.update"));
    expect(entry!.details).toEqual({
      customerId: ana.id,
      changes: { paymentStatus: { from: "pending", to: "paid" }, technicianName: { from: "Luis Pérez", to: null } },
    });
  });

  it("refuses a record dated after today in Miami, added or edited, so no balance or points come before the work", async () => {
    const ana = await addCustomer();
    // 9 PM on 1 June in Miami is 2 June in UTC: Miami's today decides.
    const now = new Date("2026-06-02T01:00:00Z");
    await expect(
      createServiceRecord({ actor: admin, input: form(ana.id, { serviceDate: "2026-06-02" }), now }),
    ).rejects.toMatchObject({ code: "BAD_INPUT", fieldErrors: { serviceDate: "serviceDateFuture" } });
    expect(await db().select().from(serviceHistory)).toEqual([]);
    expect(await balanceOf(ana.id)).toBe(0);

    const { id } = await createServiceRecord({ actor: admin, input: form(ana.id, { serviceDate: "2026-06-01" }), now });
    await expect(
      updateServiceRecord({ actor: admin, recordId: id, input: form(ana.id, { serviceDate: "2026-12-01" }), now }),
    ).rejects.toMatchObject({ code: "BAD_INPUT", fieldErrors: { serviceDate: "serviceDateFuture" } });
    expect(await getServiceRecord({ actor: admin, recordId: id })).toMatchObject({ serviceDate: "2026-06-01" });
  });

  it("moves a record filed under the wrong customer", async () => {
    const ana = await addCustomer();
    const ben = await addCustomer({ firstName: "Ben", lastName: "Stone" });
    const { id } = await createServiceRecord({ actor: admin, input: form(ana.id) });
    await updateServiceRecord({ actor: admin, recordId: id, input: form(ben.id) });
    expect([await balanceOf(ana.id), await balanceOf(ben.id)]).toEqual([0, 185.5]);
  });

  it("deletes a record, keeping what it said in the audit log", async () => {
    const ana = await addCustomer();
    const { id } = await createServiceRecord({ actor: admin, input: form(ana.id) });
    await deleteServiceRecord({ actor: admin, recordId: id });
    expect(await balanceOf(ana.id)).toBe(0);
    await expect(getServiceRecord({ actor: admin, recordId: id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "service-record.delete"));
    expect(entry).toMatchObject({ actorUserId: admin.id, entityId: id });
    expect(entry!.details).toMatchObject({ customerId: ana.id, serviceType: "Coil Cleaning", amountCharged: 185.5 });
  });

  it("answers NOT_FOUND for an unknown or malformed record id", async () => {
    const ana = await addCustomer();
    for (const recordId of ["00000000-0000-4000-8000-000000000000", "1 or 1=1", undefined]) {
      await expect(updateServiceRecord({ actor: admin, recordId, input: form(ana.id) })).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
      await expect(deleteServiceRecord({ actor: admin, recordId })).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    expect(await db().select().from(auditLog)).toHaveLength(0);
  });

  it("reports each bad field with its message key and saves nothing", async () => {
    const ana = await addCustomer();
    const refused = async (values: Record<string, string>, customerId = ana.id) => {
      const error = await createServiceRecord({ actor: admin, input: form(customerId, values) }).catch(
        (caught: unknown) => caught,
      );
      expect(error).toMatchObject({ code: "BAD_INPUT" });
      return (error as { fieldErrors: Record<string, string> }).fieldErrors;
    };
    expect(await refused({ serviceType: "  ", serviceDate: "", amountCharged: "" })).toEqual({
      serviceType: "serviceTypeRequired",
      serviceDate: "serviceDateRequired",
      amountCharged: "amountRequired",
    });
    expect(await refused({}, "")).toEqual({ customerId: "customerRequired" });
    expect(await refused({}, "not-a-uuid")).toEqual({ customerId: "customerUnknown" });
    expect(await refused({}, "00000000-0000-4000-8000-000000000000")).toEqual({ customerId: "customerUnknown" });
    expect(await refused({ serviceDate: "2026-02-30", amountCharged: "-5", paymentStatus: "refunded" })).toEqual({
      serviceDate: "serviceDateInvalid",
      amountCharged: "amountInvalid",
      paymentStatus: "paymentStatusInvalid",
    });
    expect(await refused({ amountCharged: "10.555" })).toEqual({ amountCharged: "amountInvalid" });
    expect(await refused({ technicianName: "Luis\u0000", description: "x".repeat(2001) })).toEqual({
      technicianName: "notAllowed",
      description: "tooLong",
    });
    expect(await db().select().from(serviceHistory)).toHaveLength(0);
  });

  it("accepts amounts as staff type them", async () => {
    const ana = await addCustomer();
    for (const [typed, stored] of [
      ["$1,234.50", 1234.5],
      ["0", 0],
      ["89", 89],
      [" 12.3 ", 12.3],
    ] as const) {
      const { id } = await createServiceRecord({ actor: admin, input: form(ana.id, { amountCharged: typed }) });
      expect((await getServiceRecord({ actor: admin, recordId: id })).amountCharged).toBe(stored);
    }
  });
});

describe("listServiceTypeSuggestions", () => {
  it("offers the appointment types, then the types staff used most", async () => {
    const ana = await addCustomer();
    await addRecord(ana.id, { serviceType: "Coil Cleaning" });
    await addRecord(ana.id, { serviceType: "Coil Cleaning" });
    await addRecord(ana.id, { serviceType: "Duct Cleaning" });
    await addRecord(ana.id, { serviceType: "AC Repair" });
    const suggestions = await listServiceTypeSuggestions();
    expect(suggestions.slice(0, 6)).toEqual([
      "AC Repair",
      "Heating Repair",
      "Installation",
      "Maintenance",
      "Emergency Service",
      "Consultation",
    ]);
    expect(suggestions.slice(6)).toEqual(["Coil Cleaning", "Duct Cleaning"]);
  });
});
