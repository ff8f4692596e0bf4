/**
 * The back office's daily-operations tables at scale (issue 12), so the leads, appointment-requests and audit-log
 * screens are measured on real volume: leads from the three sources in every status over about two years, some
 * linked to a customer record; service requests with their appointments for about one customer in five; and audit
 * entries of every known action. Everything is generated inside the database (generate_series), one statement per
 * batch, so 200,000 leads take seconds on PostgreSQL.
 */
import { sql } from "drizzle-orm";
import { APPOINTMENT_SERVICE_TYPES } from "~/config/service-types";
import type { Executor } from "~/db/client.server";
import { AREA_STREETS } from "~/db/demo/demo-places";
import { TECHNICIANS } from "~/db/demo/demo-services";
import {
  CONTACT_LEAD_PLACEHOLDER_ADDRESS,
  CONTACT_LEAD_PLACEHOLDER_ZIP_CODE,
} from "~/domain/leads/create-contact-lead.server";
import { emailSql, firstNameSql, lastNameSql, peopleCatalogSql, phoneSql } from "./seed-scale-people";

const STREETS = Object.entries(AREA_STREETS).flatMap(([city, area]) =>
  area.zipCodes.flatMap((zip) => area.streets.map((street) => ({ city, zip, street }))),
);

const LEAD_MESSAGES = [
  "My AC is blowing warm air since yesterday. Can someone come this week?",
  "Looking for a quote to replace a 15-year-old 3-ton unit.",
  "Water is leaking from the air handler in the closet.",
  "Interested in the Premium Care plan for my home and my mother's condo.",
  "The thermostat shows the right temperature but the house never cools down.",
  "Strange noise from the outdoor unit when it starts.",
  "Need a maintenance visit before the summer, mornings preferred.",
  "¿Pueden revisar mi aire acondicionado? Hace mucho ruido.",
  "Commercial walk-in cooler not holding temperature.",
  "Mold smell from the vents, would like duct cleaning.",
];

/** Audit actions the code writes, with the entity each names: the scale log mixes them like a busy office. */
export const SCALE_AUDIT_ACTIONS = [
  ["customer.update", "customer"],
  ["customer.update", "customer"],
  ["customer.create", "customer"],
  ["service-record.create", "service-record"],
  ["service-record.create", "service-record"],
  ["service-record.update", "service-record"],
  ["lead.status", "lead"],
  ["lead.status", "lead"],
  ["lead.link", "lead"],
  ["crm.sync-lead", "lead"],
  ["crm.sync-lead", "lead"],
  ["appointment.status", "appointment"],
  ["appointment.status", "appointment"],
  ["appointment.book", "appointment"],
  ["reward-claim.fulfil", "reward-claim"],
  ["customer.delete", "customer"],
  ["customer.link-login", "customer"],
  ["service-record.delete", "service-record"],
  ["settings.update", "settings"],
  ["job.retry", "job"],
] as const;

function textArray(values: readonly (string | number)[]) {
  return sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
}

/**
 * Fresh statistics and visibility map after a bulk insert, as autovacuum keeps them in production: without the map
 * the sidebar's status counts read every heap page instead of answering from the index (60 ms instead of 6 ms for
 * 60,000 new leads). VACUUM runs outside a transaction: pass the database, not a transaction.
 */
async function freshen(
  db: Executor,
  table: "leads" | "service_requests" | "appointments" | "audit_log",
): Promise<void> {
  await db.execute(sql.raw(`vacuum analyze ${table}`));
}

async function inBatches(
  total: number,
  batchSize: number,
  insert: (first: number, last: number) => Promise<number>,
  onBatch: (done: number) => void,
): Promise<number> {
  let done = 0;
  for (let first = 1; first <= total; first += batchSize) {
    const last = Math.min(first + batchSize - 1, total);
    done += await insert(first, last);
    onBatch(done);
  }
  return done;
}

/**
 * Adds `leads` leads: sources contact_form 35 %, website_form 45 %, user_signup 20 %; statuses new 30 %, synced 35 %,
 * contacted 20 %, converted 15 % (converted ones linked to one of the newest customer records when there are any);
 * created over the past 730 days. Contact-form leads carry the spec's placeholder address and zip code.
 */
