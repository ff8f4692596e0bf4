import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError } from "~/domain/app-error";
import { insertLead } from "../../../tests/support/lead-test-support";
import { takeConsoleErrors } from "../../../tests/support/vitest-setup";
import { installDatabase } from "~/db/database.server";
import { createTestDatabase, testDriver, useTestDatabase } from "../../../tests/support/test-database";
import type { BackOfficeEvent } from "./back-office-topics";
import { announceBackOfficeChange } from "./announce-back-office-change.server";
import { subscribeToBackOfficeEvents } from "./subscribe-to-back-office-events.server";
import { settleNotifications, waitUntil } from "../../../tests/support/notification-test-support";

const { db, handle } = useTestDatabase();
const admin = { isAdmin: true };

const unsubscribes: Array<() => void> = [];
afterEach(() => {
  while (unsubscribes.length > 0) unsubscribes.pop()!();
  // Not vi.restoreAllMocks(): the suite's own console.error spy must stay until its afterEach.
  vi.mocked(handle().listen).mockRestore?.();
  vi.mocked(console.warn).mockRestore?.();
  vi.mocked(console.log).mockRestore?.();
});

async function subscribe() {
  const events: BackOfficeEvent[] = [];
  const unsubscribe = await subscribeToBackOfficeEvents({ actor: admin, onEvent: (event) => events.push(event) });
  unsubscribes.push(unsubscribe);
  return { events, unsubscribe };
}

describe("subscribeToBackOfficeEvents", () => {
  it("refuses anyone but staff", async () => {
    const refusal = subscribeToBackOfficeEvents({ actor: { isAdmin: false }, onEvent: () => undefined });
    await expect(refusal).rejects.toBeInstanceOf(AppError);
    await expect(refusal).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("tells every open subscriber the topic of a change, once, through one LISTEN for the whole process", async () => {
    const listen = vi.spyOn(handle(), "listen");
    const first = await subscribe();
    const second = await subscribe();
    expect(listen).toHaveBeenCalledTimes(1);
    await insertLead(db());
    await waitUntil("both subscribers", () => first.events.length > 0 && second.events.length > 0);
    await settleNotifications();
    expect(first.events).toEqual([{ topic: "leads" }]);
    expect(second.events).toEqual([{ topic: "leads" }]);
  });

  it("hears a change announced from a transaction once it commits, and nothing from one rolled back", async () => {
    const { events } = await subscribe();
    await db()
      .transaction(async (tx) => {
        await announceBackOfficeChange(tx, "schedule");
        tx.rollback();
      })
      .catch(() => undefined);
    await db().transaction((tx) => announceBackOfficeChange(tx, "schedule"));
    await waitUntil("the schedule change", () => events.length > 0);
    await settleNotifications();
    expect(events).toEqual([{ topic: "schedule" }]);
  });

  it("stops listening after the last subscriber leaves, and starts again for the next one", async () => {
    const listen = vi.spyOn(handle(), "listen");
    const first = await subscribe();
    first.unsubscribe();
    first.unsubscribe(); // twice is harmless
    await settleNotifications();
    await insertLead(db());
    await settleNotifications();
    expect(first.events).toEqual([]);
    const next = await subscribe();
    expect(listen).toHaveBeenCalledTimes(2);
    await insertLead(db());
    await waitUntil("the next subscriber", () => next.events.length > 0);
    await settleNotifications();
    expect(next.events).toEqual([{ topic: "leads" }]);
  });

  it("ignores a notification on the channel whose topic it does not know, or that is not JSON", async () => {
    const { events } = await subscribe();
    await db().execute(sql`select pg_notify('back_office_events', '{"topic":"payroll"}')`);
    await db().execute(sql`select pg_notify('back_office_events', 'leads')`);
    await db().execute(sql`select pg_notify('back_office_events', '{"topic":"requests"}')`);
    await waitUntil("the known topic", () => events.length > 0);
    await settleNotifications();
    expect(events).toEqual([{ topic: "requests" }]);
  });

  it("keeps telling the others when one subscriber throws", async () => {
    const failing = await subscribeToBackOfficeEvents({
      actor: admin,
      onEvent: () => {
        throw new Error("the socket is gone");
      },
    });
    unsubscribes.push(failing);
    const { events } = await subscribe();
    await insertLead(db());
    await waitUntil("the healthy subscriber", () => events.length > 0);
    expect(takeConsoleErrors()).toEqual([['[live-updates] a subscriber failed on a "leads" event', expect.any(Error)]]);
  });

  it("ends every subscription when the database closes, as it does when the server shuts down", async () => {
    const closing = await createTestDatabase();
    installDatabase(closing);
    try {
      const ended: string[] = [];
      for (const name of ["first tab", "second tab"]) {
        await subscribeToBackOfficeEvents({ actor: admin, onEvent: () => undefined, onClosed: () => ended.push(name) });
      }
      await closing.drop();
      expect(ended).toEqual(["first tab", "second tab"]);
    } finally {
      installDatabase(handle());
    }
    // The next subscriber listens on the database that is open now.
    const { events } = await subscribe();
    await insertLead(db());
    await waitUntil("a change on the open database", () => events.length > 0);
  });

  it.runIf(testDriver() === "postgres")(
    "sends every subscriber a resync after the LISTEN connection came back",
    async () => {
      vi.spyOn(console, "warn").mockImplementation(() => undefined);
      vi.spyOn(console, "log").mockImplementation(() => undefined);
      const { events } = await subscribe();
      await db().execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN %'`);
      await waitUntil("the resync", () => events.length > 0);
      expect(events).toEqual([{ topic: "resync" }]);
      await insertLead(db());
      await waitUntil("a change after the resync", () => events.length > 1);
      expect(events).toEqual([{ topic: "resync" }, { topic: "leads" }]);
    },
  );
});
