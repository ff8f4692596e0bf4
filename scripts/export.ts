import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { closeDatabase, database } from "~/db/database.server";
import { exportFileName } from "~/domain/data-export/export-file-name";
import { writeBusinessArchive } from "~/domain/data-export/write-business-archive.server";

const USAGE = "Usage: npm run export -- [--out aw-export-YYYY-MM-DD.tar.gz]";

/**
 * `npm run export`: the whole business as one .tar.gz (ADR 085) from the configured database: PGlite in DATA_DIR, or
 * PostgreSQL at DATABASE_URL. Login secrets are left out; the manifest says which. Returns the process exit code.
 */
export async function runExport(argv: string[], print: (line: string) => void = console.log): Promise<number> {
  let out: string;
  try {
    const { values } = parseArgs({ args: argv, options: { out: { type: "string" } } });
    out = values.out ?? exportFileName(new Date());
  } catch (error) {
    print(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  try {
    const manifest = await writeBusinessArchive({ db: await database(), output: createWriteStream(out) });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    print(
      `Exported ${rows} rows of ${manifest.tables.length} tables (schema ${manifest.schemaVersion}) to ${out}.\n` +
        `Left out: ${manifest.leftOut.tables.map((table) => table.name).join(", ")}. ${manifest.leftOut.note}`,
    );
    return 0;
  } catch (error) {
    // A half-written archive is no archive.
    await rm(out, { force: true });
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runExport(process.argv.slice(2))
    .then(async (code) => {
      await closeDatabase();
      process.exit(code);
    })
    .catch(async (error: unknown) => {
      console.error("[export] failed:", error);
      await closeDatabase();
      process.exit(1);
    });
}
