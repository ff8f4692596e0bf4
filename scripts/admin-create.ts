import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { closeDatabase } from "~/db/database.server";
import { isAppError } from "~/domain/app-error";
import { createAdminAccount } from "~/domain/accounts/create-admin-account.server";

const USAGE =
  "Usage: npm run admin:create -- --email owner@example.com --password '<at least 8 characters>' [--name 'Full Name']";

/**
 * `npm run admin:create`: creates an admin login with a verified address (or promotes an existing login and sets
 * its password) on the configured database: PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL.
 * Returns the process exit code.
 */
export async function runAdminCreate(argv: string[], print: (line: string) => void = console.log): Promise<number> {
  let values: { email?: string; password?: string; name?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
    }));
  } catch (error) {
    print(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (!values.email || !values.password) {
    print(USAGE);
    return 2;
  }
  try {
    const result = await createAdminAccount({ email: values.email, password: values.password, name: values.name });
    print(
      result.outcome === "created"
        ? `Created admin ${result.email} (user ${result.userId}); the address counts as verified. Sign in at /admin.`
        : `Promoted ${result.email} (user ${result.userId}) to admin and set the given password. Sign in at /admin.`,
    );
    return 0;
  } catch (error) {
    if (!isAppError(error)) throw error;
    print(`Refused: ${error.message}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runAdminCreate(process.argv.slice(2))
    .then(async (code) => {
      await closeDatabase();
      process.exit(code);
    })
    .catch(async (error: unknown) => {
      console.error("[admin:create] failed:", error);
      await closeDatabase();
      process.exit(1);
    });
}
