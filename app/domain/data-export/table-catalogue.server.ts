import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";

export type CatalogueColumn = { name: string; type: string; generated: boolean };
export type CatalogueTable = { name: string; columns: CatalogueColumn[]; primaryKey: string[]; parents: string[] };

/** A name quoted for SQL text (table and column names come from the catalogue, never from input). */
export function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Every table of the public schema as the database itself describes it (not the Drizzle schema): columns in order,
 * primary key, and the tables its foreign keys point to. The migrations' own bookkeeping lives in the `drizzle`
 * schema, so it is not among them.
 */
export async function readTableCatalogue(db: Executor): Promise<CatalogueTable[]> {
  const columns = await db.execute<{ table_name: string; column_name: string; type: string; generated: boolean }>(sql`
    select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as type,
           a.attgenerated <> '' as generated
    from pg_class c join pg_attribute a on a.attrelid = c.oid
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
    order by c.relname, a.attnum`);
  const keys = await db.execute<{ table_name: string; column_name: string }>(sql`
    select c.relname as table_name, a.attname as column_name
    from pg_index i join pg_class c on c.oid = i.indrelid
    join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
    where i.indisprimary and c.relnamespace = 'public'::regnamespace
    order by c.relname, array_position(i.indkey::int2[], a.attnum)`);
  const links = await db.execute<{ child: string; parent: string }>(sql`
    select c.relname as child, p.relname as parent
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
    where k.contype = 'f' and c.relnamespace = 'public'::regnamespace`);
  const tables = new Map<string, CatalogueTable>();
  for (const row of columns.rows) {
    const table = tables.get(row.table_name) ?? { name: row.table_name, columns: [], primaryKey: [], parents: [] };
    table.columns.push({ name: row.column_name, type: row.type, generated: row.generated });
    tables.set(row.table_name, table);
  }
  for (const row of keys.rows) tables.get(row.table_name)?.primaryKey.push(row.column_name);
  for (const row of links.rows) {
    const table = tables.get(row.child);
    if (table && row.parent !== row.child && !table.parents.includes(row.parent)) table.parents.push(row.parent);
  }
  return inLoadOrder([...tables.values()]);
}

/**
 * Parents before children (a table's rows are loaded after the rows they point to), by name among equals, so the
 * order is the same on every database of one schema version.
 */
function inLoadOrder(tables: CatalogueTable[]): CatalogueTable[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const placed = new Set<string>();
  const ordered: CatalogueTable[] = [];
  const remaining = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (remaining.length > 0) {
    const index = remaining.findIndex((table) =>
      table.parents.every((parent) => placed.has(parent) || !byName.has(parent)),
    );
    if (index < 0) throw new Error(`foreign keys form a cycle among ${remaining.map((t) => t.name).join(", ")}`);
    const [next] = remaining.splice(index, 1);
    placed.add(next!.name);
    ordered.push(next!);
  }
  return ordered;
}

export type SequenceState = { name: string; lastValue: string; isCalled: boolean };

/** Where each sequence of the public schema stands (ids, customer numbers), so a restore continues from there. */
export async function readSequences(db: Executor): Promise<SequenceState[]> {
  const names = await db.execute<{ name: string }>(
    sql`select relname as name from pg_class where relkind = 'S' and relnamespace = 'public'::regnamespace order by relname`,
  );
  const states: SequenceState[] = [];
  for (const { name } of names.rows) {
    const state = await db.execute<{ last_value: string | number; is_called: boolean }>(
      sql.raw(`select last_value, is_called from ${quoted(name)}`),
    );
    const row = state.rows[0]!;
    states.push({ name, lastValue: String(row.last_value), isCalled: row.is_called });
  }
  return states;
}
