import { defineConfig } from "vitest/config";

const alias = { "~": new URL("./app", import.meta.url).pathname };
const postgresUrl = process.env.TEST_DATABASE_URL;

if (process.env.CI && !postgresUrl) {
  throw new Error("CI must run the database tests on PostgreSQL too: set TEST_DATABASE_URL");
}

// Vitest puts Vite's BASE_URL ("/") into process.env; the app reads BASE_URL as its public origin, so clear it.
const viteEnvOverrides = { BASE_URL: "" };
// The suite, like `npm start`, asks for the keyless demo checkout (ADR 029); tests of the switch itself turn it off.
const demoOptIn = { DEMO_PAYMENTS: "true" };

const shared = {
  environment: "node" as const,
  setupFiles: ["./tests/support/vitest-setup.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  resolve: { alias },
  test: {
    // vitest's default is one worker fewer than the cores: one on CI's two. Two workers took the suite from 28 to
    // 16 minutes there: the database tests spend much of their time waiting on PostgreSQL and PGlite's start.
    maxWorkers: 2,
    // VITEST_JSON_REPORT=<file> also writes every file's duration there (README, "The test budget").
    ...(process.env.VITEST_JSON_REPORT
      ? { reporters: ["default", "json"], outputFile: { json: process.env.VITEST_JSON_REPORT } }
      : {}),
    projects: [
      {
        resolve: { alias },
        test: {
          ...shared,
          name: "pglite",
          include: [
            "app/**/*.test.ts",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "vite-plugins/**/*.test.ts",
            "tests/contracts/**/*.test.ts",
            "bench/**/*.test.ts",
          ],
          env: { ...viteEnvOverrides, ...demoOptIn, TEST_DB_DRIVER: "pglite" },
        },
      },
      // The same database tests against a real PostgreSQL server (files named *.db.test.ts touch the database).
      ...(postgresUrl
        ? [
            {
              resolve: { alias },
              test: {
                ...shared,
                name: "postgres",
                include: [
                  "app/**/*.db.test.ts",
                  "server/**/*.db.test.ts",
                  "scripts/**/*.db.test.ts",
                  "vite-plugins/**/*.db.test.ts",
                  "tests/contracts/**/*.db.test.ts",
                ],
                env: { ...viteEnvOverrides, ...demoOptIn, TEST_DB_DRIVER: "postgres", TEST_DATABASE_URL: postgresUrl },
              },
            },
          ]
        : []),
    ],
  },
});
