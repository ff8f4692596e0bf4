import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customers, serviceHistory } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { useTestDatabase } from "../../../tests/support/test-database";
import { invoiceSeededBalances } from "../../../tests/support/invoice-test-support";
import { DEFAULT_CUSTOMER_LIST_PARAMS, type CustomerListParams } from "./customer-list-params";
import { listCustomers } from "./list-customers.server";

const { db } = useTestDatabase();
const admin = { isAdmin: true };
// 15:00 UTC is 11:00 in Miami, the same calendar day: June 10, 2026.
const now = new Date("2026-06-10T15:00:00Z");

type NewCustomer = typeof customers.$inferInsert;

async function addCustomers(rows: Partial<NewCustomer>[]) {
  return db()
    .insert(customers)
    .values(rows.map((row, index) => ({ firstName: `First${index}`, lastName: `Last${index}`, ...row })))
    .returning({ id: customers.id, customerNumber: customers.customerNumber });
}

async function search(q: string, changes: Partial<CustomerListParams> = {}) {
  return listCustomers({ actor: admin, params: { ...DEFAULT_CUSTOMER_LIST_PARAMS, q, ...changes }, now });
}

const names = async (q: string, changes: Partial<CustomerListParams> = {}) =>
  (await search(q, changes)).rows.map((row) => `${row.firstName} ${row.lastName}`);

describe("listCustomers searching", () => {
  async function addPeople() {
    await addCustomers([
      {
        firstName: "Marisol",
        lastName: "Quintana",
        email: "mq@example.com",
        phone: "305-555-0123",
        customerNumber: "AW2001",
      },
      {
        firstName: "Ben",
        lastName: "Oduya",
        email: "ben.oduya@example.net",
        phone: "(786) 555-0456",
        customerNumber: "AW2002",
      },
      {
        firstName: "Carla",
        lastName: "Benitez",
        email: "carla@example.org",
        phone: "+1 954 555 0789",
        customerNumber: "AW2003",
      },
      { firstName: "Dario", lastName: "Smith", email: null, phone: null, customerNumber: "LEGACY-77" },
    ]);
  }

  it("finds a customer by part of the first name, the last name, the e-mail or the customer number, in any case", async () => {
    await addPeople();
    expect(await names("MARISOL")).toEqual(["Marisol Quintana"]);
    expect(await names("uint")).toEqual(["Marisol Quintana"]);
    expect(await names("oduya@exa")).toEqual(["Ben Oduya"]);
    expect(await names("aw2003")).toEqual(["Carla Benitez"]);
    expect(await names("legacy-7")).toEqual(["Dario Smith"]);
  });

  it("finds a phone typed in another format than the one stored", async () => {
    await addPeople();
    expect(await names("(305) 555-01")).toEqual(["Marisol Quintana"]);
    expect(await names("3055550123")).toEqual(["Marisol Quintana"]);
    expect(await names("786-555-0456")).toEqual(["Ben Oduya"]);
    expect(await names("954.555.07")).toEqual(["Carla Benitez"]);
    expect(await names("0789")).toEqual(["Carla Benitez"]);
  });

  it("matches the start of a name, e-mail or number for one or two characters, not the middle", async () => {
    await addPeople();
    // "Be" starts Ben and Benitez; "Carla Benitez" matches on the last name. Nobody's name only contains it.
    expect((await names("be")).sort()).toEqual(["Ben Oduya", "Carla Benitez"]);
    expect(await names("Sm")).toEqual(["Dario Smith"]);
    expect(await names("ar")).toEqual([]);
    expect(await names("78")).toEqual(["Ben Oduya"]);
  });

  it("takes % and _ in the search literally", async () => {
    await addCustomers([
      { firstName: "Percent", lastName: "Person", email: "100%sure@example.com" },
      { firstName: "Under", lastName: "Score", email: "under_score@example.com" },
      { firstName: "Plain", lastName: "Name", email: "underxscore@example.com" },
    ]);
    expect(await names("%")).toEqual([]);
    expect(await names("0%s")).toEqual(["Percent Person"]);
    expect(await names("under_")).toEqual(["Under Score"]);
    expect(await names("_")).toEqual([]);
    expect(await names("\\")).toEqual([]);
    expect((await search("%%%")).total).toBe(0);
  });

  it("ignores spaces around the search and lists everyone for an empty one", async () => {
    await addPeople();
    expect(await names("  marisol  ")).toEqual(["Marisol Quintana"]);
    expect((await search("   ")).total).toBe(4);
  });
});

