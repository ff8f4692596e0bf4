/**
 * Fills the configured database with many customers for benchmarks:
 *   npm run db:seed-scale -- --customers 100000 [--history-share 0.4] [--batch-size 10000]
 * Uses DATABASE_URL (PostgreSQL) or DATA_DIR (embedded PGlite) exactly like the app, migrating first. Rows are
 * generated inside the database (generate_series), one statement per batch, so 100,000 customers take seconds.
 * Every run adds rows; it never deletes any.
 */
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "~/db/client.server";
import { closeDatabase, databaseHandle } from "~/db/database.server";
import { EQUIPMENT_CATALOG } from "~/db/demo/demo-equipment";
import { AREA_STREETS, FIRST_NAMES, LAST_NAMES } from "~/db/demo/demo-places";
import { SERVICE_CATALOG, TECHNICIANS } from "~/db/demo/demo-services";

export const ScaleOptionsSchema = z.object({
  customers: z.coerce.number().int().min(1).max(10_000_000).default(100_000),
  historyShare: z.coerce.number().min(0).max(1).default(0.4),
  batchSize: z.coerce.number().int().min(100).max(100_000).default(10_000),
});
export type ScaleOptions = z.infer<typeof ScaleOptionsSchema>;

// The catalogs travel as JSON text parameters (turned into arrays once per statement), so the same SQL runs on both drivers.
const AREAS = Object.entries(AREA_STREETS).flatMap(([city, area]) =>
  area.zipCodes.flatMap((zip) => area.streets.map((street) => ({ city, zip, street }))),
);
const EQUIPMENT = Object.entries(EQUIPMENT_CATALOG).flatMap(([type, units]) => units.map((unit) => ({ type, ...unit })));
const PLANS = ["none", "none", "none", "none", "basic", "basic", "basic", "premium_care", "premium_care", "commercial_plus"];

function textArray(values: readonly (string | number)[]) {
  return sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
}

/** Inserts customers numbered `first`..`last` (and history for a share of them) in one statement. */
async function insertBatch(db: Executor, batch: { first: number; last: number; tag: string; historyShare: number }) {
  const result = await db.execute<{ customers: string; history: string }>(sql`
    with catalog as materialized (
      select ${textArray(FIRST_NAMES)} as first_names, ${textArray(LAST_NAMES)} as last_names,
        ${textArray(AREAS.map((area) => area.city))} as cities, ${textArray(AREAS.map((area) => area.zip))} as zips,
        ${textArray(AREAS.map((area) => area.street))} as streets,
        ${textArray(EQUIPMENT.map((unit) => unit.type))} as unit_types, ${textArray(EQUIPMENT.map((unit) => unit.brand))} as unit_brands,
        ${textArray(EQUIPMENT.map((unit) => unit.model))} as unit_models, ${textArray(PLANS)} as plans,
        ${textArray(SERVICE_CATALOG.map((service) => service.type))} as service_types,
        ${textArray(SERVICE_CATALOG.map((service) => service.description))} as service_descriptions,
        ${textArray(SERVICE_CATALOG.map((service) => service.price[0]))}::int[] as service_lows,
        ${textArray(SERVICE_CATALOG.map((service) => service.price[1]))}::int[] as service_highs,
        ${textArray(TECHNICIANS)} as technicians
    ),
    numbered as (
      -- r: a stable pseudo-random number per row, cut into independent digits for each choice.
      select g, abs(hashtext('aw' || g)::bigint) as r, c.*
      from generate_series(${batch.first}::bigint, ${batch.last}::bigint) as g, catalog c
    ),
    new_customers as (
      insert into customers (first_name, last_name, email, phone, address_line1, city, state, zip_code,
        equipment_type, equipment_brand, equipment_model, installation_date, service_plan, status,
        next_service_due, current_balance, created_at, updated_at)
      select
        first_names[1 + r % cardinality(first_names)],
        last_names[1 + (r / 100) % cardinality(last_names)],
        'scale.' || ${batch.tag}::text || '.' || g || '@example.com',
        '(305) 555-01' || lpad((g % 100)::text, 2, '0'),
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
      returning id, email
    ),
    hashed as (
      select id, abs(hashtext(email)::bigint) as h from new_customers
    ),
    new_history as (
      insert into service_history (customer_id, service_type, service_date, description, technician_name,
        amount_charged, payment_status, created_at, updated_at)
      select hashed.id, c.service_types[k], current_date - ((h / 7 + v * 97) % 730)::int, c.service_descriptions[k],
        c.technicians[1 + (h / 3 + v) % cardinality(c.technicians)],
        c.service_lows[k] + (h / 5 + v) % (c.service_highs[k] - c.service_lows[k] + 1),
        case (h / 11 + v) % 20 when 0 then 'overdue' when 1 then 'pending' else 'paid' end,
        now(), now()
      from hashed
        cross join catalog c
        cross join (values (1), (2), (3), (4)) as visits (v)
        cross join lateral (select (1 + (h / 13 + v * 3) % cardinality(c.service_types))::int as k) as picked
      where (h / 1000) % 1000 < ${Math.round(batch.historyShare * 1000)} and v <= 1 + h % 4
      returning 1
    )
    select (select count(*) from new_customers) as customers, (select count(*) from new_history) as history`);
  const row = result.rows[0]!;
  return { customers: Number(row.customers), history: Number(row.history) };
}

