/**
 * A server killed in the middle of a job (SIGKILL: no shutdown, the job left `running` with its lock) and started
 * again: the job runs again once its lease expires and completes once. Its own app server from the build on a private
 * PostgreSQL cluster, a 5-second lease (JOB_LOCK_TIMEOUT_SECONDS) and slow fakes of monday.com and SMTP
 * (tests/support/job-crash-drill.ts). `npm run drill` runs it with figures.
 */
import { expect, test } from "@playwright/test";
import { runJobCrashDrill } from "../support/job-crash-drill";
import { E2E_BUILD_DIR } from "./support/e2e-env";
import { freePort } from "./support/own-app-server";

test("A lead's CRM sync killed while monday.com holds its answer is run again after the restart and leaves one board item", async () => {
  test.setTimeout(150_000);
  const result = await runJobCrashDrill({
    kind: "crm",
    buildDir: E2E_BUILD_DIR,
    appPort: await freePort(),
    postgresPort: await freePort(),
  });
  const log = result.serverLog.join("\n");
  expect(result.acknowledged, log).toBe(true);
  expect(result.atKill, log).toEqual({ status: "running", attempts: 1 });
  expect(result.final, log).toEqual({ status: "completed", attempts: 2 });
  expect(result.recoveryMs, log).not.toBeNaN();
  expect(result.leads).toBe(1);
  // The item the killed attempt made is the lead's item: adopted, not made again.
  expect(result.crm!.items, log).toHaveLength(1);
  expect(result.crm).toEqual({
    leadItemId: result.crm!.items[0],
    leadStatus: "synced_to_monday",
    items: result.crm!.items,
    updates: 1,
  });
  expect(log).toContain("was left running by a stopped worker");
});

test("A notification e-mail whose server was killed while the SMTP server stalled is sent once after the restart", async () => {
  test.setTimeout(150_000);
  const result = await runJobCrashDrill({
    kind: "email",
    buildDir: E2E_BUILD_DIR,
    appPort: await freePort(),
    postgresPort: await freePort(),
  });
  const log = result.serverLog.join("\n");
  expect(result.acknowledged, log).toBe(true);
  expect(result.atKill, log).toEqual({ status: "running", attempts: 1 });
  expect(result.final, log).toEqual({ status: "completed", attempts: 2 });
  expect(result.recoveryMs, log).not.toBeNaN();
  expect(result.mails, log).toBe(1);
});
