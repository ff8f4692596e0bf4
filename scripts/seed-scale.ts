/**
 * Fills the configured database with many customers for benchmarks:
 *   npm run db:seed-scale -- --customers 100000 [--visits 12] [--history-share 0.85] [--batch-size 10000]
 *     [--long-history-visits 600] [--long-history-email bench.customer@example.com]
 *     [--leads 200000] [--request-share 0.2] [--audit-entries 50000]
 * Uses DATABASE_URL (PostgreSQL) or DATA_DIR (embedded PGlite) exactly like the app, migrating first. Rows are
 * generated inside the database (generate_series), one statement per batch, so 100,000 customers (about 1,000,000
 * service-history rows with the defaults) take under two minutes on a 2-core machine. Besides the history, the
 * customers get appointments, plan subscriptions and paid orders, so the portal's queries meet tables of a
 * realistic size. One signed-in customer with a long history is added too (seed-scale-portal-customer.ts), whose
 * screens `npm run bench:portal` times. Every run adds the anonymous customers again; the signed-in one is made once.
 * For the back office's daily operations (seed-scale-operations.ts, `npm run bench:operations`): `--leads N` adds N
 * leads (none by default), about one customer in five without a request gets a service request with its appointment,
 * and audit entries are added (50,000 by default).
 */
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "~/db/client.server";
import { closeDatabase, databaseHandle } from "~/db/database.server";
import { EQUIPMENT_CATALOG } from "~/db/demo/demo-equipment";
import { AREA_STREETS } from "~/db/demo/demo-places";
import { SERVICE_CATALOG, TECHNICIANS } from "~/db/demo/demo-services";
import { APPOINTMENT_SERVICE_TYPES } from "~/config/service-types";
import { emailSql, firstNameSql, lastNameSql, peopleCatalogSql, phoneSql } from "./seed-scale-people";
import { insertScaleAuditEntries, insertScaleLeads, insertScaleServiceRequests } from "./seed-scale-operations";
import { BENCH_CUSTOMER, ensureLongHistoryCustomer } from "./seed-scale-portal-customer";

export const ScaleOptionsSchema = z.object({
  customers: z.coerce.number().int().min(1).max(10_000_000).default(100_000),
  /** The share of customers with any service history... */
  historyShare: z.coerce.number().min(0).max(1).default(0.85),
  /** ...and how many visits each of those has on average (1 to 2×visits−1): 100,000 × 0.85 × 12 ≈ 1,000,000 rows. */
  visits: z.coerce.number().int().min(1).max(200).default(12),
  batchSize: z.coerce.number().int().min(100).max(100_000).default(10_000),
  /** History rows of the signed-in bench customer; 0 leaves that customer out. */
  longHistoryVisits: z.coerce.number().int().min(0).max(100_000).default(600),
  longHistoryEmail: z.string().email().default(BENCH_CUSTOMER.email),
  /** Leads to add (sources and statuses mixed, over two years); 0 adds none. */
  leads: z.coerce.number().int().min(0).max(10_000_000).default(0),
  /** The share of customers without a service request that get one, with its appointment. */
  requestShare: z.coerce.number().min(0).max(1).default(0.2),
  auditEntries: z.coerce.number().int().min(0).max(10_000_000).default(50_000),
});
export type ScaleOptions = z.infer<typeof ScaleOptionsSchema>;

// The catalogs travel as JSON text parameters (turned into arrays once per statement), so the same SQL runs on both drivers.
const AREAS = Object.entries(AREA_STREETS).flatMap(([city, area]) =>
  area.zipCodes.flatMap((zip) => area.streets.map((street) => ({ city, zip, street }))),
);
const EQUIPMENT = Object.entries(EQUIPMENT_CATALOG).flatMap(([type, units]) =>
  units.map((unit) => ({ type, ...unit })),
);
const PLANS = [
  "none",
  "none",
  "none",
  "none",
  "basic",
  "basic",
  "basic",
  "premium_care",
  "premium_care",
  "commercial_plus",
];

function textArray(values: readonly (string | number)[]) {
  return sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
}

export type ScaleTotals = {
  customers: number;
  history: number;
  appointments: number;
  orders: number;
  subscriptions: number;
};

/** `serial`: how many customers the database held before this run; customer g of the run is person serial + g. */
type Batch = { first: number; last: number; serial: number; historyShare: number; visits: number };

