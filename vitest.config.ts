import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";
import { BOTH_DRIVER_TEST_FILES } from "./tests/support/both-drivers";

const alias = { "~": new URL("./app", import.meta.url).pathname };
const postgresUrl = process.env.TEST_DATABASE_URL;

if (process.env.CI && !postgresUrl) {
  throw new Error("CI must run the database tests on PostgreSQL too: set TEST_DATABASE_URL");
}

// Vitest puts Vite's BASE_URL ("/") into process.env; the app reads BASE_URL as its public origin, so clear it.
const viteEnvOverrides = { BASE_URL: "" };
// The suite, like `npm start`, asks for the keyless demo checkout (ADR 029); tests of the switch itself turn it off.
const demoOptIn = { DEMO_PAYMENTS: "true" };

const SOURCE_DIRECTORIES = ["app", "server", "scripts", "vite-plugins", "tests/contracts", "bench"];
/** Files named *.db.test.ts touch the database (bench/ has none). */
const DATABASE_TESTS = SOURCE_DIRECTORIES.filter((dir) => dir !== "bench").map((dir) => `${dir}/**/*.db.test.ts`);

for (const file of BOTH_DRIVER_TEST_FILES) {
  if (!existsSync(file)) throw new Error(`tests/support/both-drivers.ts names ${file}, which does not exist`);
}

const shared = {
  environment: "node" as const,
  setupFiles: ["./tests/support/vitest-setup.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * Test files that replace a module (vi.mock), the environment (vi.stubEnv, process.env writes) or a global: each runs
 * with fresh modules of its own. Every other file shares its worker's modules with the files before it (vitest's
 * `isolate: false`): importing the app again for each of ~330 files was a third of the suite's CPU time.
 */
const CHANGES_MODULES_OR_ENVIRONMENT =
  /\bvi\.(mock|doMock|unmock|stubEnv|stubGlobal|resetModules)\(|process\.env\.\w+ =|delete process\.env/;

const TEST_FILE = /\.test\.ts$/;
const ALL_TEST_FILES = SOURCE_DIRECTORIES.flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => TEST_FILE.test(file) && !file.split(path.sep).includes("node_modules"))
    .map((file) => path.join(dir, file)),
);
const ISOLATED_FILES = ALL_TEST_FILES.filter((file) => CHANGES_MODULES_OR_ENVIRONMENT.test(readFileSync(file, "utf8")));
const SHARED_FILES = ALL_TEST_FILES.filter((file) => !ISOLATED_FILES.includes(file));

/**
 * Two vitest projects for one set of files: `<name>` shares modules between its files, `<name>-isolated` runs the files
 * that change modules or the environment with fresh ones (`--project '<name>*'` selects both).
 */
function projects(name: string, files: { include: string[]; exclude?: string[] }, env: Record<string, string>) {
  const test = { ...shared, env: { ...viteEnvOverrides, ...demoOptIn, ...env } };
  const exclude = files.exclude ?? configDefaults.exclude;
  return [
    {
      resolve: { alias },
      test: { ...test, name, include: files.include, exclude: [...exclude, ...ISOLATED_FILES], isolate: false },
    },
    {
      resolve: { alias },
      test: {
        ...test,
        name: `${name}-isolated`,
        include: files.include,
        exclude: [...exclude, ...SHARED_FILES],
        isolate: true,
      },
    },
  ];
}

export default defineConfig({
  resolve: { alias },
  test: {
    // vitest's default is one worker fewer than the cores: one on CI's two. Two workers took the suite from 28 to
    // 16 minutes there: the database tests spend much of their time waiting on PostgreSQL and PGlite's start. Four
    // overlap more of that waiting: 5:22 → 4:15 on the 2-core machine (2026-11-29, TEST_DATABASE_URL set); the
    // node processes used about one core of the two meanwhile. VITEST_WORKERS=<n> chooses another number.
    maxWorkers: Number(process.env.VITEST_WORKERS ?? 4),
    // VITEST_JSON_REPORT=<file> also writes every file's duration there (README, "The test budget").
    ...(process.env.VITEST_JSON_REPORT
      ? { reporters: ["default", "json"], outputFile: { json: process.env.VITEST_JSON_REPORT } }
      : {}),
    projects: [
      // Unit tests: no database, or one of their own.
      ...projects(
        "unit",
        {
          include: SOURCE_DIRECTORIES.map((dir) => `${dir}/**/*.test.ts`),
          exclude: [...configDefaults.exclude, ...DATABASE_TESTS],
        },
        {},
      ),
      // The database tests on the embedded PGlite: all of them, or with a PostgreSQL server given, the files that
      // prove what differs between the two (tests/support/both-drivers.ts, ADR 080).
      ...projects(
        "pglite",
        { include: postgresUrl ? [...BOTH_DRIVER_TEST_FILES] : DATABASE_TESTS },
        { TEST_DB_DRIVER: "pglite" },
      ),
      // Every database test against a real PostgreSQL server.
      ...(postgresUrl
        ? projects(
            "postgres",
            { include: DATABASE_TESTS },
            { TEST_DB_DRIVER: "postgres", TEST_DATABASE_URL: postgresUrl },
          )
        : []),
    ],
  },
});
