import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PLAN_CODES } from "~/db/schema";
import { useTestDatabase } from "../tests/support/test-database";
import { insertScaleCustomers } from "./seed-scale";

const { db } = useTestDatabase();

describe("the scale seed", () => {
  it("adds the requested number of valid customers in batches, with history for about the requested share", async () => {
    const batches: number[] = [];
    const total = await insertScaleCustomers(db(), { customers: 1_200, batchSize: 500, historyShare: 0.5 }, (done) => batches.push(done));
    expect(batches).toEqual([500, 1_000, 1_200]);
    expect(total.customers).toBe(1_200);
    const result = await db().execute<Record<string, string>>(sql`
      select count(*) as customers, count(distinct customer_number) as numbers,
        count(*) filter (where status not in ('active', 'inactive', 'suspended')) as bad_status,
        count(*) filter (where not (service_plan = any(${`{${PLAN_CODES.join(",")}}`}::text[]))) as bad_plan,
        count(*) filter (where first_name is null or city is null or zip_code !~ '^[0-9]{5}$') as incomplete,
        (select count(distinct customer_id) from service_history) as with_history,
        (select count(*) from service_history) as history
      from customers`);
    const row = Object.fromEntries(Object.entries(result.rows[0]!).map(([key, value]) => [key, Number(value)]));
    expect(row).toMatchObject({ customers: 1_200, numbers: 1_200, bad_status: 0, bad_plan: 0, incomplete: 0, history: total.history });
    expect(row.with_history).toBeGreaterThan(450);
    expect(row.with_history).toBeLessThan(750);
  });

  it("adds more rows on a second run instead of failing", async () => {
    await insertScaleCustomers(db(), { customers: 300, batchSize: 300, historyShare: 0 });
    await insertScaleCustomers(db(), { customers: 300, batchSize: 300, historyShare: 0 });
    const result = await db().execute<{ count: string }>(sql`select count(*) as count from customers`);
    expect(Number(result.rows[0]!.count)).toBe(600);
  });
});
