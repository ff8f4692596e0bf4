/**
 * The signed-in customer of a scale database: a login with years of service history, appointments, a Premium Care
 * subscription with its monthly orders and a claimed reward, so that `npm run bench:portal` times every portal
 * screen on the heaviest account a real customer would have, among a million other rows.
 */
import { eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { SERVICE_CATALOG, TECHNICIANS } from "~/db/demo/demo-services";
import { customers, profiles, user } from "~/db/schema";
import { APPOINTMENT_SERVICE_TYPES } from "~/config/service-types";
import { createCredentialUser } from "~/domain/accounts/create-credential-user.server";

/** A throw-away bench login (never on a real install: seed-scale runs only against a bench database). */
export const BENCH_CUSTOMER = {
  email: "bench.customer@example.com",
  password: process.env.BENCH_CUSTOMER_PASSWORD ?? "Bench-Customer-Pass-2026!",
};

export type LongHistoryCustomer = {
  userId: string;
  customerId: string;
  email: string;
  password: string;
  history: number;
  created: boolean;
};

const jsonArray = (values: readonly (string | number)[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/**
 * Finds the bench login, or creates it with `visits` history rows spread over six years, 40 appointments (6 still
 * ahead), an active Premium Care subscription with 36 paid monthly orders plus a Basic visit, and last year's
 * reward claim. Made once: a second run finds the login and adds nothing.
 */
export async function ensureLongHistoryCustomer(
  db: Executor,
  options: { email?: string; password?: string; visits: number },
): Promise<LongHistoryCustomer> {
  const email = (options.email ?? BENCH_CUSTOMER.email).toLowerCase();
  const password = options.password ?? BENCH_CUSTOMER.password;
  // Looked up by login, then by record, so a run stopped half-way is completed by the next one.
  const [login] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  const userId =
    login?.id ??
    (
      await createCredentialUser({
        email,
        password,
        name: "Bianca Bench",
        firstName: "Bianca",
        lastName: "Bench",
        emailVerified: true,
        executor: db,
      })
    ).id;
  const [existing] = await db.select({ id: customers.id }).from(customers).where(eq(customers.userId, userId));
  if (existing) {
    const history = await db.execute<{ count: string }>(
      sql`select count(*) as count from service_history where customer_id = ${existing.id}`,
    );
    return {
      userId,
      customerId: existing.id,
      email,
      password,
      history: Number(history.rows[0]!.count),
      created: false,
    };
  }
  return db.transaction(async (tx) => {
    const [record] = await tx
      .insert(customers)
      .values({
        userId,
        firstName: "Bianca",
        lastName: "Bench",
        email,
        phone: "(305) 555-0177",
        addressLine1: "4410 Coral Way",
        city: "Miami",
        zipCode: "33145",
        equipmentType: "Central AC",
        equipmentBrand: "Carrier",
        equipmentModel: "Infinity 24VNA6",
        installationDate: "2014-05-02",
        servicePlan: "premium_care",
        nextServiceDue: sql`current_date + 40`,
        createdAt: sql`now() - interval '6 years'`,
      })
      .returning({ id: customers.id });
    const customerId = record!.id;
    await tx.insert(profiles).values({
      userId,
      firstName: "Bianca",
      lastName: "Bench",
      phone: "(305) 555-0177",
      address: "4410 Coral Way",
      city: "Miami",
      state: "FL",
      zipCode: "33145",
    });

    // Visits spread evenly over six years, newest today; a few unpaid ones, as a long-standing customer would have.
    const history = await tx.execute(sql`
      insert into service_history (customer_id, service_type, service_date, description, technician_name, amount_charged, payment_status)
      select ${customerId}::uuid, types[1 + g % cardinality(types)], current_date - (g * 2190 / ${options.visits})::int,
        descriptions[1 + g % cardinality(descriptions)], technicians[1 + g % cardinality(technicians)],
        lows[1 + g % cardinality(lows)] + (g * 7) % 40,
        case when g % 50 = 7 then 'overdue' when g % 25 = 3 then 'pending' else 'paid' end
      from generate_series(0, ${options.visits - 1}) as g,
        (select ${jsonArray(SERVICE_CATALOG.map((service) => service.type))} as types,
          ${jsonArray(SERVICE_CATALOG.map((service) => service.description))} as descriptions,
          ${jsonArray(SERVICE_CATALOG.map((service) => service.price[0]))}::int[] as lows,
          ${jsonArray(TECHNICIANS)} as technicians) as catalog`);

    // 34 past appointments (one in eight cancelled) and 6 ahead, two of them within the next week.
    await tx.execute(sql`
      insert into appointments (customer_id, service_type, appointment_date, duration_minutes, service_address, phone, customer_notes, technician_notes, status, created_at)
      select ${customerId}::uuid, types[1 + g % cardinality(types)], at, 60 + 30 * (g % 3), '4410 Coral Way, Miami, FL 33145', '(305) 555-0177',
        case when g % 4 = 0 then 'Gate code 2580; the unit is behind the garage.' end,
        case when at < now() and g % 8 <> 0 then 'Checked the system; running within spec.' end,
        case when at > now() then case when g % 2 = 0 then 'confirmed' else 'scheduled' end when g % 8 = 0 then 'cancelled' else 'completed' end,
        at - interval '6 days'
      from generate_series(1, 40) as g,
        (select ${jsonArray(APPOINTMENT_SERVICE_TYPES)} as types) as catalog,
        lateral (select date_trunc('day', now()) + case when g <= 6 then g * 5 - 3 else -(g - 6) * 60 end * interval '1 day' + (9 + g % 7) * interval '1 hour' as at) as slot`);

    await tx.execute(sql`
      insert into subscriptions (customer_id, plan_code, status, current_period_end, created_at)
      select ${customerId}::uuid, code, 'active', now() + interval '12 days', now() - interval '36 months' from plans where code = 'premium_care'`);
    await tx.execute(sql`
      insert into orders (customer_id, service_type, plan_code, amount, currency, status, created_at)
      select ${customerId}::uuid, name, code, price_cents, 'usd', 'paid', now() - m * interval '1 month'
      from plans, generate_series(0, 35) as m where code = 'premium_care'
      union all
      select ${customerId}::uuid, name, code, price_cents, 'usd', 'paid', now() - interval '40 months' from plans where code = 'basic'`);
    await tx.execute(sql`
      insert into reward_claims (customer_id, reward_code, points, claim_year, status, fulfilled_at)
      values (${customerId}::uuid, 'free_service_call', 200, extract(year from now() at time zone 'America/New_York')::int - 1, 'fulfilled', now() - interval '10 months')`);
    return { userId, customerId, email, password, history: history.rowCount ?? options.visits, created: true };
  });
}
