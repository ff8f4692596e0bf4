import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { technicians } from "~/db/schema";
import { benchServiceTypes, benchWeeklyHours, benchZones } from "./booking-scale-seed";

/** The size of the daily plan-visit run's bench (issue 37: "the daily job over 10,000 active plans"). */
export type PlanVisitsScale = {
  plans: number;
  technicians: number;
  /** The share of plans that are a paid Basic order (the rest: Premium Care and Commercial Plus, half each). */
  basicShare: number;
  /** The share of customers with a current transactional SMS consent (they get a text as well as the mail). */
  textShare: number;
  /** The share of customers whose zip code is in no zone (their visit goes straight to the follow-up list). */
  outsideShare: number;
};

export const PLAN_VISITS_SCALE: PlanVisitsScale = {
  plans: 10_000,
  technicians: 40,
  basicShare: 0.1,
  textShare: 0.3,
  outsideShare: 0.01,
};

/**
 * Fills a migrated database for the daily run's bench with INSERT … SELECT over generate_series (no rows cross the
 * wire, so PGlite seeds it too): technicians over the migration's zones, one customer per plan with a real zone zip
 * code (a few with one in no zone), an e-mail and a phone, a share with a transactional SMS consent; the plans
 * (active subscriptions, and paid Basic orders) and each plan's open visit, due today to 30 days ahead, as the
 * Stripe events would have made them. Returns the seconds it took.
 */
export async function seedPlanVisitsScale(db: Database, scale: PlanVisitsScale): Promise<number> {
  const started = performance.now();
  const zoneRows = await db.execute<{ zone: string }>(sql`select distinct zone from zone_zip_codes order by zone`);
  const zones = zoneRows.rows.map((row) => row.zone);
  await db.insert(technicians).values(
    Array.from({ length: scale.technicians }, (_, index) => ({
      name: `Bench Technician ${String(index + 1).padStart(3, "0")}`,
      phone: `(305) 555-${String(index).padStart(4, "0")}`,
      email: `technician${index + 1}@bench.example`,
      serviceTypes: benchServiceTypes(index),
      zones: benchZones(index, zones),
      weeklyHours: benchWeeklyHours(index),
    })),
  );
  const outsideEvery = Math.max(1, Math.round(1 / Math.max(scale.outsideShare, 1e-9)));
  const basicEvery = Math.max(1, Math.round(1 / Math.max(scale.basicShare, 1e-9)));
  const textEvery = Math.max(1, Math.round(1 / Math.max(scale.textShare, 1e-9)));
  // Customer g: its id is md5('bench-plan-customer:' || g), so the plans and visits name it without a join.
  await db.execute(sql`
    insert into customers (id, first_name, last_name, email, phone, address_line1, city, zip_code, service_plan)
    select md5('bench-plan-customer:' || g)::uuid, 'Bench', 'Member ' || g, 'bench.member.' || g || '@example.com',
      '(786) 2' || lpad((g % 100)::text, 2, '0') || '-' || lpad((g / 100)::text, 4, '0'), g || ' Palm Ave', 'Miami',
      case when g % ${outsideEvery} = 0 then '99999' else z.zips[1 + g % cardinality(z.zips)] end,
      case when g % ${basicEvery} = 0 then 'basic' when g % 2 = 0 then 'premium_care' else 'commercial_plus' end
    from generate_series(1, ${scale.plans}) g,
      (select array_agg(distinct zip_code order by zip_code) as zips from zone_zip_codes) z`);
  await db.execute(sql`
    insert into subscriptions (id, customer_id, plan_code, status, stripe_subscription_id, current_period_end)
    select md5('bench-plan:' || g)::uuid, md5('bench-plan-customer:' || g)::uuid,
      case when g % 2 = 0 then 'premium_care' else 'commercial_plus' end, 'active', 'sub_bench_' || g,
      now() + interval '20 days'
    from generate_series(1, ${scale.plans}) g where g % ${basicEvery} <> 0`);
  await db.execute(sql`
    insert into orders (id, customer_id, service_type, plan_code, amount, status, stripe_checkout_session_id)
    select md5('bench-plan:' || g)::uuid, md5('bench-plan-customer:' || g)::uuid, 'Basic', 'basic', 14900, 'paid',
      'cs_bench_' || g
    from generate_series(1, ${scale.plans}) g where g % ${basicEvery} = 0`);
  await db.execute(sql`
    insert into plan_visits (subscription_id, order_id, customer_id, plan_code, visit_number, due_date)
    select case when g % ${basicEvery} <> 0 then md5('bench-plan:' || g)::uuid end,
      case when g % ${basicEvery} = 0 then md5('bench-plan:' || g)::uuid end,
      md5('bench-plan-customer:' || g)::uuid,
      case when g % ${basicEvery} = 0 then 'basic' when g % 2 = 0 then 'premium_care' else 'commercial_plus' end,
      1, (now() at time zone 'America/New_York')::date + (g * 7919) % 31
    from generate_series(1, ${scale.plans}) g`);
  // A transactional SMS consent for a share of the phones, in the ledger's form (an event and the current state).
  await db.execute(sql`
    with granted as (
      insert into consent_events (contact, channel, purpose, granted, source, words_shown, locale)
      select '+17862' || lpad((g % 100)::text, 2, '0') || lpad((g / 100)::text, 4, '0'), 'sms', 'transactional', true,
        'booking_form', 'Bench consent', case when g % 3 = 0 then 'es' else 'en' end
      from generate_series(1, ${scale.plans}) g where g % ${textEvery} = 0
      returning id, contact, locale)
    insert into consent_states (contact, channel, purpose, granted, event_id, locale)
    select contact, 'sms', 'transactional', true, id, locale from granted`);
  await db.execute(sql`analyze`);
  return (performance.now() - started) / 1000;
}
