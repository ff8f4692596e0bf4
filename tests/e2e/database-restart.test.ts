/**
 * The server survives PostgreSQL restarting under load (docs/decisions/027-database-outage.md): its own app server
 * from the build on a private PostgreSQL cluster (never the shared one), estimates posted from four concurrent
 * visitors, and two fast restarts while they post: one plain `pg_ctl restart -m fast`, one with the server down
 * 1.5 s so that the outage can be watched. `npm run drill` runs a longer version and prints the figures.
 */
import { statSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { runDatabaseRestartDrill } from "../support/database-restart-drill";
import { E2E_BUILD_DIR, E2E_DATA_DIR, E2E_DATABASE_URL } from "./support/e2e-env";
import { freePort } from "./support/own-app-server";

test("The server keeps running through two PostgreSQL restarts under load, answers 503 meanwhile, and loses no acknowledged estimate", async () => {
  test.setTimeout(120_000);
  const result = await runDatabaseRestartDrill({
    buildDir: E2E_BUILD_DIR,
    // Ports the system says are free, so parallel workers and other suites on this machine never collide.
    appPort: await freePort(),
    postgresPort: await freePort(),
    restarts: 2,
    downMs: [0, 1_500],
    settleMs: 1_500,
  });
  const log = result.serverLog.join("\n");

  expect(result.exitCodeDuringDrill, log).toBeNull();
  expect(log).not.toContain("Unhandled 'error' event");
  // The outage is logged in one line (from a killed pooled connection or a refused new one), never with
  // node-postgres's client object.
  expect(log).toContain("[db] lost the PostgreSQL server (");
  expect(log).not.toContain("connectionParameters");

  expect(result.readyzDuringOutage[503], JSON.stringify(result.readyzDuringOutage)).toBeGreaterThan(0);
  expect(result.readyzAfterOutage).toBe(200);

  // Posts during the outage were refused with the outage page's 503, never a 500 or no answer.
  expect(
    Object.keys(result.refused),
    `${JSON.stringify(result.refused)}\n${JSON.stringify(result.refusedExamples)}\n${log}`,
  ).toEqual(["503"]);
  expect(result.refusedExamples[503]).toContain("We'll be right back");

  expect(result.recoveryMs.every(Number.isFinite), `recovery ${result.recoveryMs.join(", ")} ms`).toBe(true);
  expect(result.acceptedAfterwards).toBe(true);
  expect(result.acknowledged.length).toBeGreaterThan(5);
  expect(result.lost).toEqual([]);
  expect(result.stored).toBe(result.acknowledged.length);

  // The job worker paused during the outage and works again: the mail queued since the last restart was sent.
  expect(result.jobsAfterOutage.queued).toBeGreaterThan(0);
  expect(result.jobsAfterOutage.completed).toBe(result.jobsAfterOutage.queued);
});

test("The embedded database's directory, created by the server at start, is private to its OS user", () => {
  // On PostgreSQL (CI) the suite's server has no embedded database; app/db/private-data-dir.test.ts proves the rule
  // on both kinds of run.
  test.skip(Boolean(E2E_DATABASE_URL), "the suite's server runs on PostgreSQL in this run");
  // The suite's server started on a DATA_DIR its command had just deleted, so the server created it.
  expect(statSync(E2E_DATA_DIR).mode & 0o777).toBe(0o700);
});