/** Inserts customers numbered `first`..`last`, their history, appointments, subscriptions and orders in one statement. */
async function insertBatch(db: Executor, batch: Batch): Promise<ScaleTotals> {
  const result = await db.execute<Record<keyof ScaleTotals, string>>(sql`
    with catalog as materialized (
      select ${textArray(AREAS.map((area) => area.city))} as cities, ${textArray(AREAS.map((area) => area.zip))} as zips,
        ${textArray(AREAS.map((area) => area.street))} as streets,
        ${textArray(EQUIPMENT.map((unit) => unit.type))} as unit_types, ${textArray(EQUIPMENT.map((unit) => unit.brand))} as unit_brands,
        ${textArray(EQUIPMENT.map((unit) => unit.model))} as unit_models, ${textArray(PLANS)} as plans,
        ${textArray(SERVICE_CATALOG.map((service) => service.type))} as service_types,
        ${textArray(SERVICE_CATALOG.map((service) => service.description))} as service_descriptions,
        ${textArray(SERVICE_CATALOG.map((service) => service.price[0]))}::int[] as service_lows,
        ${textArray(SERVICE_CATALOG.map((service) => service.price[1]))}::int[] as service_highs,
        ${textArray(TECHNICIANS)} as technicians, ${textArray(APPOINTMENT_SERVICE_TYPES)} as appointment_types
    ),
    people as materialized (${peopleCatalogSql()}),
    numbered as (
      -- r: a stable pseudo-random number per row, cut into independent digits for each choice; n: the person's serial
      -- number in the database, which makes the e-mail and phone their own.
      select g, ${batch.serial}::bigint + g as n, abs(hashtext('aw' || (${batch.serial}::bigint + g)::text)::bigint) as r, c.*, people.*
      from generate_series(${batch.first}::bigint, ${batch.last}::bigint) as g, catalog c, people
    ),
    new_customers as (
      insert into customers (first_name, last_name, email, phone, address_line1, city, state, zip_code,
        equipment_type, equipment_brand, equipment_model, installation_date, service_plan, status,
        next_service_due, current_balance, created_at, updated_at)
      select
        ${firstNameSql(sql`r`)},
        ${lastNameSql(sql`r`)},
        ${emailSql(firstNameSql(sql`r`), lastNameSql(sql`r`), sql`n`, sql`r`)},
        ${phoneSql(sql`n`, sql`r`)},
        (100 + (r / 10000) % 19900)::text || ' ' || streets[1 + (r / 7) % cardinality(streets)],
        cities[1 + (r / 7) % cardinality(cities)], 'FL', zips[1 + (r / 7) % cardinality(zips)],
        unit_types[1 + (r / 1000) % cardinality(unit_types)], unit_brands[1 + (r / 1000) % cardinality(unit_brands)],
        unit_models[1 + (r / 1000) % cardinality(unit_models)],
        current_date - (365 + (r / 3) % 5475)::int,
        plans[1 + (r / 100000) % cardinality(plans)],
        case when (r / 1000000) % 500 = 0 then 'suspended' when (r / 1000000) % 20 = 1 then 'inactive' else 'active' end,
        case when (r / 11) % 7 = 0 then null else current_date + ((r / 13) % 240 - 60)::int end,
        case when (r / 17) % 12 = 0 then ((r / 19) % 50000) / 100.0 else 0 end,
        now() - ((r / 23) % 1095) * interval '1 day' - (r % 86400) * interval '1 second',
        now()
      from numbered
      returning id, email, service_plan, phone, address_line1 || ', ' || city || ', FL ' || zip_code as address
    ),
    hashed as (
      select id, service_plan, phone, address, abs(hashtext(email)::bigint) as h from new_customers
    ),
    new_history as (
      insert into service_history (customer_id, service_type, service_date, description, technician_name,
        amount_charged, payment_status, created_at, updated_at)
      select hashed.id, c.service_types[k], current_date - ((h / 7 + v * 97) % 1825)::int, c.service_descriptions[k],
        c.technicians[1 + (h / 3 + v) % cardinality(c.technicians)],
        c.service_lows[k] + (h / 5 + v) % (c.service_highs[k] - c.service_lows[k] + 1),
        case (h / 11 + v) % 20 when 0 then 'overdue' when 1 then 'pending' else 'paid' end,
        now(), now()
      from hashed
        cross join catalog c
        -- 1 to 2×visits−1 visits each: on average the visits option.
        cross join lateral generate_series(1, 1 + (h % ${2 * batch.visits - 1})::int) as visits (v)
        cross join lateral (select (1 + (h / 13 + v * 3) % cardinality(c.service_types))::int as k) as picked
      where (h / 1000) % 1000 < ${Math.round(batch.historyShare * 1000)}
      returning 1
    ),
    new_appointments as (
      -- A third of the customers asked for 1 to 3 visits over the past year and the next two months.
      insert into appointments (customer_id, service_type, appointment_date, duration_minutes, service_address, phone,
        customer_notes, status, created_at, updated_at)
      select id, c.appointment_types[1 + (h / 37 + a) % cardinality(c.appointment_types)], at,
        60 + 30 * ((h / 41 + a) % 3)::int, address, coalesce(phone, '(305) 555-0100'),
        case when (h / 43 + a) % 3 = 0 then 'Please call before arriving.' end,
        case
          when at > now() then case when (h / 31 + a) % 2 = 0 then 'scheduled' else 'confirmed' end
          when (h / 31 + a) % 8 = 0 then 'cancelled'
          else 'completed'
        end,
        at - interval '5 days', at - interval '5 days'
      from hashed
        cross join catalog c
        cross join lateral generate_series(1, 1 + (h / 47 % 3)::int) as visits (a)
        cross join lateral (
          select date_trunc('day', now()) + ((h / 29 + a * 53) % 425 - 365) * interval '1 day'
            + (8 + (h / 53 + a) % 9) * interval '1 hour' as at
        ) as slot
      where (h / 1000000) % 3 = 0
      returning 1
    ),
    new_subscriptions as (
      insert into subscriptions (customer_id, plan_code, status, current_period_end, created_at, updated_at)
      select id, service_plan, 'active', now() + ((h / 59) % 30) * interval '1 day', now() - ((h % 12) + 1) * interval '1 month', now()
      from hashed
      where service_plan in ('premium_care', 'commercial_plus') and exists (select 1 from plans where plans.code = hashed.service_plan)
      returning 1
    ),
    new_orders as (
      -- One paid order for a Basic visit, one a month (1 to 12) for the monthly plans.
      insert into orders (customer_id, service_type, plan_code, amount, currency, status, created_at)
      select hashed.id, p.name, p.code, p.price_cents, 'usd', 'paid', now() - (m - 1) * interval '1 month' - (h % 86400) * interval '1 second'
      from hashed
        join plans p on p.code = hashed.service_plan
        cross join lateral generate_series(1, case when p.billing_interval = 'month' then 1 + (h % 12)::int else 1 end) as months (m)
      returning 1
    )
    select (select count(*) from new_customers) as customers, (select count(*) from new_history) as history,
      (select count(*) from new_appointments) as appointments, (select count(*) from new_orders) as orders,
      (select count(*) from new_subscriptions) as subscriptions`);
  const row = result.rows[0]!;
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as ScaleTotals;
}

