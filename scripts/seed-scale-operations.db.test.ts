import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "~/db/schema";
import { useTestDatabase } from "../tests/support/test-database";
import { insertScaleCustomers, ScaleOptionsSchema } from "./seed-scale";
import {
  insertScaleAuditEntries,
  insertScaleLeads,
  insertScaleServiceRequests,
  SCALE_AUDIT_ACTIONS,
} from "./seed-scale-operations";

const { db } = useTestDatabase();

async function numbers(query: ReturnType<typeof sql>): Promise<Record<string, number>> {
  const result = await db().execute<Record<string, string>>(query);
  return Object.fromEntries(Object.entries(result.rows[0]!).map(([key, value]) => [key, Number(value)]));
}

const customersOnly = { historyShare: 0, visits: 1 } as const;

describe("the scale seed's daily operations", () => {
  it("adds no leads unless --leads asks for them, and keeps the other defaults", () => {
    expect(ScaleOptionsSchema.parse({})).toMatchObject({ leads: 0, requestShare: 0.2, auditEntries: 50_000 });
    expect(ScaleOptionsSchema.parse({ leads: "2000" }).leads).toBe(2_000);
    expect(ScaleOptionsSchema.safeParse({ leads: "-1" }).success).toBe(false);
  });

  it("adds the requested leads in batches with every source and status, over two years, converted ones linked", async () => {
    await insertScaleCustomers(db(), { customers: 200, batchSize: 200, ...customersOnly });
    const batches: number[] = [];
    expect(await insertScaleLeads(db(), { leads: 2_500, batchSize: 1_000 }, (done) => batches.push(done))).toBe(2_500);
    expect(batches).toEqual([1_000, 2_000, 2_500]);
    const row = await numbers(sql`
      select count(*) as leads,
        count(distinct source) as sources, count(distinct status) as statuses,
        count(*) filter (where status = 'new') as fresh,
        count(*) filter (where status = 'converted') as converted,
        count(*) filter (where status = 'converted' and customer_id is not null) as linked,
        count(*) filter (where customer_id is not null and status <> 'converted') as linked_otherwise,
        count(*) filter (where status = 'new' and monday_item_id is not null) as new_with_item,
        count(*) filter (where source = 'contact_form' and (zip_code <> '00000' or notes is null)) as odd_contact,
        count(*) filter (where source = 'website_form' and (address is null or zip_code !~ '^[0-9]{5}$')) as odd_estimate,
        count(*) filter (where name !~ '^[A-Za-z].* [A-Za-z]') as odd_names,
        max(current_date - created_at::date) as oldest_days, min(current_date - created_at::date) as newest_days
      from leads`);
    expect(row).toMatchObject({
      leads: 2_500,
      sources: 3,
      statuses: 4,
      linked_otherwise: 0,
      new_with_item: 0,
      odd_contact: 0,
      odd_estimate: 0,
      odd_names: 0,
    });
    expect(row.linked).toBe(row.converted);
    expect(row.fresh / row.leads).toBeGreaterThan(0.2);
    expect(row.fresh / row.leads).toBeLessThan(0.4);
    expect(row.oldest_days).toBeGreaterThan(650);
    expect(row.newest_days).toBeLessThan(30);
  });

  it("adds more leads on a second run and works without any customer to link", async () => {
    await insertScaleLeads(db(), { leads: 300, batchSize: 300 });
    await insertScaleLeads(db(), { leads: 300, batchSize: 300 });
    const row = await numbers(
      sql`select count(*) as leads, count(customer_id) as linked, count(distinct email) as emails from leads`,
    );
    expect(row).toMatchObject({ leads: 600, linked: 0, emails: 600 });
  });

  it("gives about a fifth of the customers a service request with its matching appointment, once", async () => {
    await insertScaleCustomers(db(), { customers: 1_000, batchSize: 1_000, ...customersOnly });
    const requests = await insertScaleServiceRequests(db(), { share: 0.2 });
    expect(requests).toBeGreaterThan(140);
    expect(requests).toBeLessThan(260);
    expect(await insertScaleServiceRequests(db(), { share: 0.2 })).toBe(0);
    const row = await numbers(sql`
      select count(*) as requests, count(distinct sr.status) as statuses,
        count(*) filter (where a.id is null) as without_appointment,
        count(*) filter (where (sr.status, a.status) not in (('pending', 'scheduled'), ('scheduled', 'confirmed'), ('completed', 'completed'), ('cancelled', 'cancelled'))) as mismatched,
        count(*) filter (where sr.status = 'scheduled' and a.technician_name is null) as scheduled_without_technician
      from service_requests sr left join appointments a on a.service_request_id = sr.id`);
    expect(row).toMatchObject({
      requests,
      statuses: 4,
      without_appointment: 0,
      mismatched: 0,
      scheduled_without_technician: 0,
    });
  });

  it("adds audit entries of the known actions, ids following time, from staff and the system", async () => {
    await insertScaleCustomers(db(), { customers: 100, batchSize: 100, ...customersOnly });
    await db()
      .insert(user)
      .values({ id: "staff-1", name: "Office Manager", email: "office@example.com", role: "admin" });
    expect(await insertScaleAuditEntries(db(), { entries: 3_000, batchSize: 1_000 })).toBe(3_000);
    const row = await numbers(sql`
      select count(*) as entries, count(distinct action) as actions,
        count(*) filter (where actor_user_id is null) as system,
        count(*) filter (where actor_user_id = 'staff-1') as staff,
        count(*) filter (where entity = 'customer' and entity_id::uuid not in (select id from customers)) as dangling,
        (select count(*) from (select created_at < lag(created_at) over (order by id) as backwards from audit_log) ordered where backwards) as out_of_order,
        max(current_date - created_at::date) as oldest_days
      from audit_log`);
    expect(row).toMatchObject({
      entries: 3_000,
      actions: new Set(SCALE_AUDIT_ACTIONS.map(([action]) => action)).size,
      dangling: 0,
      out_of_order: 0,
    });
    expect(row.system).toBeGreaterThan(500);
    expect(row.staff).toBeGreaterThan(1_500);
    expect(row.oldest_days).toBeGreaterThan(700);
  });
});
