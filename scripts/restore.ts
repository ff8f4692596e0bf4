import { createReadStream, existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { env } from "~/config/env.server";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { isAppError } from "~/domain/app-error";
import { restoreBusinessArchive } from "~/domain/data-export/restore-business-archive.server";

const USAGE = "Usage: npm run restore -- aw-export-YYYY-MM-DD.tar.gz";

/**
 * `npm run restore`: loads an export archive (ADR 085) into the configured database, which must be empty: a new
 * DATA_DIR for the embedded PGlite, or a new PostgreSQL database at DATABASE_URL. It opens the database itself rather
 * than as the server does, since a server's start seeds rows (and demo data with SEED_DEMO). Returns the exit code.
 */
export async function runRestore(argv: string[], print: (line: string) => void = console.log): Promise<number> {
  let file: string | undefined;
  try {
    file = parseArgs({ args: argv, allowPositionals: true, options: {} }).positionals[0];
  } catch (error) {
    print(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (!file) {
    print(USAGE);
    return 2;
  }
  if (!existsSync(file)) {
    print(`Refused: there is no file ${file}.`);
    return 1;
  }
  const config = env();
  const handle: DatabaseHandle = config.DATABASE_URL
    ? await openDatabase({ driver: "postgres", url: config.DATABASE_URL })
    : await openDatabase({ driver: "pglite", dataDir: config.DATA_DIR });
  try {
    const summary = await restoreBusinessArchive({
      handle,
      archive: createReadStream(file),
      onTableLoaded: (table) => {
        if (table.seconds >= 1) print(`  ${table.name}: ${table.rows} rows in ${table.seconds.toFixed(1)} s`);
      },
    });
    print(
      `Restored ${summary.rows} rows of ${summary.tables} tables (archive schema ${summary.schemaVersion}).\n` +
        `Not in the archive: ${summary.leftOut.join(", ")}. Everyone signs in again after setting a new password ` +
        `through "Forgot password" on the sign-in page.`,
    );
    return 0;
  } catch (error) {
    if (!isAppError(error)) throw error;
    print(`Refused: ${error.message}`);
    return 1;
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runRestore(process.argv.slice(2))
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      console.error("[restore] failed:", error);
      process.exit(1);
    });
}
