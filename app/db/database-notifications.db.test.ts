import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { BACK_OFFICE_EVENTS_CHANNEL } from "~/domain/live-updates/back-office-topics";
import { freePort } from "../../tests/e2e/support/own-app-server";
import { insertLead, insertSignup } from "../../tests/support/lead-test-support";
import { startPrivatePostgres } from "../../tests/support/private-postgres";
import { createTestDatabase, testDriver, useTestDatabase } from "../../tests/support/test-database";
import { POSTGRES_CONNECT_TIMEOUT_MS } from "./client.server";
import { createPostgresListener } from "./database-notifications.server";
import { customers, dailyAnalytics, leads, serviceRequests } from "./schema";
import { settleNotifications, waitUntil } from "../../tests/support/notification-test-support";

const { db, handle } = useTestDatabase();

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (stops.length > 0) await stops.pop()!();
});

/** Listens on the back-office channel and keeps every payload and reconnect it hears. */
async function listenToBackOffice() {
  const heard = { payloads: [] as string[], reconnects: 0, closes: 0 };
  const unlisten = await handle().listen(BACK_OFFICE_EVENTS_CHANNEL, (payload) => heard.payloads.push(payload), {
    onReconnect: () => (heard.reconnects += 1),
    onClose: () => (heard.closes += 1),
  });
  stops.push(unlisten);
  return { heard, unlisten };
}

