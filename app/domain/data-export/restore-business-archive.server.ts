import { createHash } from "node:crypto";
import { rm } from "node:fs/promises";
import type { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { createGunzip } from "node:zlib";
import { sql } from "drizzle-orm";
import {
  EXPORT_FORMAT_VERSION,
  LEFT_OUT_TABLES,
  MANIFEST_MAX_BYTES,
  RESTORE_BATCH_BYTES,
  RESTORE_BATCH_ROWS,
  RESTORE_REBUILD_INDEXES_ROWS,
  START_UP_TABLES,
} from "~/config/data-export";
import type { DatabaseHandle, Transaction } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate";
import { AppError } from "~/domain/app-error";
import { ArchiveManifestSchema, MANIFEST_FILE, type ArchiveManifest } from "./archive-manifest";
import { appliedSchemaVersion, knownMigrations, migrationsFolderUpTo } from "./schema-version.server";
import { quoted, readTableCatalogue, type CatalogueTable } from "./table-catalogue.server";
import { readTarEntries, type TarEntry } from "./tar-archive";

type ManifestTable = ArchiveManifest["tables"][number];

function refused(message: string): AppError {
  return new AppError("BAD_INPUT", message);
}

async function readManifest(entry: TarEntry | undefined): Promise<ArchiveManifest> {
  if (entry?.name !== MANIFEST_FILE || entry.size > MANIFEST_MAX_BYTES) {
    throw refused("This is not an export archive of this app: it does not start with manifest.json.");
  }
  const pieces: Buffer[] = [];
  for await (const piece of entry.body) pieces.push(piece);
  const parsed = ArchiveManifestSchema.safeParse(JSON.parse(Buffer.concat(pieces).toString("utf8")));
  if (!parsed.success) throw refused("The archive's manifest.json is not one this app writes.");
  if (parsed.data.formatVersion !== EXPORT_FORMAT_VERSION) {
    throw refused(
      `The archive has format version ${parsed.data.formatVersion}; this app reads ${EXPORT_FORMAT_VERSION}.`,
    );
  }
  return parsed.data;
}

/** Refuses an archive newer than this code, and a database already migrated past the archive. */
async function checkVersions(handle: DatabaseHandle, manifest: ArchiveManifest): Promise<void> {
  const tags = (await knownMigrations()).map((entry) => entry.tag);
  const archiveIndex = tags.indexOf(manifest.schemaVersion);
  if (archiveIndex < 0) {
    throw refused(
      `The archive was made by a newer version of the app (schema ${manifest.schemaVersion}); update the app first.`,
    );
  }
  const applied = await appliedSchemaVersion(handle.db);
  if (applied !== null && tags.indexOf(applied) > archiveIndex) {
    throw refused(
      `The database is already at schema ${applied}, newer than the archive's ${manifest.schemaVersion}: restore into a new, empty database.`,
    );
  }
}

/**
 * Rows outside the start-up tables mean someone's data is here: a restore never mixes two businesses. The left-out
 * tables do not count (a server's start may store its generated secret); the restore never writes them.
 */
async function refuseNonEmpty(handle: DatabaseHandle): Promise<void> {
  const tables = (await readTableCatalogue(handle.db)).filter(
    (table) => !(START_UP_TABLES as readonly string[]).includes(table.name) && !(table.name in LEFT_OUT_TABLES),
  );
  if (tables.length === 0) return;
  const filled = await handle.db.execute<{ name: string }>(
    sql.raw(
      tables
        .map(
          (table) =>
            `select '${table.name.replaceAll("'", "''")}' as name where exists (select 1 from ${quoted(table.name)})`,
        )
        .join(" union all "),
    ),
  );
  if (filled.rows.length > 0) {
    throw refused(
      `The database is not empty (rows in ${filled.rows.map((row) => row.name).join(", ")}): restore into a new, empty database (a new DATA_DIR, or a new PostgreSQL database).`,
    );
  }
}

/** NDJSON lines of one entry in batches, with the entry's sha256 and line count checked at its end. */
async function* batchesOf(entry: TarEntry, expected: ManifestTable): AsyncGenerator<string[]> {
  const hash = createHash("sha256");
  let rows = 0;
  let carry = "";
  // A multi-byte character may straddle two pieces; the decoder keeps its first bytes until the rest arrive.
  const text = new StringDecoder("utf8");
  let batch: string[] = [];
  let batchBytes = 0;
  for await (const piece of entry.body) {
    hash.update(piece);
    const lines = (carry + text.write(piece)).split("\n");
    carry = lines.pop()!;
    for (const line of lines) {
      batch.push(line);
      batchBytes += line.length;
      rows += 1;
      if (batch.length >= RESTORE_BATCH_ROWS || batchBytes >= RESTORE_BATCH_BYTES) {
        yield batch;
        batch = [];
        batchBytes = 0;
      }
    }
  }
  carry += text.end();
  if (carry !== "") throw refused(`${expected.file} does not end with a whole line.`);
  if (rows !== expected.rows || hash.digest("hex") !== expected.sha256) {
    throw refused(
      `${expected.file} does not match the manifest's row count and checksum: the archive was changed or damaged.`,
    );
  }
  if (batch.length > 0) yield batch;
}

async function loadTable(
  tx: Transaction,
  entry: TarEntry,
  expected: ManifestTable,
  target: CatalogueTable,
): Promise<void> {
  const insertable = new Set(target.columns.filter((column) => !column.generated).map((column) => column.name));
  const columns = expected.columns
    .filter((column) => !column.generated)
    .map((column) => column.name)
    .filter((name) => insertable.has(name))
    .map(quoted)
    .join(", ");
  const table = quoted(target.name);
  // Building a big table's plain indexes once after its rows are in is far cheaper than growing them row by row (the
  // trigram indexes of customer search most of all). Indexes behind constraints (keys, unique) stay.
  const rebuilt =
    expected.rows >= RESTORE_REBUILD_INDEXES_ROWS
      ? (
          await tx.execute<{ name: string; definition: string }>(sql`
            select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
            from pg_index i
            where i.indrelid = ${table}::regclass
              and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`)
        ).rows
      : [];
  // Its foreign keys likewise: checked in one pass when added back, not row by row.
  const keys =
    expected.rows >= RESTORE_REBUILD_INDEXES_ROWS
      ? (
          await tx.execute<{ name: string; definition: string }>(sql`
            select conname as name, pg_get_constraintdef(oid) as definition
            from pg_constraint where conrelid = ${table}::regclass and contype = 'f'`)
        ).rows
      : [];
  for (const key of keys) await tx.execute(sql.raw(`alter table ${table} drop constraint ${quoted(key.name)}`));
  for (const index of rebuilt) await tx.execute(sql.raw(`drop index ${index.name}`));
  for await (const batch of batchesOf(entry, expected)) {
    // json_populate_recordset turns each value's JSON text back into the column's own type, PostgreSQL's own parsing.
    await tx.execute(
      sql`insert into ${sql.raw(table)} (${sql.raw(columns)}) overriding system value select ${sql.raw(columns)} from json_populate_recordset(null::${sql.raw(table)}, ${`[${batch.join(",")}]`}::json)`,
    );
  }
  for (const index of rebuilt) await tx.execute(sql.raw(index.definition));
  for (const key of keys) {
    await tx.execute(sql.raw(`alter table ${table} add constraint ${quoted(key.name)} ${key.definition}`));
  }
}

export type RestoreSummary = { schemaVersion: string; tables: number; rows: number; leftOut: string[] };

/**
 * Loads an export archive into an empty database (issue 38 item 6, ADR 085): migrates it to the archive's schema
 * version, loads every table in the archive's order (parents first) in one transaction, checking each file against
 * the manifest as it streams by (a changed archive rolls everything back), sets each sequence where it stood, then
 * runs the migrations this code has beyond the archive's.
 */
export async function restoreBusinessArchive(input: {
  handle: DatabaseHandle;
  archive: Readable;
  /** Told after each table is loaded (the command prints the slow ones). */
  onTableLoaded?: (table: { name: string; rows: number; seconds: number }) => void;
}): Promise<RestoreSummary> {
  const { handle } = input;
  const entries = readTarEntries(input.archive.pipe(createGunzip()));
  let manifest: ArchiveManifest;
  try {
    manifest = await readManifest((await entries.next()).value || undefined);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refused(`This is not a readable export archive (${error instanceof Error ? error.message : String(error)}).`);
  }
  await checkVersions(handle, manifest);
  await refuseNonEmpty(handle);
  const folder = await migrationsFolderUpTo(manifest.schemaVersion);
  try {
    await migrateDatabase(handle, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  const target = new Map((await readTableCatalogue(handle.db)).map((table) => [table.name, table]));
  for (const table of manifest.tables) {
    if (!target.has(table.name) || table.name in LEFT_OUT_TABLES) {
      throw refused(`The archive holds a table this app does not restore: ${table.name}.`);
    }
  }
  let rows = 0;
  await handle.db.transaction(async (tx) => {
    for (const name of [...START_UP_TABLES].reverse()) await tx.execute(sql.raw(`delete from ${quoted(name)}`));
    let index = 0;
    for await (const entry of entries) {
      const expected = manifest.tables[index];
      if (!expected || entry.name !== expected.file) {
        throw refused(`The archive's ${entry.name} is not where the manifest puts it: the archive was changed.`);
      }
      const started = performance.now();
      await loadTable(tx, entry, expected, target.get(expected.name)!);
      input.onTableLoaded?.({
        name: expected.name,
        rows: expected.rows,
        seconds: (performance.now() - started) / 1000,
      });
      rows += expected.rows;
      index += 1;
    }
    if (index !== manifest.tables.length) throw refused("The archive ends before its last table: it is incomplete.");
    for (const sequence of manifest.sequences) {
      await tx.execute(
        sql`select setval(${quoted(sequence.name)}::regclass, ${sequence.lastValue}::bigint, ${sequence.isCalled})`,
      );
    }
  });
  await migrateDatabase(handle);
  return {
    schemaVersion: manifest.schemaVersion,
    tables: manifest.tables.length,
    rows,
    leftOut: manifest.leftOut.tables.map((table) => table.name),
  };
}
