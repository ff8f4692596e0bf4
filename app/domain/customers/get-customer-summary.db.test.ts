import { describe, expect, it } from "vitest";
import { customers, serviceHistory } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { useTestDatabase } from "../../../tests/support/test-database";
import { invoiceSeededBalances } from "../../../tests/support/invoice-test-support";
import { DEFAULT_CUSTOMER_LIST_PARAMS } from "./customer-list-params";
import { getCustomerSummary } from "./get-customer-summary.server";
import { listCustomers } from "./list-customers.server";

const { db } = useTestDatabase();
const admin = { isAdmin: true };
// 15:00 UTC is 11:00 in Miami: June 10, 2026.
const now = new Date("2026-06-10T15:00:00Z");

describe("getCustomerSummary", () => {
  it("is all zeros without customers", async () => {
    expect(await getCustomerSummary({ actor: admin, now })).toEqual({
      totalCustomers: 0,
      activeCustomers: 0,
      outstandingBalance: 0,
      dueSoonCustomers: 0,
    });
  });

  it("counts every customer, not the page shown, with the balances including unpaid history", async () => {
    const rows = await db()
      .insert(customers)
      .values(
        Array.from({ length: 40 }, (_, index) => ({
          firstName: `Tile${index}`,
          lastName: "Counter",
          status: index % 4 === 0 ? "inactive" : index % 10 === 1 ? "suspended" : "active",
          currentBalance: index < 3 ? 10.5 : 0,
          nextServiceDue: index < 5 ? "2026-07-10" : index < 8 ? "2026-07-11" : null,
        })),
      )
      .returning({ id: customers.id });
    await db()
      .insert(serviceHistory)
      .values([
        {
          customerId: rows[30]!.id,
          serviceType: "AC Repair",
          serviceDate: "2026-05-01",
          amountCharged: 200,
          paymentStatus: "pending",
        },
        {
          customerId: rows[31]!.id,
          serviceType: "Tune-up",
          serviceDate: "2026-04-01",
          amountCharged: 89.5,
          paymentStatus: "overdue",
        },
        {
          customerId: rows[31]!.id,
          serviceType: "Tune-up",
          serviceDate: "2026-03-01",
          amountCharged: 1000,
          paymentStatus: "paid",
        },
      ]);
    // As migration 0023 turned such balances into invoices: the balance is the sum of the open invoices (ADR 084).
    await invoiceSeededBalances(db());

    const summary = await getCustomerSummary({ actor: admin, now });
    expect(summary).toEqual({
      totalCustomers: 40,
      activeCustomers: 26, // 40 − 10 inactive (every 4th) − 4 suspended (1, 11, 21, 31)
      outstandingBalance: 321, // 3 × 10.50 entered + 200 pending + 89.50 overdue; the paid 1,000 does not count
      dueSoonCustomers: 5, // July 10 is today + 30; July 11 is not
    });
    // The same sum as adding up every row's balance in the list.
    const everyone = await listCustomers({ actor: admin, params: { ...DEFAULT_CUSTOMER_LIST_PARAMS, size: 100 }, now });
    expect(everyone.rows.reduce((sum, row) => sum + row.balance, 0)).toBeCloseTo(summary.outstandingBalance, 2);
  });

  it("counts overdue services as due soon and takes today from Miami's calendar", async () => {
    await db()
      .insert(customers)
      .values([
        { firstName: "Late", lastName: "One", nextServiceDue: "2025-12-01" },
        { firstName: "Edge", lastName: "Two", nextServiceDue: "2026-07-11" },
      ]);
    // 02:00 UTC on June 11 is still June 10 in Miami, so July 11 is 31 days away.
    expect((await getCustomerSummary({ actor: admin, now: new Date("2026-06-11T02:00:00Z") })).dueSoonCustomers).toBe(
      1,
    );
    expect((await getCustomerSummary({ actor: admin, now: new Date("2026-06-11T13:00:00Z") })).dueSoonCustomers).toBe(
      2,
    );
  });

  it("refuses anyone who is not staff", async () => {
    await expect(getCustomerSummary({ actor: { isAdmin: false } })).rejects.toBeInstanceOf(AppError);
  });
});