describe("listCustomers paging and sorting", () => {
  it("pages the matches and counts them all, not just the page", async () => {
    await addCustomers(Array.from({ length: 60 }, (_, index) => ({ firstName: `Page${index}`, lastName: "Tester" })));
    await addCustomers([{ firstName: "Someone", lastName: "Else" }]);
    const first = await search("tester", { size: 25 });
    expect(first).toMatchObject({ total: 60, page: 1, size: 25, pageCount: 3 });
    expect(first.rows).toHaveLength(25);
    const third = await search("tester", { size: 25, page: 3 });
    expect(third.rows).toHaveLength(10);
    const all = [...first.rows, ...(await search("tester", { size: 25, page: 2 })).rows, ...third.rows].map(
      (row) => row.id,
    );
    expect(new Set(all).size).toBe(60);
    expect((await search("", { size: 50 })).pageCount).toBe(2);
  });

  it("shows the last page when asked for a page past the end", async () => {
    await addCustomers(Array.from({ length: 30 }, () => ({ lastName: "Few" })));
    const past = await search("", { page: 9 });
    expect(past).toMatchObject({ page: 2, pageCount: 2, total: 30 });
    expect(past.rows).toHaveLength(5);
  });

  it("says page 1 of 1 with no rows when nothing matches", async () => {
    expect(await search("nobody")).toEqual({ rows: [], total: 0, page: 1, size: 25, pageCount: 1 });
  });

  it("sorts newest or oldest first, by name either way, by customer number and by next service due", async () => {
    const day = (offset: number) => new Date(now.getTime() + offset * 24 * 60 * 60 * 1000);
    await addCustomers([
      {
        firstName: "Ana",
        lastName: "Zamora",
        customerNumber: "AW1000",
        createdAt: day(-3),
        nextServiceDue: "2026-08-01",
      },
      { firstName: "Bea", lastName: "Alvarez", customerNumber: "AW999", createdAt: day(-1), nextServiceDue: null },
      {
        firstName: "Cal",
        lastName: "Alvarez",
        customerNumber: "AW10000",
        createdAt: day(-2),
        nextServiceDue: "2026-05-01",
      },
    ]);
    expect(await names("", { sort: "newest" })).toEqual(["Bea Alvarez", "Cal Alvarez", "Ana Zamora"]);
    expect(await names("", { sort: "oldest" })).toEqual(["Ana Zamora", "Cal Alvarez", "Bea Alvarez"]);
    expect(await names("", { sort: "name_asc" })).toEqual(["Bea Alvarez", "Cal Alvarez", "Ana Zamora"]);
    expect(await names("", { sort: "name_desc" })).toEqual(["Ana Zamora", "Cal Alvarez", "Bea Alvarez"]);
    // Natural order: AW999 before AW1000 before AW10000.
    expect(await names("", { sort: "number" })).toEqual(["Bea Alvarez", "Ana Zamora", "Cal Alvarez"]);
    // The overdue one first, customers without a date last.
    expect(await names("", { sort: "next_service" })).toEqual(["Cal Alvarez", "Ana Zamora", "Bea Alvarez"]);
  });

  it("never repeats or skips a customer across pages when many share a creation time", async () => {
    const sameTime = new Date("2026-06-01T12:00:00Z");
    await addCustomers(
      Array.from({ length: 30 }, (_, index) => ({
        firstName: `Import${index}`,
        lastName: "Batch",
        createdAt: sameTime,
      })),
    );
    const [first, second] = await Promise.all([1, 2].map((page) => search("", { size: 25, page })));
    const seen = [...first!.rows, ...second!.rows].map((row) => row.id);
    expect(new Set(seen).size).toBe(30);
  });
});

describe("listCustomers row contents", () => {
  it("flags Due Soon up to today + 30 days in Miami, overdue included, not day 31 or no date", async () => {
    await addCustomers([
      { firstName: "Overdue", nextServiceDue: "2026-01-15" },
      { firstName: "Today", nextServiceDue: "2026-06-10" },
      { firstName: "Day30", nextServiceDue: "2026-07-10" },
      { firstName: "Day31", nextServiceDue: "2026-07-11" },
      { firstName: "Never", nextServiceDue: null },
    ]);
    const rows = (await search("", { sort: "next_service" })).rows;
    expect(Object.fromEntries(rows.map((row) => [row.firstName, row.dueSoon]))).toEqual({
      Overdue: true,
      Today: true,
      Day30: true,
      Day31: false,
      Never: false,
    });
    expect(rows.find((row) => row.firstName === "Day30")?.nextServiceDue).toBe("2026-07-10");
  });

  it("shows the balance with unpaid history, the plan's catalog name in the page's language and the Joined date", async () => {
    const [owing, clear] = await addCustomers([
      {
        firstName: "Owing",
        currentBalance: 100.25,
        servicePlan: "premium_care",
        createdAt: new Date("2026-02-03T04:00:00Z"),
      },
      { firstName: "Clear", currentBalance: 0, servicePlan: "none" },
    ]);
    await db()
      .insert(serviceHistory)
      .values([
        {
          customerId: owing!.id,
          serviceType: "AC Repair",
          serviceDate: "2026-05-01",
          amountCharged: 200,
          paymentStatus: "pending",
        },
        {
          customerId: owing!.id,
          serviceType: "Tune-up",
          serviceDate: "2026-04-01",
          amountCharged: 50.5,
          paymentStatus: "overdue",
        },
        {
          customerId: owing!.id,
          serviceType: "Tune-up",
          serviceDate: "2026-03-01",
          amountCharged: 999,
          paymentStatus: "paid",
        },
        {
          customerId: clear!.id,
          serviceType: "Tune-up",
          serviceDate: "2026-03-01",
          amountCharged: 80,
          paymentStatus: "paid",
        },
      ]);
    // As migration 0023 turned such balances into invoices: the balance is the sum of the open invoices (ADR 084).
    await invoiceSeededBalances(db());
    const rows = (await search("")).rows;
    const byName = Object.fromEntries(rows.map((row) => [row.firstName, row]));
    expect(byName.Owing).toMatchObject({
      balance: 350.75,
      planCode: "premium_care",
      planName: "Premium Care",
      createdAt: "2026-02-03T04:00:00.000Z",
    });
    expect(byName.Clear).toMatchObject({ balance: 0, planCode: "none", planName: null });
    const spanish = await listCustomers({ actor: admin, params: DEFAULT_CUSTOMER_LIST_PARAMS, locale: "es", now });
    const [spanishName] = await db()
      .execute<{ name_es: string }>(sql`select name_es from plans where code = 'premium_care'`)
      .then((result) => result.rows);
    expect(spanish.rows.find((row) => row.firstName === "Owing")?.planName).toBe(spanishName!.name_es);
  });

  it("refuses anyone who is not staff", async () => {
    await expect(
      listCustomers({ actor: { isAdmin: false }, params: DEFAULT_CUSTOMER_LIST_PARAMS }),
    ).rejects.toBeInstanceOf(AppError);
  });
});
