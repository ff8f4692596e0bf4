import { beforeEach, describe, expect, it, vi } from "vitest";
import { createCredentialUser } from "~/domain/accounts/create-credential-user.server";
import { signInAdmin } from "~/domain/accounts/sign-in-admin.server";
import { dailyAnalytics } from "~/db/schema";
import { insertLead } from "../../../tests/support/lead-test-support";
import { cookieOf, TEST_ORIGIN, testHttp } from "../../../tests/support/auth-test-requests";
import { useTestDatabase } from "../../../tests/support/test-database";
import { takeConsoleErrors } from "../../../tests/support/vitest-setup";
import { loader } from "./analytics";

// Which part of the screen's loading fails in a test; each mock otherwise runs the real function.
const failing = vi.hoisted(() => ({ refresh: false, report: false, submissions: false }));

vi.mock("~/domain/analytics/refresh-todays-analytics.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/domain/analytics/refresh-todays-analytics.server")>();
  return {
    ...real,
    refreshTodaysAnalytics: (input?: { now?: Date }) =>
      failing.refresh ? Promise.reject(new Error("roll-up down")) : real.refreshTodaysAnalytics(input),
  };
});
vi.mock("~/domain/analytics/get-analytics-report.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/domain/analytics/get-analytics-report.server")>();
  return {
    ...real,
    getAnalyticsReport: (input: Parameters<typeof real.getAnalyticsReport>[0]) =>
      failing.report ? Promise.reject(new Error("report down")) : real.getAnalyticsReport(input),
  };
});
vi.mock("~/domain/analytics/list-contact-submissions.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/domain/analytics/list-contact-submissions.server")>();
  return {
    ...real,
    listContactSubmissions: (input: Parameters<typeof real.listContactSubmissions>[0]) =>
      failing.submissions ? Promise.reject(new Error("submissions down")) : real.listContactSubmissions(input),
  };
});

const { db } = useTestDatabase();

async function adminCookie(): Promise<string> {
  await createCredentialUser({
    email: "admin@example.com",
    password: "Steady-Compass-2031",
    name: "Admin",
    role: "admin",
    emailVerified: true,
  });
  const result = await signInAdmin({
    form: { email: "admin@example.com", password: "Steady-Compass-2031" },
    http: testHttp("/admin"),
  });
  if (result.outcome !== "signed-in") throw new Error("admin sign-in failed");
  return cookieOf(result.setCookies);
}

async function load(cookie: string) {
  return loader({
    request: new Request(`${TEST_ORIGIN}/admin/analytics`, { headers: { cookie } }),
    params: {},
    context: {},
  } as never);
}

describe("the Analytics & Reports loader", () => {
  beforeEach(() => {
    Object.assign(failing, { refresh: false, report: false, submissions: false });
  });

  it("rolls today up, then returns the report and the contact submissions", async () => {
    const cookie = await adminCookie();
    await insertLead(db(), { name: "Written in", source: "contact_form" });
    const data = await load(cookie);
    expect(data.refreshFailed).toBe(false);
    // The lead arrived today, so the roll-up made today's live row.
    expect(data.report).toMatchObject({ empty: false, latestDay: { live: true, serviceRequests: 1 } });
    expect(data.submissions).toMatchObject({ total: 1, items: [{ name: "Written in" }] });
  });

  it("shows the stored figures when today's roll-up fails, and logs why", async () => {
    const cookie = await adminCookie();
    await db()
      .insert(dailyAnalytics)
      .values({ date: "2026-01-05", visitors: 12, pageviews: 30, closedAt: new Date("2026-01-06T05:05:00Z") });
    failing.refresh = true;
    const data = await load(cookie);
    expect(data).toMatchObject({
      refreshFailed: true,
      report: { empty: false, latestDay: { date: "2026-01-05", visitors: 12 } },
      submissions: { total: 0 },
    });
    expect(String(takeConsoleErrors()[0]?.[0])).toMatch(
      /^\[analytics\] rolling up today's page views for admin .+ failed/,
    );
  });

  it("keeps the contact submissions when the report fails, and the report when the submissions fail", async () => {
    const cookie = await adminCookie();
    await insertLead(db(), { source: "contact_form" });
    failing.report = true;
    expect(await load(cookie)).toMatchObject({ report: null, submissions: { total: 1 } });
    expect(String(takeConsoleErrors()[0]?.[0])).toMatch(
      /^\[analytics\] loading the analytics report for admin .+ failed/,
    );

    failing.report = false;
    failing.submissions = true;
    expect(await load(cookie)).toMatchObject({ report: { empty: false }, submissions: null });
    expect(String(takeConsoleErrors()[0]?.[0])).toMatch(
      /^\[analytics\] loading the contact submissions for admin .+ failed/,
    );
  });

  it("sends a visitor without a staff session to the sign-in", async () => {
    await expect(load("")).rejects.toSatisfy((thrown) => thrown instanceof Response && thrown.status === 302);
  });
});
