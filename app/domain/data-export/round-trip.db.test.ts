import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEFT_OUT_TABLES } from "~/config/data-export";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { installDatabase } from "~/db/database.server";
import { DEMO_CUSTOMER_EMAIL } from "~/db/demo/demo-customers";
import * as schema from "~/db/schema";
import { seedDemo } from "~/db/seed-demo";
import { requestPasswordReset } from "~/domain/accounts/request-password-reset.server";
import { resetPassword } from "~/domain/accounts/reset-password.server";
import { signInUser } from "~/domain/accounts/sign-in-user.server";
import { testHttp } from "../../../tests/support/auth-test-requests";
import { createTestDatabase, useTestDatabase } from "../../../tests/support/test-database";
import type { ArchiveManifest } from "./archive-manifest";
import { restoreBusinessArchive } from "./restore-business-archive.server";
import { quoted } from "./table-catalogue.server";
import { writeBusinessArchive } from "./write-business-archive.server";

const source = useTestDatabase({ emptyBeforeEachTest: false });
let folder: string;
let archivePath: string;
let manifest: ArchiveManifest;

beforeAll(async () => {
  await seedDemo(source.db());
  // Values whose text is easy to get wrong: raw bytes with NUL and 0xff, a balance with a trailing zero, a date-time
  // with microseconds.
  const [photo] = await source
    .db()
    .insert(schema.workPhotos)
    .values({ caption: 'Rooftop unit — "after"\n', position: 1, createdAt: new Date("2026-03-01T12:34:56.789Z") })
    .returning();
  await source
    .db()
    .insert(schema.workPhotoFiles)
    .values({
      photoId: photo!.id,
      width: 4,
      height: 3,
      contentType: "image/webp",
      hash: "h",
      bytes: Uint8Array.from([0, 255, 10, 92, 34]),
    });
  await source
    .db()
    .execute(sql`update customers set current_balance = 12.50, updated_at = '2026-03-01 12:34:56.123456+00'`);
  folder = await mkdtemp(path.join(tmpdir(), "aw-round-trip-"));
  archivePath = path.join(folder, "export.tar.gz");
  manifest = await writeBusinessArchive({ db: source.db(), output: createWriteStream(archivePath) });
}, 120_000);

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** A new migrated database, closed and dropped after the test body. */
async function withTarget(body: (target: DatabaseHandle) => Promise<void>): Promise<void> {
  const target = await createTestDatabase();
  try {
    await body(target);
  } finally {
    await target.drop();
  }
}

/** A table's rows as PostgreSQL's JSON text, ordered by every exported column, for a row-by-row comparison. */
async function rowsOf(db: Database, table: ArchiveManifest["tables"][number]): Promise<string[]> {
  const columns = table.columns.map((column) => quoted(column.name)).join(", ");
  const result = await db.execute<{ line: string }>(
    sql.raw(`select row_to_json(x)::text as line from (select ${columns} from ${quoted(table.name)}) x order by 1`),
  );
  return result.rows.map((row) => row.line);
}