export async function insertScaleLeads(
  db: Executor,
  options: { leads: number; batchSize: number },
  onBatch: (done: number) => void = () => {},
): Promise<number> {
  const before = await db.execute<{ count: string }>(sql`select count(*) as count from leads`);
  const serial = Number(before.rows[0]?.count ?? 0);
  const inserted = await inBatches(
    options.leads,
    options.batchSize,
    async (first, last) => {
      const result = await db.execute<{ count: string }>(sql`
        with catalog as materialized (
          select ${textArray(STREETS.map((s) => `${s.street}, ${s.city}, FL`))} as streets, ${textArray(STREETS.map((s) => s.zip))} as zips,
            ${textArray(LEAD_MESSAGES)} as messages,
            coalesce((select array_agg(id) from (select id from customers order by created_at desc limit 5000) newest), '{}'::uuid[]) as customer_ids
        ),
        people as materialized (${peopleCatalogSql()}),
        numbered as (
          -- r: a stable pseudo-random number per lead, cut into digits for each choice; n: the lead's serial number.
          select ${serial}::bigint + g as n, abs(hashtext('lead' || (${serial}::bigint + g)::text)::bigint) as r, c.*, people.*
          from generate_series(${first}::bigint, ${last}::bigint) as g, catalog c, people
        ),
        shaped as (
          select *,
            case when r % 20 < 7 then 'contact_form' when r % 20 < 16 then 'website_form' else 'user_signup' end as source,
            case when (r / 20) % 20 < 6 then 'new' when (r / 20) % 20 < 13 then 'synced_to_monday' when (r / 20) % 20 < 17 then 'contacted' else 'converted' end as status,
            now() - ((r / 400) % 730) * interval '1 day' - ((r / 7) % 86400) * interval '1 second' as at
          from numbered
        ),
        inserted as (
          insert into leads (name, email, phone, address, zip_code, notes, source, status, monday_item_id, customer_id, created_at, updated_at)
          select ${firstNameSql(sql`r`)} || ' ' || ${lastNameSql(sql`r`)},
            ${emailSql(firstNameSql(sql`r`), lastNameSql(sql`r`), sql`(n + 50000000)`, sql`r`)},
            case when source = 'contact_form' and (r / 9) % 3 = 0 then null else ${phoneSql(sql`(n + 100000)`, sql`r`)} end,
            case source when 'contact_form' then ${CONTACT_LEAD_PLACEHOLDER_ADDRESS} when 'website_form' then streets[1 + (r / 11) % cardinality(streets)] end,
            case source when 'contact_form' then ${CONTACT_LEAD_PLACEHOLDER_ZIP_CODE} when 'website_form' then zips[1 + (r / 11) % cardinality(zips)] end,
            case when source <> 'user_signup' then messages[1 + (r / 13) % cardinality(messages)] end,
            source, status,
            case when status <> 'new' and (r / 17) % 10 <> 0 then (1000000000 + n)::text end,
            case when status = 'converted' and cardinality(customer_ids) > 0 then customer_ids[1 + (r / 19) % cardinality(customer_ids)] end,
            at, at + ((r / 23) % 5) * interval '1 day'
          from shaped
          returning 1
        )
        select count(*) as count from inserted`);
      return Number(result.rows[0]!.count);
    },
    onBatch,
  );
  await freshen(db, "leads");
  return inserted;
}

/**
 * Gives about `share` of the customers without a service request one, with its appointment, as the portal makes
 * them: pending (appointment scheduled), scheduled (confirmed, with a technician), completed or cancelled, created
 * over the past year. Answers how many requests it added.
 */
export async function insertScaleServiceRequests(db: Executor, options: { share: number }): Promise<number> {
  const result = await db.execute<{ count: string }>(sql`
    with catalog as materialized (
      select ${textArray(APPOINTMENT_SERVICE_TYPES)} as service_types, ${textArray(TECHNICIANS)} as technicians
    ),
    chosen as materialized (
      select c.id, c.first_name || ' ' || c.last_name as name, c.email, coalesce(c.phone, '(305) 555-0100') as phone,
        c.address_line1 || ', ' || c.city || ', FL ' || c.zip_code as address, abs(hashtext(c.id::text)::bigint) as h,
        cat.service_types, cat.technicians
      from customers c cross join catalog cat
      where abs(hashtext(c.id::text)::bigint) % 1000 < ${Math.round(options.share * 1000)}
        and not exists (select 1 from service_requests sr where sr.customer_id = c.id)
    ),
    shaped as (
      select *, service_types[1 + (h / 7) % cardinality(service_types)] as service_type,
        case when (h / 11) % 10 < 3 then 'pending' when (h / 11) % 10 < 5 then 'scheduled' when (h / 11) % 10 < 9 then 'completed' else 'cancelled' end as status,
        now() - ((h / 13) % 365) * interval '1 day' - ((h / 17) % 86400) * interval '1 second' as created,
        (h / 19) % 3 = 0 as has_notes
      from chosen
    ),
    requests as (
      insert into service_requests (customer_id, name, email, phone, service_type, message, status, created_at, updated_at)
      select id, name, email, phone, service_type,
        'Service address: ' || address || case when has_notes then E'\nPlease call before arriving.' else '' end,
        status, created, created + case when status = 'pending' then interval '0' else interval '1 day' end
      from shaped
      returning id, customer_id, status, created_at
    ),
    new_appointments as (
      insert into appointments (customer_id, service_request_id, service_type, appointment_date, duration_minutes, service_address,
        phone, customer_notes, technician_name, technician_notes, status, created_at, updated_at)
      select s.id, r.id, s.service_type,
        date_trunc('day', r.created_at) + (3 + (s.h / 23) % 20) * interval '1 day' + (8 + (s.h / 29) % 9) * interval '1 hour',
        60 + 30 * ((s.h / 31) % 3)::int, s.address, s.phone,
        case when s.has_notes then 'Please call before arriving.' end,
        case when r.status in ('scheduled', 'completed') then s.technicians[1 + (s.h / 37) % cardinality(s.technicians)] end,
        case when r.status = 'scheduled' and (s.h / 41) % 2 = 0 then 'Bring a 40/5 capacitor.' end,
        case r.status when 'pending' then 'scheduled' when 'scheduled' then 'confirmed' else r.status end,
        r.created_at, r.created_at
      from requests r join shaped s on s.id = r.customer_id
      returning 1
    )
    select (select count(*) from requests) as count, (select count(*) from new_appointments) as appointments`);
  await freshen(db, "service_requests");
  await freshen(db, "appointments");
  return Number(result.rows[0]!.count);
}