/** Adds the anonymous customers batch by batch; the signed-in bench customer is `ensureLongHistoryCustomer`'s. */
export async function insertScaleCustomers(
  db: Executor,
  options: Pick<ScaleOptions, "customers" | "historyShare" | "visits" | "batchSize">,
  onBatch: (done: number) => void = () => {},
): Promise<ScaleTotals> {
  const before = await db.execute<{ count: string }>(sql`select count(*) as count from customers`);
  const serial = Number(before.rows[0]?.count ?? 0);
  const total: ScaleTotals = { customers: 0, history: 0, appointments: 0, orders: 0, subscriptions: 0 };
  for (let first = 1; first <= options.customers; first += options.batchSize) {
    const last = Math.min(first + options.batchSize - 1, options.customers);
    const inserted = await db.transaction(async (tx) => {
      // PostgreSQL would otherwise spend longer compiling this one-off statement (JIT) than running it.
      await tx.execute(sql`set local jit = off`);
      return insertBatch(tx, { first, last, serial, historyShare: options.historyShare, visits: options.visits });
    });
    for (const key of Object.keys(total) as (keyof ScaleTotals)[]) total[key] += inserted[key];
    onBatch(total.customers);
  }
  await analyzeTables(db);
  return total;
}

/**
 * Fresh statistics and visibility map, as autovacuum keeps them in production: the first benchmark queries get the
 * plans they will have there, and counts answered from an index need not visit the table's pages.
 */