describe("the full export and restore", () => {
  it("restores every table row by row, leaving out only the login secrets", async () => {
    await withTarget(async (target) => {
      const summary = await restoreBusinessArchive({ handle: target, archive: createReadStream(archivePath) });
      expect(summary.tables).toBe(manifest.tables.length);
      const filled = manifest.tables.filter((table) => table.rows > 0).map((table) => table.name);
      expect(filled).toEqual(
        expect.arrayContaining(["user", "customers", "service_history", "appointments", "settings"]),
      );
      for (const table of manifest.tables) {
        expect(await rowsOf(target.db, table), table.name).toEqual(await rowsOf(source.db(), table));
      }
      const indexes = async (db: Database) =>
        (
          await db.execute<{ definition: string }>(
            sql`select indexdef as definition from pg_indexes where schemaname = 'public' order by indexname`,
          )
        ).rows;
      expect(await indexes(target.db)).toEqual(await indexes(source.db()));
      const constraints = async (db: Database) =>
        (
          await db.execute<{ definition: string }>(
            sql`select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as definition from pg_constraint where connamespace = 'public'::regnamespace order by 1`,
          )
        ).rows;
      expect(await constraints(target.db)).toEqual(await constraints(source.db()));
      for (const name of Object.keys(LEFT_OUT_TABLES)) {
        const count = await target.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${quoted(name)}`));
        expect(count.rows[0]!.n, name).toBe(0);
      }
    });
  });

  it("exports every table of the schema, or names it as left out", () => {
    const drizzleTables = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table as PgTable));
    const accounted = [...manifest.tables.map((table) => table.name), ...Object.keys(LEFT_OUT_TABLES)];
    expect(accounted.sort()).toEqual([...new Set(drizzleTables)].sort());
    expect(manifest.leftOut.tables.map((table) => table.name).sort()).toEqual(Object.keys(LEFT_OUT_TABLES).sort());
  });

  it("continues every sequence after a restore: new rows get fresh ids and customer numbers", async () => {
    await withTarget(async (target) => {
      await restoreBusinessArchive({ handle: target, archive: createReadStream(archivePath) });
      const next = async (db: Database) =>
        (
          await db.execute<{ audit: string; customer: string }>(
            sql`select (select nextval('audit_log_id_seq'))::text as audit, (select nextval('customer_number_seq'))::text as customer`,
          )
        ).rows[0];
      expect(await next(target.db)).toEqual(await next(source.db()));
    });
  });

  it("lets a person sign in on the restored database after setting a new password through Forgot password", async () => {
    await withTarget(async (target) => {
      await restoreBusinessArchive({ handle: target, archive: createReadStream(archivePath) });
      installDatabase(target);
      try {
        await requestPasswordReset({ form: { email: DEMO_CUSTOMER_EMAIL }, http: testHttp("/forgot-password") });
        const mails = await target.db.execute<{ text: string }>(
          sql`select payload->>'text' as text from jobs where type = 'email.send' and payload->>'kind' = 'reset-password' order by id desc limit 1`,
        );
        const link = mails.rows[0]!.text.match(/https?:\/\/\S+/)![0];
        const token = new URL(link).searchParams.get("token")!;
        await resetPassword({
          form: { token, password: "Cool-Breeze-Restored-9", confirmPassword: "Cool-Breeze-Restored-9" },
          http: testHttp("/reset-password"),
        });
        const signedIn = await signInUser({
          form: { email: DEMO_CUSTOMER_EMAIL, password: "Cool-Breeze-Restored-9" },
          http: testHttp(),
        });
        expect(signedIn.setCookies.some((cookie) => cookie.startsWith("aw.session_token="))).toBe(true);
      } finally {
        installDatabase(source.handle());
      }
    });
  });

  it("refuses a changed archive and writes nothing", async () => {
    const tar = gunzipSync(await readFile(archivePath));
    const at = tar.indexOf('"first_name":"', tar.indexOf("tables/customers.ndjson\0") + 512) + '"first_name":"'.length;
    tar[at] = tar[at] === 0x58 ? 0x59 : 0x58;
    const tampered = path.join(folder, "tampered.tar.gz");
    await writeFile(tampered, gzipSync(tar));
    await withTarget(async (target) => {
      await expect(
        restoreBusinessArchive({ handle: target, archive: createReadStream(tampered) }),
      ).rejects.toMatchObject({
        code: "BAD_INPUT",
        message: expect.stringMatching(/customers\.ndjson does not match/),
      });
      const rows = await target.db.execute<{ n: number }>(
        sql`select (select count(*) from "user") + (select count(*) from customers) + (select count(*) from settings) as n`,
      );
      expect(Number(rows.rows[0]!.n)).toBe(0);
    });
  });

  it("refuses a database that already holds someone's data", async () => {
    await expect(
      restoreBusinessArchive({ handle: source.handle(), archive: createReadStream(archivePath) }),
    ).rejects.toMatchObject({ code: "BAD_INPUT", message: expect.stringMatching(/not empty/) });
  });
});
