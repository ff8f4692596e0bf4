import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import suite from "./vitest.config";

/**
 * The long fault drills (tests/drills: minutes each on a busy 2-core machine), kept out of `npm test` and run by
 * `npm run drill` (bench/drills.ts): the suite's database projects (PGlite and, with TEST_DATABASE_URL, PostgreSQL)
 * with only the drills' files.
 */
const projects = (suite.test?.projects ?? []) as TestProjectInlineConfiguration[];

export default defineConfig({
  ...suite,
  test: {
    ...suite.test,
    projects: projects.map((project) => ({
      ...project,
      test: { ...project.test, include: ["tests/drills/**/*.db.test.ts"], testTimeout: 600_000 },
    })),
  },
});
