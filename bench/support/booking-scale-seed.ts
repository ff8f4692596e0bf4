import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { technicians } from "~/db/schema";
import { APPOINTMENT_SERVICE_TYPES } from "~/config/service-types";
import type { WeeklyHours } from "~/config/settings-shapes";

/** The size of the booking benches' database (issue 34, "Tests and figures"). */
export type BookingScale = {
  customers: number;
  appointments: number;
  technicians: number;
  /** Days ahead that already hold visits (the free-window lookup reads them). */
  daysAhead: number;
  /** The share of (technician, day, window) places ahead that are already booked. */
  bookedShareAhead: number;
};

export const BOOKING_SCALE: BookingScale = {
  customers: 100_000,
  appointments: 1_000_000,
  technicians: 40,
  daysAhead: 60,
  bookedShareAhead: 0.35,
};

/** How many zones each bench technician covers, consecutive in the zones' order, so each zone has several. */
const ZONES_PER_TECHNICIAN = 4;

/**
 * A technician's skills: every type but one (a different one per technician), and always Maintenance and AC Repair,
 * which the visits ahead use, so each visit's technician does its type.
 */
export function benchServiceTypes(index: number): string[] {
  const left = APPOINTMENT_SERVICE_TYPES[index % APPOINTMENT_SERVICE_TYPES.length]!;
  return APPOINTMENT_SERVICE_TYPES.filter((type) => type !== left || type === "Maintenance" || type === "AC Repair");
}

/** Mon–Fri 8–18 for everyone, Saturdays 8–14 for every other technician. */
export function benchWeeklyHours(index: number): WeeklyHours {
  const day = { start: "08:00", end: "18:00" };
  return {
    sunday: null,
    monday: day,
    tuesday: day,
    wednesday: day,
    thursday: day,
    friday: day,
    saturday: index % 2 === 0 ? { start: "08:00", end: "14:00" } : null,
  };
}

/** Zones `index*k .. index*k + ZONES_PER_TECHNICIAN - 1` of the sorted list, wrapping round. */
export function benchZones(index: number, zones: readonly string[]): string[] {
  return Array.from({ length: ZONES_PER_TECHNICIAN }, (_, step) => zones[(index * 3 + step) % zones.length]!);
}

/**
 * Fills a migrated database for the booking benches with INSERT … SELECT over generate_series (no rows cross the
 * wire): technicians over the migration's zones, customers with real zone zip codes (their ids made from their number,
 * md5 → uuid, so a visit names its customer without a join), and appointments with their
 * technician, window and busy_until. The visits ahead take distinct (technician, day, window) places and last less
 * than a window, so nothing ahead overlaps; the rest lie in the past three years, completed or cancelled. Returns
 * the seconds each part took.
 */
export async function seedBookingScale(db: Database, scale: BookingScale): Promise<Record<string, number>> {
  const timings: Record<string, number> = {};
  const timed = async (label: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    timings[label] = (performance.now() - started) / 1000;
  };
  const zoneRows = await db.execute<{ zone: string }>(sql`select distinct zone from zone_zip_codes order by zone`);
  const zones = zoneRows.rows.map((row) => row.zone);
  await timed("technicians", () =>
    db.insert(technicians).values(
      Array.from({ length: scale.technicians }, (_, index) => ({
        name: `Bench Technician ${String(index + 1).padStart(3, "0")}`,
        phone: `(305) 555-${String(index).padStart(4, "0")}`,
        email: `technician${index + 1}@bench.example`,
        locale: index % 2 === 0 ? ("en" as const) : ("es" as const),
        serviceTypes: benchServiceTypes(index),
        zones: benchZones(index, zones),
        weeklyHours: benchWeeklyHours(index),
        onEmergencyRota: index % 5 === 0,
      })),
    ),
  );
  await timed("customers", () =>
    db.execute(sql`
      insert into customers (id, first_name, last_name, email, phone, address_line1, city, zip_code)
      select md5('bench-customer:' || g)::uuid, 'Bench', 'Customer ' || g, 'bench.booker.' || g || '@example.com',
        '(305) 555-' || lpad((g % 10000)::text, 4, '0'), g || ' Main St', 'Miami', z.zips[1 + g % cardinality(z.zips)]
      from generate_series(1, ${scale.customers}) g,
        (select array_agg(distinct zip_code order by zip_code) as zips from zone_zip_codes) z`),
  );
  // Places ahead: every (technician, working day, window) kept with the booked share, one visit each.
  await timed("appointments ahead", () =>
    db.execute(sql`
      with t as (select id, name, zones, weekly_hours, row_number() over (order by name) as n from technicians),
      places as (
        select t.id as technician_id, t.name, t.zones ->> 0 as zone, d, w,
          1 + (t.n * 7919 + d * 104729 + w * 31) % ${scale.customers} as customer,
          ((current_date + d) + make_time(8 + 2 * w, 0, 0)) at time zone 'America/New_York' as starts_at
        from t cross join generate_series(1, ${scale.daysAhead}) d cross join generate_series(0, 4) w
        where extract(dow from current_date + d) between 1 and 5
          and mod(abs(hashtext(t.id::text || ':' || d || ':' || w)), 1000) < ${Math.round(scale.bookedShareAhead * 1000)}
      )
      insert into appointments (customer_id, service_type, appointment_date, duration_minutes, service_address, phone,
        status, window_end, technician_id, technician_name, busy_until, zip_code, zone)
      select md5('bench-customer:' || p.customer)::uuid, case when p.w % 2 = 0 then 'Maintenance' else 'AC Repair' end, p.starts_at,
        case when p.w % 2 = 0 then 60 else 90 end, 'Bench address', '(305) 555-0100', 'confirmed',
        p.starts_at + interval '2 hours', p.technician_id, p.name,
        p.starts_at + (case when p.w % 2 = 0 then 75 else 105 end) * interval '1 minute',
        z.zips[1 + p.customer % cardinality(z.zips)], p.zone
      from places p, (select array_agg(distinct zip_code order by zip_code) as zips from zone_zip_codes) z`),
  );
  const ahead = await db.execute<{ count: string }>(sql`select count(*) as count from appointments`);
  const past = Math.max(0, scale.appointments - Number(ahead.rows[0]!.count));
  await timed("appointments past", () =>
    db.execute(sql`
      with t as (select array_agg(id order by name) as ids, array_agg(name order by name) as names from technicians)
      insert into appointments (customer_id, service_type, appointment_date, duration_minutes, service_address, phone,
        status, window_end, technician_id, technician_name, busy_until, zip_code, created_at, updated_at)
      select md5('bench-customer:' || (1 + (g * 7) % ${scale.customers}))::uuid, 'Maintenance', s.starts_at, 60, 'Bench address', '(305) 555-0100',
        case when g % 10 = 0 then 'cancelled' else 'completed' end, s.starts_at + interval '2 hours',
        t.ids[1 + g % cardinality(t.ids)], t.names[1 + g % cardinality(t.ids)], s.starts_at + interval '75 minutes',
        z.zips[1 + (1 + (g * 7) % ${scale.customers}) % cardinality(z.zips)], s.starts_at - interval '5 days', s.starts_at
      from generate_series(1, ${past}) g
        cross join t
        cross join (select array_agg(distinct zip_code order by zip_code) as zips from zone_zip_codes) z
        cross join lateral (select ((current_date - 1 - g % 1095) + make_time(8 + 2 * (g % 5), 0, 0))
          at time zone 'America/New_York' as starts_at) s`),
  );
  await timed("analyze", () => db.execute(sql`analyze`));
  return timings;
}