describe("database notifications (LISTEN/NOTIFY)", () => {
  it("a lead inserted in a transaction reaches a listener once, after the commit", async () => {
    const { heard } = await listenToBackOffice();
    await db().transaction(async (tx) => {
      await tx.insert(leads).values({ name: "Ana Ruiz", email: "ana@example.com", source: "contact_form" });
      await tx.insert(leads).values({ name: "Luis Ruiz", email: "luis@example.com", source: "contact_form" });
      await settleNotifications();
      expect(heard.payloads).toEqual([]);
    });
    await waitUntil("the lead's notification", () => heard.payloads.length > 0);
    await settleNotifications();
    // Two statements on one table in one transaction: PostgreSQL folds identical notifications into one.
    expect(heard.payloads.map((payload) => JSON.parse(payload))).toEqual([{ topic: "leads" }]);
  });

  it("a lead inserted in a transaction that rolls back reaches no listener", async () => {
    const { heard } = await listenToBackOffice();
    await expect(
      db().transaction(async (tx) => {
        await tx.insert(leads).values({ name: "Ana Ruiz", email: "ana@example.com", source: "contact_form" });
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    await settleNotifications();
    expect(heard.payloads).toEqual([]);
  });

  it("sign-ups, service requests, customers and daily analytics each name their own topic", async () => {
    const { heard } = await listenToBackOffice();
    const topics = async (change: () => Promise<unknown>) => {
      heard.payloads.length = 0;
      await change();
      await waitUntil("a notification", () => heard.payloads.length > 0);
      await settleNotifications();
      return heard.payloads.map((payload) => (JSON.parse(payload) as { topic: string }).topic);
    };
    // A sign-up writes the login (no trigger) and then its profile.
    expect(await topics(() => insertSignup(db(), { firstName: "Rosa", lastName: "Paz" }))).toEqual(["signups"]);
    expect(
      await topics(() => db().insert(serviceRequests).values({ name: "Rosa Paz", serviceType: "repair" })),
    ).toEqual(["requests"]);
    expect(await topics(() => db().update(serviceRequests).set({ status: "scheduled" }))).toEqual(["requests"]);
    expect(await topics(() => db().insert(customers).values({ firstName: "Rosa", lastName: "Paz" }))).toEqual([
      "customers",
    ]);
    expect(
      await topics(() => db().insert(dailyAnalytics).values({ date: "2026-03-01", visitors: 3, pageviews: 5 })),
    ).toEqual(["analytics"]);
    expect(await topics(() => insertLead(db()))).toEqual(["leads"]);
  });

  it("a roll-up that changes no daily analytics row sends nothing", async () => {
    await db().insert(dailyAnalytics).values({ date: "2026-03-01", visitors: 3, pageviews: 5 });
    const { heard } = await listenToBackOffice();
    await db()
      .update(dailyAnalytics)
      .set({ visitors: 4 })
      .where(sql`${dailyAnalytics.date} = '2026-03-02'`);
    await settleNotifications();
    expect(heard.payloads).toEqual([]);
  });

  it("a listener that stopped hears nothing more, while another on the same channel still does", async () => {
    const first = await listenToBackOffice();
    const second = await listenToBackOffice();
    await first.unlisten();
    await insertLead(db());
    await waitUntil("the second listener's notification", () => second.heard.payloads.length > 0);
    await settleNotifications();
    expect(first.heard.payloads).toEqual([]);
    expect(second.heard.payloads).toHaveLength(1);
  });

  it("closing the database tells each listener once, so the streams that depend on it can end", async () => {
    const other = await createTestDatabase();
    let dropped = false;
    try {
      const closes: string[] = [];
      await other.listen(BACK_OFFICE_EVENTS_CHANNEL, () => undefined, { onClose: () => closes.push("first") });
      const unlisten = await other.listen(BACK_OFFICE_EVENTS_CHANNEL, () => undefined, {
        onClose: () => closes.push("gone"),
      });
      await other.listen("another_channel", () => undefined, { onClose: () => closes.push("second") });
      await unlisten();
      // drop() closes the handle first.
      await other.drop();
      dropped = true;
      expect(closes.sort()).toEqual(["first", "second"]);
    } finally {
      if (!dropped) await other.drop();
    }
  });

  it.runIf(testDriver() === "postgres")(
    "on PostgreSQL, a listener whose connection is terminated reconnects, is told so, and hears later notifications",
    async () => {
      const { heard } = await listenToBackOffice();
      const warnings: unknown[] = [];
      const originalWarn = console.warn;
      const originalLog = console.log;
      console.warn = (...args: unknown[]) => warnings.push(args.join(" "));
      console.log = () => undefined;
      try {
        const terminated = await db().execute<{ terminated: boolean }>(sql`
          select pg_terminate_backend(pid) as terminated from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN %'`);
        expect(terminated.rows).toEqual([{ terminated: true }]);
        await waitUntil("the reconnect", () => heard.reconnects === 1);
      } finally {
        console.warn = originalWarn;
        console.log = originalLog;
      }
      expect(warnings.join("\n")).toContain(
        "[db] the LISTEN connection ended (terminating connection due to administrator command (57P01)); reconnecting",
      );
      await insertLead(db());
      await waitUntil("a notification after the reconnect", () => heard.payloads.length > 0);
      expect(heard.payloads.map((payload) => JSON.parse(payload))).toEqual([{ topic: "leads" }]);
      const listeners = await db().execute<{ count: number }>(sql`
        select count(*)::int as count from pg_stat_activity where datname = current_database() and query ilike 'LISTEN %'`);
      expect(listeners.rows[0]?.count).toBe(1);
    },
  );

  it.runIf(testDriver() === "postgres")(
    "on PostgreSQL, a listener rides out a server restart with 1.5 s of downtime, and once closed never reconnects",
    async () => {
      // A private cluster: the shared server on 5432 is never restarted.
      const cluster = await startPrivatePostgres({ port: await freePort() });
      const logged: string[] = [];
      const originalWarn = console.warn;
      const originalLog = console.log;
      console.warn = (...args: unknown[]) => logged.push(args.join(" "));
      console.log = (...args: unknown[]) => logged.push(args.join(" "));
      const listener = createPostgresListener({ url: cluster.url(), connectTimeoutMs: POSTGRES_CONNECT_TIMEOUT_MS });
      try {
        const heard = { payloads: [] as string[], reconnects: 0, closes: 0 };
        await listener.listen("drill", (payload) => heard.payloads.push(payload), {
          onReconnect: () => (heard.reconnects += 1),
          onClose: () => (heard.closes += 1),
        });
        await cluster.restart({ downMs: 1_500 });
        await waitUntil("the reconnect", () => heard.reconnects === 1, 20_000);
        const notifier = new (await import("pg")).default.Client({ connectionString: cluster.url() });
        await notifier.connect();
        await notifier.query("select pg_notify('drill', 'after the restart')");
        await notifier.end();
        await waitUntil("the notification after the restart", () => heard.payloads.length === 1);
        expect(heard.payloads).toEqual(["after the restart"]);
        expect(logged.join("\n")).toMatch(/\[db\] the LISTEN connection ended \(.+\); reconnecting/);
        expect(logged.join("\n")).toMatch(/\[db\] the LISTEN connection is back after \d+ ms/);

        await listener.close();
        expect(heard.closes).toBe(1);
        await cluster.restart();
        await settleNotifications();
        expect(heard.reconnects).toBe(1);
      } finally {
        console.warn = originalWarn;
        console.log = originalLog;
        await listener.close();
        await cluster.destroy();
      }
    },
    60_000,
  );
});
