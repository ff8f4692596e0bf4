import { verifyPassword } from "better-auth/crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { account, PLAN_CODES, user } from "~/db/schema";
import { APPOINTMENT_SERVICE_TYPES } from "~/config/service-types";
import { useTestDatabase } from "../tests/support/test-database";
import { insertScaleCustomers } from "./seed-scale";
import { ensureLongHistoryCustomer } from "./seed-scale-portal-customer";

const { db } = useTestDatabase();

async function numbers(query: ReturnType<typeof sql>): Promise<Record<string, number>> {
  const result = await db().execute<Record<string, string>>(query);
  return Object.fromEntries(Object.entries(result.rows[0]!).map(([key, value]) => [key, Number(value)]));
}

describe("the scale seed", () => {
  it("adds the requested number of valid customers in batches, with history for about the requested share", async () => {
    const batches: number[] = [];
    const total = await insertScaleCustomers(
      db(),
      { customers: 1_200, batchSize: 500, historyShare: 0.5, visits: 3 },
      (done) => batches.push(done),
    );
    expect(batches).toEqual([500, 1_000, 1_200]);
    expect(total.customers).toBe(1_200);
    const row = await numbers(sql`
      select count(*) as customers, count(distinct customer_number) as numbers,
        count(*) filter (where status not in ('active', 'inactive', 'suspended')) as bad_status,
        count(*) filter (where not (service_plan = any(${`{${PLAN_CODES.join(",")}}`}::text[]))) as bad_plan,
        count(*) filter (where first_name is null or city is null or zip_code !~ '^[0-9]{5}$') as incomplete,
        (select count(distinct customer_id) from service_history) as with_history,
        (select count(*) from service_history) as history
      from customers`);
    expect(row).toMatchObject({
      customers: 1_200,
      numbers: 1_200,
      bad_status: 0,
      bad_plan: 0,
      incomplete: 0,
      history: total.history,
    });
    expect(row.with_history).toBeGreaterThan(450);
    expect(row.with_history).toBeLessThan(750);
  });

  it("gives the customers with history the requested number of visits on average, spread over five years", async () => {
    const total = await insertScaleCustomers(db(), { customers: 1_000, batchSize: 1_000, historyShare: 1, visits: 10 });
    expect(total.history / total.customers).toBeGreaterThan(8.5);
    expect(total.history / total.customers).toBeLessThan(11.5);
    const row = await numbers(sql`
      select count(distinct customer_id) as customers, max(current_date - service_date) as oldest_days,
        count(*) filter (where payment_status not in ('paid', 'pending', 'overdue')) as bad_payment
      from service_history`);
    expect(row).toMatchObject({ customers: 1_000, bad_payment: 0 });
    expect(row.oldest_days).toBeGreaterThan(4 * 365);
  });

  it("adds appointments in both directions of time, and subscriptions with paid orders for the plan customers", async () => {
    const total = await insertScaleCustomers(db(), { customers: 1_500, batchSize: 1_500, historyShare: 0, visits: 1 });
    expect(total.appointments).toBeGreaterThan(500);
    const row = await numbers(sql`
      select
        (select count(*) from appointments) as appointments,
        (select count(*) from appointments where appointment_date > now() and status in ('scheduled', 'confirmed')) as upcoming,
        (select count(*) from appointments where appointment_date < now() and status = 'completed') as completed,
        (select count(*) from appointments where appointment_date > now() and status = 'completed') as completed_in_future,
        (select count(*) from appointments where not (service_type = any(${`{${APPOINTMENT_SERVICE_TYPES.join(",")}}`}::text[]))) as bad_type,
        (select count(*) from subscriptions) as subscriptions,
        (select count(*) from subscriptions s join customers c on c.id = s.customer_id where c.service_plan <> s.plan_code) as plan_mismatch,
        (select count(*) from customers where service_plan in ('premium_care', 'commercial_plus')) as monthly_customers,
        (select count(*) from orders) as orders,
        (select count(*) from orders o join plans p on p.code = o.plan_code where o.amount <> p.price_cents) as wrong_amount,
        (select count(distinct customer_id) from orders) as ordering_customers,
        (select count(*) from customers where service_plan <> 'none') as plan_customers`);
    expect(row).toMatchObject({
      appointments: total.appointments,
      subscriptions: total.subscriptions,
      orders: total.orders,
      completed_in_future: 0,
      bad_type: 0,
      plan_mismatch: 0,
      wrong_amount: 0,
    });
    expect(row.upcoming).toBeGreaterThan(0);
    expect(row.completed).toBeGreaterThan(0);
    expect(row.subscriptions).toBe(row.monthly_customers);
    expect(row.ordering_customers).toBe(row.plan_customers);
  });

  it("adds more rows on a second run instead of failing", async () => {
    await insertScaleCustomers(db(), { customers: 300, batchSize: 300, historyShare: 0, visits: 1 });
    await insertScaleCustomers(db(), { customers: 300, batchSize: 300, historyShare: 0, visits: 1 });
    const result = await db().execute<{ count: string }>(sql`select count(*) as count from customers`);
    expect(Number(result.rows[0]!.count)).toBe(600);
  });
});

