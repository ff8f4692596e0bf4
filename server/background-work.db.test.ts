import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "~/config/env.server";
import { sql } from "drizzle-orm";
import { appRateLimits, dailyAnalytics, mailMessages, pageViews } from "~/db/schema";
import { queueEmail } from "~/integrations/email/queue-email.server";
import { waitFor } from "../tests/support/job-test-support";
import { takeConsoleErrors } from "../tests/support/vitest-setup";
import { useTestDatabase } from "../tests/support/test-database";
import { startBackgroundWork, stopBackgroundWork } from "./background-work";

const { db } = useTestDatabase();

afterEach(async () => {
  await stopBackgroundWork();
  vi.unstubAllEnvs();
  resetEnvForTests();
});

function configure(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  vi.stubEnv("SMTP_URL", "");
  resetEnvForTests();
}

describe("background work", () => {
  it("delivers queued e-mail to the development mailbox while running, and stops cleanly", async () => {
    configure({ JOB_WORKER: "on", JOB_POLL_INTERVAL_MS: "20" });
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    startBackgroundWork();
    startBackgroundWork(); // a second start is ignored
    expect(log).toHaveBeenCalledTimes(1);
    await queueEmail(db(), { to: "ana@example.com", subject: "Welcome", text: "Hello", kind: "welcome" });
    await waitFor(async () => (await db().select().from(mailMessages)).length === 1);
    expect(await db().select({ subject: mailMessages.subject }).from(mailMessages)).toEqual([{ subject: "Welcome" }]);
    await stopBackgroundWork();
  });

  it("starts no worker with JOB_WORKER=off: jobs wait for another process", async () => {
    configure({ JOB_WORKER: "off", JOB_POLL_INTERVAL_MS: "20" });
    // An earlier test's spy on console.log is handed back with its calls: count from here.
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    log.mockClear();
    startBackgroundWork();
    await queueEmail(db(), { to: "ana@example.com", subject: "Welcome", text: "Hello", kind: "welcome" });
    // No worker announced itself, so nothing can take the job (no wait needed to prove it): it waits for one that does.
    expect(log).not.toHaveBeenCalled();
    expect(await db().select().from(mailMessages)).toHaveLength(0);
    configure({ JOB_WORKER: "on", JOB_POLL_INTERVAL_MS: "20" });
    startBackgroundWork();
    expect(log).toHaveBeenCalledTimes(1);
    await waitFor(async () => (await db().select().from(mailMessages)).length === 1);
    expect(await db().select({ subject: mailMessages.subject }).from(mailMessages)).toEqual([{ subject: "Welcome" }]);
  });

  it("rolls today's page views up into daily_analytics shortly after start", async () => {
    configure({ JOB_WORKER: "on", JOB_POLL_INTERVAL_MS: "1000" });
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    await db().insert(pageViews).values({ path: "/", visitorKey: "a" });
    startBackgroundWork({ firstAnalyticsRollUpDelayMs: 10 });
    await waitFor(async () => (await db().select().from(dailyAnalytics)).length === 1);
    expect((await db().select().from(dailyAnalytics))[0]).toMatchObject({ pageviews: 1, visitors: 1, closedAt: null });
  });

  it("deletes the rate-limit counters whose window has ended shortly after start", async () => {
    configure({ JOB_WORKER: "on", JOB_POLL_INTERVAL_MS: "1000" });
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    await db()
      .insert(appRateLimits)
      .values([
        { key: "newsletter:ended", count: 3, windowEndsAt: new Date(Date.now() - 1000) },
        { key: "newsletter:running", count: 3, windowEndsAt: new Date(Date.now() + 600_000) },
      ]);
    startBackgroundWork({ firstAnalyticsRollUpDelayMs: 10 });
    await waitFor(async () => (await db().select().from(appRateLimits)).length === 1);
    expect((await db().select().from(appRateLimits)).map((row) => row.key)).toEqual(["newsletter:running"]);
  });

  it("logs a failed roll-up instead of throwing it out of the timer", async () => {
    configure({ JOB_WORKER: "on", JOB_POLL_INTERVAL_MS: "1000" });
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    await db().execute(sql`alter table daily_analytics rename to daily_analytics_away`);
    try {
      startBackgroundWork({ firstAnalyticsRollUpDelayMs: 10 });
      let logged: unknown[][] = [];
      await waitFor(async () => {
        logged = [...logged, ...takeConsoleErrors()];
        return logged.some(([message]) => String(message).startsWith("[analytics] the periodic roll-up"));
      });
      expect(logged.map(([message]) => String(message))).toContain(
        "[analytics] the periodic roll-up of page views failed; retrying next interval",
      );
      await stopBackgroundWork();
    } finally {
      await db().execute(sql`alter table daily_analytics_away rename to daily_analytics`);
    }
  });
});
