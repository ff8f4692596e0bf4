import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Executor } from "../client.server";
import { migrationsFolder } from "../migrate";

/**
 * The demo's balances as invoices (issue 38, ADR 084), made the way migration 0023 made every existing database's:
 * the demo rows are written with entered balances and pending or overdue history, then that migration's own
 * statements turn them into numbered open invoices and set each balance to their sum. The signed-in demo customer
 * also gets paid invoices for their paid visits (each with its payment), so the portal and the back office show
 * both kinds. Runs only on a database without invoices (a fresh demo).
 */
export async function insertDemoInvoices(tx: Executor, demoCustomerId: string): Promise<void> {
  const existing = await tx.execute<{ any: boolean }>(sql`select exists (select 1 from invoices) as any`);
  if (existing.rows[0]?.any) return;
  const migration = readFileSync(path.join(migrationsFolder(), "0023_invoices.sql"), "utf8");
  const statements = migration
    .slice(migration.indexOf("-- Today's balances become invoices"))
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter(Boolean);
  for (const statement of statements) await tx.execute(sql.raw(statement));
  await tx.execute(sql`
    with paid as (
      select s.id, round(s.amount_charged * 100)::integer as cents, s.service_date, s.service_type,
        row_number() over (order by s.service_date, s.id) as n
      from service_history s where s.customer_id = ${demoCustomerId} and s.payment_status = 'paid' and s.amount_charged > 0
    ), numbered as (
      select paid.*, c.year, c.last_number + paid.n as number from paid
      join invoice_number_counters c on c.year = extract(year from now() at time zone 'America/New_York')::integer
    ), created as (
      insert into invoices (number, year, customer_id, service_history_id, kind, status, issue_date, due_date,
        subtotal_cents, total_cents, paid_cents, balance_cents, sent_at, paid_at)
      select 'INV-' || year || '-' || lpad(number::text, 5, '0'), year, ${demoCustomerId}, id, 'service_record', 'paid',
        service_date, service_date + 30, cents, cents, cents, 0, service_date, service_date
      from numbered
      returning id, total_cents, service_history_id
    ), lines as (
      insert into invoice_lines (invoice_id, position, description, unit_price_cents, line_total_cents)
      select created.id, 1, p.service_type || ' (' || p.service_date || ')', created.total_cents, created.total_cents
      from created join paid p on p.id = created.service_history_id
    )
    insert into invoice_payments (invoice_id, amount_cents, method, reference, received_at)
    select id, total_cents, 'card_on_site', 'Paid at the visit', now() from created`);
  await tx.execute(sql`
    update invoice_number_counters set last_number = (select count(*) from invoices i where i.year = invoice_number_counters.year)`);
}
