import { createHash } from "node:crypto";
import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import {
  EXPORT_FETCH_ROWS,
  EXPORT_FETCH_ROWS_WITH_BYTES,
  EXPORT_FORMAT_VERSION,
  EXPORT_GZIP_LEVEL,
  LEFT_OUT_COLUMNS,
  LEFT_OUT_TABLES,
} from "~/config/data-export";
import type { Database, Transaction } from "~/db/client.server";
import { LEFT_OUT_NOTE, MANIFEST_FILE, tableFile, type ArchiveManifest } from "./archive-manifest";
import { appliedSchemaVersion } from "./schema-version.server";
import { quoted, readSequences, readTableCatalogue, type CatalogueTable } from "./table-catalogue.server";
import { tarEnd, tarHeader, tarPadding } from "./tar-archive";

type TableDump = ArchiveManifest["tables"][number];

/**
 * Writes one table's rows, ordered by primary key, as NDJSON into `filePath` through a cursor: one fetch of rows at a
 * time is all that is ever in memory. Each line is PostgreSQL's own `row_to_json`, so numerics, timestamps with
 * their offset, bytea (hex), arrays and jsonb keep their exact text.
 */
async function dumpTable(tx: Transaction, table: CatalogueTable, filePath: string): Promise<TableDump> {
  const leftOut = LEFT_OUT_COLUMNS[table.name] ?? {};
  const columns = table.columns.filter((column) => !(column.name in leftOut));
  const order =
    table.primaryKey.length > 0 ? ` order by ${table.primaryKey.map((c) => `x.${quoted(c)}`).join(", ")}` : "";
  const fetchRows = table.columns.some((column) => column.type === "bytea")
    ? EXPORT_FETCH_ROWS_WITH_BYTES
    : EXPORT_FETCH_ROWS;
  const cursor = quoted(`export_${table.name}`);
  await tx.execute(
    sql.raw(
      `declare ${cursor} no scroll cursor for select row_to_json(x)::text as line from (select ${columns
        .map((column) => quoted(column.name))
        .join(", ")} from ${quoted(table.name)}) x${order}`,
    ),
  );
  const hash = createHash("sha256");
  const file = createWriteStream(filePath);
  let rows = 0;
  let bytes = 0;
  try {
    for (;;) {
      const page = await tx.execute<{ line: string }>(sql.raw(`fetch forward ${fetchRows} from ${cursor}`));
      if (page.rows.length === 0) break;
      const text = Buffer.from(page.rows.map((row) => row.line + "\n").join(""), "utf8");
      hash.update(text);
      rows += page.rows.length;
      bytes += text.length;
      if (!file.write(text)) await once(file, "drain");
    }
  } finally {
    file.end();
    await once(file, "close");
  }
  await tx.execute(sql.raw(`close ${cursor}`));
  return {
    name: table.name,
    file: tableFile(table.name),
    rows,
    bytes,
    sha256: hash.digest("hex"),
    columns,
    leftOutColumns: Object.entries(leftOut).map(([name, reason]) => ({ name, reason })),
  };
}

/** The archive's bytes: the manifest first (a restore checks it before loading anything), then each table's file. */
async function* archiveBytes(manifest: ArchiveManifest, folder: string): AsyncGenerator<Buffer> {
  const now = new Date(manifest.createdAt);
  const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2) + "\n", "utf8");
  yield tarHeader(MANIFEST_FILE, manifestBytes.length, now);
  yield manifestBytes;
  yield tarPadding(manifestBytes.length);
  for (const table of manifest.tables) {
    const filePath = path.join(folder, `${table.name}.ndjson`);
    const { size } = await stat(filePath);
    yield tarHeader(table.file, size, now);
    for await (const piece of createReadStream(filePath)) yield piece as Buffer;
    yield tarPadding(size);
  }
  yield tarEnd();
}

/**
 * The whole business as one .tar.gz written to `output` (issue 38 item 6, ADR 085): every table of the public schema
 * but the login secrets, read in one repeatable-read transaction so the tables agree with each other. The tables go
 * to a temporary folder first (a tar header needs each file's size), so memory stays bounded whatever their size.
 */
export async function writeBusinessArchive(input: { db: Database; output: Writable }): Promise<ArchiveManifest> {
  const folder = await mkdtemp(path.join(tmpdir(), "aw-export-"));
  try {
    const manifest = await input.db.transaction(
      async (tx) => {
        // Hex is the one bytea text both PostgreSQL and PGlite read back; it is the default, said here so it stays so.
        await tx.execute(sql`set local bytea_output = 'hex'`);
        const schemaVersion = await appliedSchemaVersion(tx);
        if (!schemaVersion) throw new Error("the database has no migrations applied; there is nothing to export");
        const tables: TableDump[] = [];
        for (const table of await readTableCatalogue(tx)) {
          if (table.name in LEFT_OUT_TABLES) continue;
          tables.push(await dumpTable(tx, table, path.join(folder, `${table.name}.ndjson`)));
        }
        return {
          format: "aw-air-conditioning-export" as const,
          formatVersion: EXPORT_FORMAT_VERSION,
          schemaVersion,
          createdAt: new Date().toISOString(),
          tables,
          sequences: await readSequences(tx),
          leftOut: {
            note: LEFT_OUT_NOTE,
            tables: Object.entries(LEFT_OUT_TABLES).map(([name, reason]) => ({ name, reason })),
          },
        };
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    await pipeline(archiveBytes(manifest, folder), createGzip({ level: EXPORT_GZIP_LEVEL }), input.output);
    return manifest;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