/**
 * Adds `entries` audit entries of the known actions over the past two years, oldest first (so ids follow time as
 * they do in production), each naming a real customer where it is about one. A quarter come from the system (no
 * actor), the rest from the database's staff accounts when there are any.
 */
export async function insertScaleAuditEntries(
  db: Executor,
  options: { entries: number; batchSize: number },
  onBatch: (done: number) => void = () => {},
): Promise<number> {
  const inserted = await inBatches(
    options.entries,
    options.batchSize,
    async (first, last) => {
      const result = await db.execute<{ count: string }>(sql`
        with catalog as materialized (
          select ${textArray(SCALE_AUDIT_ACTIONS.map(([action]) => action))} as actions, ${textArray(SCALE_AUDIT_ACTIONS.map(([, entity]) => entity))} as entities,
            coalesce((select array_agg(id) from (select id from "user" where role = 'admin' limit 20) staff), '{}'::text[]) as staff
        ),
        -- A join, not an array: reading one element of a 5,000-element array per row would copy the array each time.
        sampled as materialized (select row_number() over () as pick, id, customer_number from (select id, customer_number from customers limit 5000) picked),
        sample_size as materialized (select greatest(count(*), 1) as size from sampled),
        numbered as (
          select g, abs(hashtext('audit' || g::text || ${String(first)})::bigint) as r, c.*
          from generate_series(${first}::bigint, ${last}::bigint) as g, catalog c
        ),
        shaped as (
          select numbered.*, 1 + (r % cardinality(actions)) as k, 1 + (r / 100) % sample_size.size as pick,
            -- Evenly over two years, the last entry now.
            now() - (${options.entries}::bigint - g) * (730.0 * 86400 / ${Math.max(options.entries, 1)}) * interval '1 second' as at
          from numbered, sample_size
        ),
        inserted as (
          insert into audit_log (actor_user_id, action, entity, entity_id, details, created_at)
          select case when (r / 7) % 4 = 0 or cardinality(staff) = 0 then null else staff[1 + (r / 11) % cardinality(staff)] end,
            actions[k], entities[k],
            case entities[k]
              when 'customer' then sampled.id::text
              when 'settings' then null
              when 'job' then (r % 100000)::text
              else gen_random_uuid()::text end,
            case actions[k]
              when 'customer.update' then jsonb_build_object('customerNumber', sampled.customer_number, 'changedFields', jsonb_build_array('phone', 'notes'))
              when 'lead.status' then jsonb_build_object('from', 'new', 'to', 'contacted')
              when 'appointment.status' then jsonb_build_object('from', 'pending', 'to', 'scheduled', 'technicianName', 'Carlos Mendez')
              when 'settings.update' then jsonb_build_object('changedFields', jsonb_build_array('mainPhone'))
              when 'job.retry' then jsonb_build_object('type', 'crm.sync-lead', 'attempts', 8)
              else jsonb_build_object('customerNumber', sampled.customer_number)
            end,
            at
          from shaped left join sampled using (pick)
          order by g
          returning 1
        )
        select count(*) as count from inserted`);
      return Number(result.rows[0]!.count);
    },
    onBatch,
  );
  await freshen(db, "audit_log");
  return inserted;
}
