import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "~/config/env.server";
import { closeDatabase, databaseHandle } from "~/db/database.server";
import { readDemoPasswords } from "./demo-login-passwords";
import { testDriver } from "../../../tests/support/test-database";

// The app's own start-up path (database.server.ts), not the test harness: which start seeds demo data.

let log: { mock: { calls: unknown[][] }; mockRestore: () => void };
beforeEach(() => {
  for (const name of ["DATABASE_URL", "SEED_DEMO", "ADMIN_EMAIL", "DEMO_ADMIN_PASSWORD", "DEMO_CUSTOMER_PASSWORD"]) {
    vi.stubEnv(name, "");
  }
  log = vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(async () => {
  await closeDatabase();
  log.mockRestore();
  vi.unstubAllEnvs();
  resetEnvForTests();
});

async function start() {
  resetEnvForTests();
  return databaseHandle();
}

async function counts() {
  const { db } = await databaseHandle();
  const result = await db.execute<Record<string, string>>(sql`
    select (select count(*) from settings) as settings, (select count(*) from plans) as plans,
      (select count(*) from customers) as customers, (select count(*) from "user") as users,
      (select count(*) from technicians) as technicians,
      (select count(*) from appointments where technician_id is not null and window_end > now()
        and appointment_date < now() + interval '15 days') as bookings`);
  return Object.fromEntries(Object.entries(result.rows[0]!).map(([key, value]) => [key, Number(value)]));
}

/** How many generated demo passwords this database keeps for the start to print (server/start-banner.ts). */
async function keptLogins(): Promise<number> {
  const { db } = await databaseHandle();
  const kept = await readDemoPasswords(db, {
    DEMO_ADMIN_PASSWORD: undefined,
    DEMO_CUSTOMER_PASSWORD: undefined,
    DEMO_TECH_PASSWORD: undefined,
  });
  return [kept.admin, kept.customer, kept.technician].filter((entry) => entry.source === "generated").length;
}

describe.runIf(testDriver() === "pglite")("an embedded database start", () => {
  // One data directory for the whole story: every fresh embedded start runs all the migrations, which takes seconds.
  it("seeds settings and plans only on a new data directory unless the demo is asked for; with SEED_DEMO=true it seeds demo data once and keeps its logins for every start", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "aw-demo-start-"));
    try {
      vi.stubEnv("DATA_DIR", dataDir);
      vi.stubEnv("NODE_ENV", "production");
      expect((await start()).driver).toBe("pglite");
      expect(await counts()).toEqual({ settings: 1, plans: 3, customers: 0, users: 0, technicians: 0, bookings: 0 });
      expect(await keptLogins()).toBe(0);
      await closeDatabase();

      vi.stubEnv("SEED_DEMO", "true");
      expect((await start()).driver).toBe("pglite");
      expect(await counts()).toMatchObject({ settings: 1, plans: 3, customers: 25, technicians: 4 });
      // Booked against the zones the migration seeded: two weeks of visits in arrival windows.
      expect((await counts()).bookings).toBeGreaterThan(20);
      expect(await keptLogins()).toBe(3);
      await closeDatabase();

      await start();
      expect(await counts()).toMatchObject({ settings: 1, plans: 3, customers: 25 });
      expect(await keptLogins()).toBe(3);
    } finally {
      await closeDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe.runIf(testDriver() === "postgres")("a PostgreSQL start", () => {
  let name = "";
  let adminUrl = "";
  beforeEach(async () => {
    adminUrl = process.env.TEST_DATABASE_URL ?? "";
    name = `aw_test_start_${process.pid}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    vi.stubEnv("DATABASE_URL", url.toString());
  });
  afterEach(async () => {
    await closeDatabase();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it("seeds settings and plans only", async () => {
    expect((await start()).driver).toBe("postgres");
    expect(await counts()).toEqual({ settings: 1, plans: 3, customers: 0, users: 0, technicians: 0, bookings: 0 });
    expect(await keptLogins()).toBe(0);
  });

  it("seeds demo data too when SEED_DEMO is true, once", async () => {
    vi.stubEnv("SEED_DEMO", "true");
    await start();
    expect(await counts()).toMatchObject({ customers: 25, technicians: 4 });
    expect((await counts()).bookings).toBeGreaterThan(20);
    await closeDatabase();
    await start();
    expect(await counts()).toMatchObject({ customers: 25 });
    expect(await keptLogins()).toBe(3);
  });
});
