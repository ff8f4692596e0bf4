import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/support/test-database";
import { customers, plans, settings } from "./schema";

const { db } = useTestDatabase();

describe("the database", () => {
  it("seeds the settings record and the three catalog plans", async () => {
    const [record] = await db().select().from(settings);
    expect(record?.companyName).toBe("AW Air Conditioning & Refrigeration");
    expect(record?.serviceAreas).toHaveLength(16);
    const codes = (await db().select({ code: plans.code }).from(plans).orderBy(plans.sortOrder)).map((p) => p.code);
    expect(codes).toEqual(["basic", "premium_care", "commercial_plus"]);
  });

  it("numbers concurrently created customers from one sequence without collisions", async () => {
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        db()
          .insert(customers)
          .values({ firstName: `First${index}`, lastName: "Last" })
          .returning({ number: customers.customerNumber }),
      ),
    );
    const numbers = created.map(([row]) => row!.number);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers.every((number) => /^AW\d+$/.test(number))).toBe(true);
  });

  it("refuses a second settings record", async () => {
    await expect(db().execute(sql`insert into settings (id) values (2)`)).rejects.toThrow();
  });
});
