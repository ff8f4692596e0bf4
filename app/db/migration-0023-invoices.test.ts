import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "./migrate";

/** The migrations up to and including `lastTag`, copied with a journal cut there: a database as it was before. */
function migrationsUpTo(lastTag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "awac-migrations-"));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((entry) => entry.tag === lastTag);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end + 1) }));
  return dir;
}

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** DECISIONS.md §4's balance before invoices: the entered balance plus pending and overdue service amounts. */
const OLD_BALANCE = `select c.customer_number, (c.current_balance + coalesce((select sum(s.amount_charged) from service_history s
  where s.customer_id = c.id and s.payment_status in ('pending', 'overdue')), 0))::float8 as balance
  from customers c order by c.customer_number`;
const NEW_BALANCE = `select c.customer_number, c.current_balance::float8 as balance, coalesce((select sum(i.balance_cents)
  from invoices i where i.customer_id = c.id and i.status = 'open'), 0)::float8 / 100 as invoiced
  from customers c order by c.customer_number`;

describe("migration 0023 (invoices)", () => {
  it("turns every customer's balance into invoices without changing any balance, numbering them without gaps", async () => {
    const before = migrationsUpTo("0022_plan_visits");
    folders.push(before);
    const client = new PGlite({ extensions: { pg_trgm } });
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: before });
    await client.exec(`
      insert into settings (id, company_name, main_phone, emergency_phone, email, address, business_hours,
        service_radius_miles, service_call_fee_cents, service_areas, license_number, founded_year, social_links,
        email_notifications, sms_notifications, auto_confirm)
      values (1, 'AW', '1', '1', 'a@b.c', 'Miami', '{}', 25, 9500, '[]', 'L', 2000, '{}', true, false, true);
      insert into customers (customer_number, first_name, last_name, current_balance) values
        ('AW1', 'Entered', 'Only', 120.50), ('AW2', 'Records', 'Only', 0), ('AW3', 'Both', 'Kinds', 10.01),
        ('AW4', 'Nothing', 'Owed', 0), ('AW5', 'Credit', 'Partly', -50), ('AW6', 'Credit', 'Beyond', -500),
        ('AW7', 'Paid', 'Only', 0);
      insert into service_history (customer_id, service_type, service_date, amount_charged, payment_status)
      select c.id, 'AC Repair', r.day::date, r.amount, r.status from customers c join (values
        ('AW2', 199.99, 'pending', '2026-01-10'), ('AW2', 80, 'overdue', '2026-01-10'),
        ('AW3', 0.99, 'pending', '2026-01-10'), ('AW3', 45, 'paid', '2026-01-10'), ('AW5', 70, 'pending', '2026-02-01'),
        ('AW5', 30, 'pending', '2026-01-05'), ('AW6', 100, 'overdue', '2026-01-10'), ('AW7', 300, 'paid', '2026-01-10'),
        ('AW4', 0, 'pending', '2026-01-10')) as r(num, amount, status, day) on r.num = c.customer_number;
    `);
    const old = (await client.query<{ customer_number: string; balance: number }>(OLD_BALANCE)).rows;

    await migrate(db, { migrationsFolder: migrationsFolder() });

    const now = (await client.query<{ customer_number: string; balance: number; invoiced: number }>(NEW_BALANCE)).rows;
    for (const row of now) {
      const was = old.find((entry) => entry.customer_number === row.customer_number)!.balance;
      // A credit beyond everything owed cannot be an invoice: that customer's balance becomes 0 (kept in the audit log).
      expect({ customer: row.customer_number, balance: row.balance }).toEqual({
        customer: row.customer_number,
        balance: Math.max(0, was),
      });
      expect(row.invoiced).toBe(row.balance);
    }
    const numbers = (
      await client.query<{ number: string; year: number }>(`select number, year from invoices order by number`)
    ).rows;
    // AW1's opening balance, AW2's two records, AW3's opening balance and record, AW5's two, AW6's one.
    expect(numbers).toHaveLength(8);
    const year = numbers[0]!.year;
    expect(numbers.map((row) => row.number)).toEqual(
      Array.from({ length: 8 }, (_, index) => `INV-${year}-${String(index + 1).padStart(5, "0")}`),
    );
    const counter = await client.query<{ last_number: number }>(
      `select last_number from invoice_number_counters where year = $1`,
      [year],
    );
    expect(counter.rows[0]!.last_number).toBe(8);
    // AW5's $50 credit paid its older $30 record in full and $20 of the $70 one; that record is paid.
    const aw5 = await client.query<{ status: string; paid_cents: number; balance_cents: number }>(
      `select i.status, i.paid_cents, i.balance_cents from invoices i join customers c on c.id = i.customer_id
       where c.customer_number = 'AW5' order by i.total_cents`,
    );
    expect(aw5.rows).toEqual([
      { status: "paid", paid_cents: 3000, balance_cents: 0 },
      { status: "open", paid_cents: 2000, balance_cents: 5000 },
    ]);
    const left = await client.query<{ details: { creditLeftCents: number } }>(
      `select details from audit_log where action = 'invoice.migration-credit-left'`,
    );
    expect(left.rows.map((row) => row.details.creditLeftCents)).toEqual([40000]);
    const fee = await client.query<{ unit_price_cents: number }>(
      `select unit_price_cents from price_book_items where code = 'service_call'`,
    );
    expect(fee.rows[0]!.unit_price_cents).toBe(9500);
    await client.close();
    // Two migration runs from an empty database: PGlite takes 20-30 s for them on a busy machine.
  }, 120_000);
});
