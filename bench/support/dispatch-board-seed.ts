import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { appointments, technicians } from "~/db/schema";
import { APPOINTMENT_SERVICE_TYPES } from "~/config/service-types";
import { addDays } from "~/domain/scheduling/business-time";
import { scheduleWindowsOn } from "~/domain/scheduling/schedule-windows";
import { getSettings } from "~/domain/settings/get-settings.server";
import { benchWeeklyHours } from "./booking-scale-seed";

/** The board bench's size (issue 35): a team of 20 with 200 visits a day around the measured day, and history. */
export type BoardScale = {
  technicians: number;
  visitsPerDay: number;
  days: number;
  customers: number;
  history: number;
};

export const BOARD_SCALE: BoardScale = {
  technicians: 20,
  visitsPerDay: 200,
  days: 30,
  customers: 20_000,
  history: 300_000,
};

/**
 * Fills a migrated database for the board bench: technicians covering every zone; customers; `visitsPerDay` visits on
 * every business day with windows of the `days` from `firstDay`, spread over the technicians and windows (two per
 * place, the second over capacity, and one in ten unassigned, so the tray is full too); and `history` completed visits
 * over the past years, so the day's visits are read from a table of realistic size. Returns the technicians' count.
 */
export async function seedDispatchBoard(db: Database, scale: BoardScale, firstDay: string): Promise<void> {
  const zoneRows = await db.execute<{ zone: string }>(sql`select distinct zone from zone_zip_codes order by zone`);
  const zones = zoneRows.rows.map((row) => row.zone);
  const team = await db
    .insert(technicians)
    .values(
      Array.from({ length: scale.technicians }, (_, index) => ({
        name: `Board Technician ${String(index + 1).padStart(2, "0")}`,
        phone: `(305) 555-${String(index).padStart(4, "0")}`,
        email: `board${index + 1}@bench.example`,
        serviceTypes: [...APPOINTMENT_SERVICE_TYPES],
        zones,
        weeklyHours: benchWeeklyHours(index),
      })),
    )
    .returning({ id: technicians.id, name: technicians.name });
  await db.execute(sql`
    insert into customers (first_name, last_name, email, zip_code, service_plan)
    select 'Board', 'Customer ' || g, 'board' || g || '@bench.example', '33178',
           case when g % 3 = 0 then 'basic' else 'none' end
    from generate_series(1, ${scale.customers}) g`);
  const ids = (await db.execute<{ id: string }>(sql`select id from customers order by id`)).rows.map((row) => row.id);
  await db.execute(sql`
    insert into appointments (customer_id, service_type, appointment_date, service_address, phone, status)
    select (select array_agg(id) from customers)[1 + g % ${ids.length}], 'Maintenance',
           now() - interval '1 day' - (g % 1000) * interval '1 day' - (g % 9) * interval '1 hour',
           '1 Bench St', '(305) 555-0100', 'completed'
    from generate_series(1, ${scale.history}) g`);
  const { scheduling } = await getSettings({ executor: db });
  let visit = 0;
  for (let offset = 0; offset < scale.days; offset += 1) {
    const date = addDays(firstDay, offset);
    const windows = scheduleWindowsOn(scheduling, date);
    if (windows.length === 0) continue;
    const rows = Array.from({ length: scale.visitsPerDay }, (_, index) => {
      visit += 1;
      const technician = team[index % team.length]!;
      const window = windows[Math.floor(index / team.length) % windows.length]!;
      const unassigned = index % 10 === 9;
      return {
        customerId: ids[visit % ids.length]!,
        serviceType: APPOINTMENT_SERVICE_TYPES[index % APPOINTMENT_SERVICE_TYPES.length]!,
        appointmentDate: window.startsAt,
        windowEnd: window.endsAt,
        busyUntil: new Date(window.startsAt.getTime() + 105 * 60_000),
        durationMinutes: 90,
        serviceAddress: "1 Bench St",
        phone: "(305) 555-0100",
        status: index % 4 === 0 ? ("scheduled" as const) : ("confirmed" as const),
        technicianId: unassigned ? null : technician.id,
        technicianName: unassigned ? null : technician.name,
        zipCode: "33178",
        zone: zones[index % zones.length]!,
        overCapacity: index >= team.length * windows.length,
      };
    });
    await db.insert(appointments).values(rows);
  }
  await db.execute(sql`analyze`);
}