describe("the signed-in bench customer", () => {
  it("has a verified password login and a long history, upcoming appointments, an active plan with its orders and a past claim", async () => {
    const bench = await ensureLongHistoryCustomer(db(), {
      email: "Bench.Tester@example.com",
      password: "Bench-Tester-Pass-2031!",
      visits: 300,
    });
    expect(bench).toMatchObject({ email: "bench.tester@example.com", history: 300, created: true });

    const [login] = await db()
      .select({ userId: user.id, verified: user.emailVerified, role: user.role, hash: account.password })
      .from(user)
      .innerJoin(account, and(eq(account.userId, user.id), eq(account.providerId, "credential")))
      .where(eq(user.email, "bench.tester@example.com"));
    expect(login).toMatchObject({ userId: bench.userId, verified: true, role: "user" });
    expect(await verifyPassword({ hash: login!.hash!, password: "Bench-Tester-Pass-2031!" })).toBe(true);

    const row = await numbers(sql`
      select
        (select count(*) from service_history where customer_id = ${bench.customerId}) as history,
        (select count(distinct extract(year from service_date)) from service_history where customer_id = ${bench.customerId}) as years,
        (select count(*) from appointments where customer_id = ${bench.customerId}) as appointments,
        (select count(*) from appointments where customer_id = ${bench.customerId} and appointment_date > now() and status <> 'cancelled') as upcoming,
        (select count(*) from subscriptions where customer_id = ${bench.customerId} and status = 'active' and plan_code = 'premium_care') as active_plans,
        (select count(*) from orders where customer_id = ${bench.customerId}) as orders,
        (select count(*) from reward_claims where customer_id = ${bench.customerId}) as claims`);
    expect(row).toMatchObject({ history: 300, appointments: 40, upcoming: 6, active_plans: 1, orders: 37, claims: 1 });
    expect(row.years).toBeGreaterThanOrEqual(6);
  });

  it("is made once: a second run finds the same login and adds nothing", async () => {
    const first = await ensureLongHistoryCustomer(db(), { visits: 50 });
    const second = await ensureLongHistoryCustomer(db(), { visits: 50 });
    expect(second).toMatchObject({ userId: first.userId, customerId: first.customerId, history: 50, created: false });
    const row = await numbers(sql`select count(*) as users from "user"`);
    expect(row.users).toBe(1);
  });
});

describe("the scale seed's people", () => {
  it("gives every customer an e-mail and a phone of their own, phones written four ways, and names from long lists", async () => {
    await insertScaleCustomers(db(), { customers: 2_000, batchSize: 1_000, historyShare: 0, visits: 1 });
    await insertScaleCustomers(db(), { customers: 500, batchSize: 500, historyShare: 0, visits: 1 });
    const row = await numbers(sql`
      select count(*) as customers, count(distinct lower(email)) as emails, count(distinct phone_digits) as phones,
        count(distinct first_name) as first_names, count(distinct last_name) as last_names,
        count(distinct first_name || ' ' || last_name) as full_names,
        count(*) filter (where phone ~ '^\\(\\d{3}\\) 555-\\d{4}$') as parenthesised,
        count(*) filter (where phone ~ '^\\d{3}-555-\\d{4}$') as dashed,
        count(*) filter (where phone ~ '^\\d{3}555\\d{4}$') as digits_only,
        count(*) filter (where phone ~ '^\\+1 \\d{3} 555 \\d{4}$') as international,
        count(*) filter (where email !~ '^[a-z_.]+[0-9]+@[a-z.]*example\\.(com|net|org)$') as odd_emails
      from customers`);
    expect(row).toMatchObject({ customers: 2_500, emails: 2_500, odd_emails: 0 });
    // One number per person, whatever way it is written (the +1 of the international form aside).
    const local = await numbers(sql`select count(distinct right(phone_digits, 10)) as phones from customers`);
    expect(local.phones).toBe(2_500);
    for (const shape of ["parenthesised", "dashed", "digits_only", "international"])
      expect(row[shape]).toBeGreaterThan(400);
    expect(row.first_names).toBeGreaterThan(100);
    expect(row.last_names).toBeGreaterThan(120);
    expect(row.full_names).toBeGreaterThan(2_000);
  });
});
