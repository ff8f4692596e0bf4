import { copyFile, mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { migrationsFolder } from "~/db/migrate";

type JournalEntry = { idx: number; when: number; tag: string };
type Journal = { entries: JournalEntry[] } & Record<string, unknown>;

async function readJournal(): Promise<Journal> {
  return JSON.parse(await readFile(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as Journal;
}

/** The migrations this code knows, oldest first. */
export async function knownMigrations(): Promise<JournalEntry[]> {
  return (await readJournal()).entries;
}

/**
 * The tag of the last migration applied to this database ("0022_plan_visits"), null for a database never migrated.
 * Drizzle records each migration by its journal time, which names the tag.
 */
export async function appliedSchemaVersion(db: Executor): Promise<string | null> {
  const table = await db.execute<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table.rows[0]?.present) return null;
  const last = await db.execute<{ created_at: string | number }>(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  if (last.rows.length === 0) return null;
  const when = Number(last.rows[0]!.created_at);
  const entry = (await knownMigrations()).find((migration) => migration.when === when);
  return entry?.tag ?? `unknown-${when}`;
}

/**
 * A copy of the migrations folder that ends at `tag`, so a restore builds the tables exactly as they were when the
 * archive was made; the later migrations then run over the restored rows as they would have on the old install.
 */
export async function migrationsFolderUpTo(tag: string): Promise<string> {
  const journal = await readJournal();
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  if (end < 0) throw new Error(`unknown migration ${tag}`);
  const entries = journal.entries.slice(0, end + 1);
  const folder = await mkdtemp(path.join(tmpdir(), "aw-migrations-"));
  await mkdir(path.join(folder, "meta"));
  await writeFile(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) {
    await copyFile(path.join(migrationsFolder(), `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return folder;
}