async function analyzeTables(db: Executor): Promise<void> {
  for (const table of ["customers", "service_history", "appointments", "subscriptions", "orders"]) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}

const count = (value: number | string) => Number(value).toLocaleString("en-US");

/** The leads, service requests and audit entries the back office's daily-operations screens list. */
async function seedOperations(db: Executor, options: ScaleOptions, opened: number): Promise<void> {
  const elapsed = () => `${((performance.now() - opened) / 1000).toFixed(1)} s`;
  if (options.leads > 0) {
    const leads = await insertScaleLeads(db, { leads: options.leads, batchSize: options.batchSize * 2 }, (done) =>
      console.log(`[seed-scale]   ${count(done)} leads (${elapsed()})`),
    );
    console.log(`[seed-scale] added ${count(leads)} leads (${elapsed()})`);
  }
  if (options.requestShare > 0) {
    const requests = await insertScaleServiceRequests(db, { share: options.requestShare });
    console.log(`[seed-scale] added ${count(requests)} service requests with their appointments (${elapsed()})`);
  }
  if (options.auditEntries > 0) {
    const entries = await insertScaleAuditEntries(db, {
      entries: options.auditEntries,
      batchSize: options.batchSize * 2,
    });
    console.log(`[seed-scale] added ${count(entries)} audit entries (${elapsed()})`);
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      customers: { type: "string" },
      visits: { type: "string" },
      "history-share": { type: "string" },
      "batch-size": { type: "string" },
      "long-history-visits": { type: "string" },
      "long-history-email": { type: "string" },
      leads: { type: "string" },
      "request-share": { type: "string" },
      "audit-entries": { type: "string" },
    },
  });
  const parsed = ScaleOptionsSchema.safeParse({
    customers: values.customers,
    visits: values.visits,
    historyShare: values["history-share"],
    batchSize: values["batch-size"],
    longHistoryVisits: values["long-history-visits"],
    longHistoryEmail: values["long-history-email"],
    leads: values.leads,
    requestShare: values["request-share"],
    auditEntries: values["audit-entries"],
  });
  if (!parsed.success) {
    console.error(
      `Invalid options: ${parsed.error.issues.map((issue) => `--${issue.path.join(".")}: ${issue.message}`).join("; ")}`,
    );
    process.exitCode = 2;
    return;
  }
  const options = parsed.data;
  const started = performance.now();
  const handle = await databaseHandle();
  const opened = performance.now();
  console.log(
    `[seed-scale] ${handle.driver} ready in ${((opened - started) / 1000).toFixed(1)} s; adding ${count(options.customers)} customers`,
  );
  const total = await insertScaleCustomers(handle.db, options, (done) => {
    const seconds = (performance.now() - opened) / 1000;
    console.log(`[seed-scale]   ${count(done)} customers (${seconds.toFixed(1)} s)`);
  });
  const seconds = (performance.now() - opened) / 1000;
  console.log(
    `[seed-scale] added ${count(total.customers)} customers, ${count(total.history)} service history rows, ${count(total.appointments)} appointments, ` +
      `${count(total.subscriptions)} subscriptions and ${count(total.orders)} orders in ${seconds.toFixed(1)} s (${count(Math.round(total.customers / seconds))} customers/s)`,
  );
  if (options.longHistoryVisits > 0) {
    const bench = await ensureLongHistoryCustomer(handle.db, {
      email: options.longHistoryEmail,
      visits: options.longHistoryVisits,
    });
    console.log(
      bench.created
        ? `[seed-scale] signed-in bench customer ${bench.email} (password ${bench.password}): user id ${bench.userId}, ${count(bench.history)} service history rows`
        : `[seed-scale] signed-in bench customer ${bench.email} already exists: user id ${bench.userId}, ${count(bench.history)} service history rows`,
    );
  }
  await seedOperations(handle.db, options, opened);
  const counts = await handle.db.execute<{ customers: string; history: string }>(
    sql`select (select count(*) from customers) as customers, (select count(*) from service_history) as history`,
  );
  const now = counts.rows[0]!;
  console.log(
    `[seed-scale] the database now holds ${count(now.customers)} customers and ${count(now.history)} service history rows`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main()
    .catch((error: unknown) => {
      console.error("[seed-scale] failed:", error);
      process.exitCode = 1;
    })
    .finally(() => closeDatabase());
}