export async function insertScaleCustomers(
  db: Executor,
  options: ScaleOptions,
  onBatch: (done: number) => void = () => {},
): Promise<{ customers: number; history: number }> {
  const tag = Date.now().toString(36);
  const total = { customers: 0, history: 0 };
  for (let first = 1; first <= options.customers; first += options.batchSize) {
    const last = Math.min(first + options.batchSize - 1, options.customers);
    const inserted = await db.transaction(async (tx) => {
      // PostgreSQL would otherwise spend longer compiling this one-off statement (JIT) than running it.
      await tx.execute(sql`set local jit = off`);
      return insertBatch(tx, { first, last, tag, historyShare: options.historyShare });
    });
    total.customers += inserted.customers;
    total.history += inserted.history;
    onBatch(total.customers);
  }
  // Fresh statistics, so the first benchmark queries get the plans they will have in production.
  await db.execute(sql`analyze customers`);
  await db.execute(sql`analyze service_history`);
  return total;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { customers: { type: "string" }, "history-share": { type: "string" }, "batch-size": { type: "string" } },
  });
  const parsed = ScaleOptionsSchema.safeParse({
    customers: values.customers,
    historyShare: values["history-share"],
    batchSize: values["batch-size"],
  });
  if (!parsed.success) {
    console.error(`Invalid options: ${parsed.error.issues.map((issue) => `--${issue.path.join(".")}: ${issue.message}`).join("; ")}`);
    process.exitCode = 2;
    return;
  }
  const options = parsed.data;
  const started = performance.now();
  const handle = await databaseHandle();
  const opened = performance.now();
  console.log(`[seed-scale] ${handle.driver} ready in ${((opened - started) / 1000).toFixed(1)} s; adding ${options.customers.toLocaleString("en-US")} customers`);
  const total = await insertScaleCustomers(handle.db, options, (done) => {
    const seconds = (performance.now() - opened) / 1000;
    console.log(`[seed-scale]   ${done.toLocaleString("en-US")} customers (${seconds.toFixed(1)} s)`);
  });
  const seconds = (performance.now() - opened) / 1000;
  const counts = await handle.db.execute<{ customers: string; history: string }>(
    sql`select (select count(*) from customers) as customers, (select count(*) from service_history) as history`,
  );
  const now = counts.rows[0]!;
  console.log(
    `[seed-scale] added ${total.customers.toLocaleString("en-US")} customers and ${total.history.toLocaleString("en-US")} service history rows in ${seconds.toFixed(1)} s ` +
      `(${Math.round(total.customers / seconds).toLocaleString("en-US")} customers/s); ` +
      `the database now holds ${Number(now.customers).toLocaleString("en-US")} customers and ${Number(now.history).toLocaleString("en-US")} service history rows`,
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
