import type pg from "pg";
import type { Body, Encoding, Targets } from "./endpoint-catalogue";

/**
 * The fields an attacker adds to a valid body hoping one is written through (mass assignment), and the checks on the
 * stored rows that show none was: sentinel values that appear nowhere, rights nobody gained, and a second customer
 * ("victim") whose rows nobody touched.
 */

export const MASS_ID = "11111111-1111-4111-8111-111111111111";
const MASS_TEXT = "AWMASS7";
const MASS_AMOUNT = 987654;
const MASS_TIME = "2001-02-03T04:05:06.000Z";

/** The extras, minus any field the entry's valid body already carries (staff may legitimately set a status). */
export function withExtras(body: Body, encoding: Encoding, victim: { userId: string; customerId: string }): Body {
  const typed: Body = {
    role: "admin",
    isAdmin: true,
    admin: true,
    userId: victim.userId,
    user_id: victim.userId,
    customerId: victim.customerId,
    customer_id: victim.customerId,
    customerNumber: MASS_TEXT,
    customer_number: MASS_TEXT,
    emailVerified: true,
    email_verified: true,
    amount: MASS_AMOUNT,
    price: MASS_AMOUNT,
    total: MASS_AMOUNT,
    points: MASS_AMOUNT,
    amountCharged: MASS_AMOUNT,
    currentBalance: MASS_AMOUNT,
    current_balance: MASS_AMOUNT,
    serviceCallFeeCents: MASS_AMOUNT,
    status: "completed",
    paymentStatus: "paid",
    servicePlan: "commercial_plus",
    service_plan: "commercial_plus",
    stripeCustomerId: `cus_${MASS_TEXT}`,
    mondayItemId: MASS_TEXT,
    id: MASS_ID,
    createdAt: MASS_TIME,
    created_at: MASS_TIME,
    updatedAt: MASS_TIME,
    fulfilledAt: MASS_TIME,
  };
  const extras = Object.fromEntries(
    Object.entries(typed)
      .filter(([name]) => !(name in body))
      .map(([name, value]) => [name, encoding === "json" ? value : String(value)]),
  );
  return { ...extras, ...body };
}

export type StoredSnapshot = {
  admins: string[];
  verified: string[];
  customerRecord: Record<string, unknown>;
  customerUser: Record<string, unknown>;
  victimRows: Record<string, number>;
  victimRecord: Record<string, unknown>;
};

type Column = { table_name: string; column_name: string; data_type: string };

async function columns(db: pg.Pool): Promise<Column[]> {
  const { rows } = await db.query<Column>(
    `select c.table_name, c.column_name, c.data_type from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'`,
  );
  return rows;
}

async function victimRowCounts(
  db: pg.Pool,
  victim: { userId: string; customerId: string },
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const column of await columns(db)) {
    const value =
      column.column_name === "customer_id"
        ? victim.customerId
        : column.column_name === "user_id"
          ? victim.userId
          : undefined;
    if (!value) continue;
    const { rows } = await db.query(
      `select count(*)::int as n from "${column.table_name}" where "${column.column_name}"::text = $1`,
      [value],
    );
    counts[`${column.table_name}.${column.column_name}`] = rows[0].n;
  }
  return counts;
}

/** What the mass-assignment checks compare: read before the extras are posted. */
export async function snapshotStoredRows(
  db: pg.Pool,
  targets: Targets,
  victim: { userId: string; customerId: string },
): Promise<StoredSnapshot> {
  const list = async (query: string) => (await db.query(query)).rows.map((row) => String(row.email)).sort();
  const record = async (id: string) =>
    (
      await db.query(
        // The balance moves with invoices staff make for this customer meanwhile (ADR 084), so what must hold is that
        // it is still their open invoices' sum: a balance posted into the record would break it.
        `select id, user_id, customer_number, service_plan, status, created_at,
          current_balance * 100 = coalesce((select sum(balance_cents) from invoices i
            where i.customer_id = customers.id and i.status = 'open'), 0) as balance_is_open_invoices
          from customers where id = $1`,
        [id],
      )
    ).rows[0];
  return {
    admins: await list(`select email from "user" where role = 'admin'`),
    verified: await list(`select email from "user" where email_verified`),
    customerRecord: await record(targets.customer.customerId),
    customerUser: (
      await db.query(`select id, role, email_verified, banned, created_at from "user" where id = $1`, [
        targets.customer.userId,
      ])
    ).rows[0],
    victimRows: await victimRowCounts(db, victim),
    victimRecord: (await db.query("select * from customers where id = $1", [victim.customerId])).rows[0],
  };
}

/** Every way the extras could have stuck, as sentences; empty when none did. */
export async function extrasThatStuck(
  db: pg.Pool,
  before: StoredSnapshot,
  targets: Targets,
  victim: { userId: string; customerId: string },
): Promise<string[]> {
  const after = await snapshotStoredRows(db, targets, victim);
  const problems: string[] = [];
  const same = (what: string, a: unknown, b: unknown) => {
    if (JSON.stringify(a) !== JSON.stringify(b))
      problems.push(`${what} changed: ${JSON.stringify(a)} → ${JSON.stringify(b)}`);
  };
  same("the admins", before.admins, after.admins);
  same("the verified logins", before.verified, after.verified);
  same(
    "the posting customer's record (number, plan, balance, status, login)",
    before.customerRecord,
    after.customerRecord,
  );
  same("the posting customer's login (role, verification)", before.customerUser, after.customerUser);
  same("the other customer's rows", before.victimRows, after.victimRows);
  same("the other customer's record", before.victimRecord, after.victimRecord);

  const scanned = await columns(db);
  // Guards the scan itself: reading no columns would find no extras anywhere.
  if (!scanned.some((column) => column.table_name === "customers" && column.column_name === "customer_number"))
    problems.push("the column scan did not see customers.customer_number");
  for (const column of scanned) {
    const target = `"${column.table_name}"."${column.column_name}"`;
    const from = `from "${column.table_name}"`;
    let condition: string | undefined;
    let value: unknown;
    if (column.data_type === "text" || column.data_type === "character varying")
      [condition, value] = [`${target} like $1`, `%${MASS_TEXT}%`];
    else if (column.data_type === "uuid") [condition, value] = [`${target} = $1`, MASS_ID];
    else if (["integer", "bigint", "numeric"].includes(column.data_type))
      [condition, value] = [`${target} = $1`, MASS_AMOUNT];
    else if (column.data_type.startsWith("timestamp") || column.data_type === "date")
      [condition, value] = [`extract(year from ${target}) = $1`, 2001];
    if (!condition) continue;
    const { rows } = await db.query(`select count(*)::int as n ${from} where ${condition}`, [value]);
    if (rows[0].n > 0)
      problems.push(
        `${rows[0].n} row(s) of ${column.table_name} hold the extra value ${JSON.stringify(value)} in ${column.column_name}`,
      );
  }
  const completed = await db.query(
    `select count(*)::int as n from appointments a left join service_requests r on r.id = a.service_request_id
      where a.customer_id = $1 and (a.status = 'completed' or r.status = 'completed')`,
    [targets.customer.customerId],
  );
  if (completed.rows[0].n > 0)
    problems.push(`${completed.rows[0].n} of the customer's appointments were stored completed`);
  return problems;
}
