/**
 * Times the customer CSV import (issue 11's target: 10,000 rows in 10 s or less) through `importCustomersCsv`, the
 * function behind the Bulk Upload dialog, on a fresh PGlite (a temporary data directory, like the app's) and on a
 * throw-away PostgreSQL database (created on the server and dropped after):
 *   npm run bench:import [-- --rows 10000 --postgres postgres://postgres@127.0.0.1:5432 --skip-postgres]
 * The file is realistic (Miami names, addresses, phones, plans, both date and balance formats) with about 2% bad
 * rows and some duplicate e-mails. Each database imports it twice: the second run is the re-import, which must
 * add nothing.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { installDatabase } from "~/db/database.server";
import { migrateDatabase } from "~/db/migrate";
import { user } from "~/db/schema";
import { seedBaseline } from "~/db/seed-baseline";
import { csvDocument } from "~/domain/csv/csv-writing";
import { CUSTOMER_CSV_HEADERS } from "~/domain/customers/customer-csv-columns";
import { importCustomersCsv } from "~/domain/customers/import-customers-csv.server";

const { values } = parseArgs({
  options: {
    rows: { type: "string", default: "10000" },
    postgres: { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    "skip-postgres": { type: "boolean", default: false },
  },
});
const ROWS = Math.max(1, Number(values.rows));
const TARGET_SECONDS = 10;

const FIRST = [
  "Maria",
  "José",
  "Ana",
  "Luis",
  "Carmen",
  "James",
  "Sofia",
  "Miguel",
  "Laura",
  "Daniel",
  "Isabel",
  "Carlos",
  "Elena",
  "David",
  "Rosa",
];
const LAST = [
  "Rodriguez",
  "Garcia",
  "Martinez",
  "Hernandez",
  "Lopez",
  "Gonzalez",
  "Perez",
  "Sanchez",
  "Thompson",
  "Smith",
  "Diaz",
  "Fernandez",
  "Alvarez",
];
const STREETS = [
  "SW 8th Street",
  "Biscayne Blvd",
  "Coral Way",
  "NW 7th Ave",
  "Collins Ave",
  "Bird Road",
  "Calle Ocho",
  "Brickell Ave",
];
const CITIES: [string, string][] = [
  ["Miami", "33135"],
  ["Hialeah", "33012"],
  ["Doral", "33178"],
  ["Coral Gables", "33134"],
  ["Miami Beach", "33139"],
  ["Kendall", "33176"],
];
const PLANS = ["basic", "Premium Care", "premium_care", "Commercial Plus", "", "None", "Comprehensive"];
const BRANDS = ["Carrier", "Trane", "Lennox", "Rheem", "Goodman", ""];

/** A realistic file: every 50th row lacks its city, every 97th has a bad e-mail, every 200th repeats the e-mail of the row before. */
function generateCsv(rows: number, runId: string): string {
  const lines = Array.from({ length: rows }, (_, index) => {
    const first = FIRST[index % FIRST.length]!;
    const last = LAST[(index * 7) % LAST.length]!;
    const [city, zip] = CITIES[index % CITIES.length]!;
    const emailIndex = index % 200 === 101 ? index - 1 : index;
    const emailName = `${FIRST[emailIndex % FIRST.length]!.toLowerCase().replace("é", "e")}.${LAST[(emailIndex * 7) % LAST.length]!.toLowerCase()}`;
    const email = index % 97 === 96 ? "not-an-email" : `${emailName}.${emailIndex}.${runId}@example.com`;
    const usDate = index % 2 === 0;
    return [
      index % 10 === 0 ? `AW${500000 + index}` : "",
      first,
      last,
      email,
      `(305) ${String(200 + (index % 800)).padStart(3, "0")}-${String(index % 10000).padStart(4, "0")}`,
      `${100 + (index % 9000)} ${STREETS[index % STREETS.length]}`,
      index % 5 === 0 ? `Apt ${1 + (index % 30)}` : "",
      index % 50 === 49 ? "" : city,
      index % 3 === 0 ? "" : "FL",
      zip,
      index % 4 === 0 ? `$${(index % 900).toLocaleString("en-US")}.50` : String(index % 300),
      PLANS[index % PLANS.length],
      "Central AC",
      BRANDS[index % BRANDS.length],
      `M-${index}`,
      usDate ? `0${1 + (index % 9)}/1${index % 9}/2019` : `2020-0${1 + (index % 9)}-1${index % 9}`,
      usDate ? "2026-10-01" : "11/15/2026",
      index % 11 === 0 ? `Gate code ${index % 9999}, "call first"\nDog in yard` : "",
      index % 17 === 0 ? "inactive" : "active",
    ];
  });
  return csvDocument(CUSTOMER_CSV_HEADERS, lines);
}

async function run(label: string, handle: DatabaseHandle): Promise<number> {
  await migrateDatabase(handle);
  await seedBaseline(handle.db, {});
  installDatabase(handle);
  const actor = { id: "bench-admin" };
  await handle.db
    .insert(user)
    .values({ id: actor.id, name: "Bench Admin", email: "bench-admin@example.com", role: "admin" });
  const bytes = new TextEncoder().encode(generateCsv(ROWS, randomBytes(3).toString("hex")));
  let seconds = 0;
  for (const pass of ["first import", "re-import"]) {
    const started = performance.now();
    const result = await importCustomersCsv({ actor, fileName: "bench.csv", bytes });
    const elapsed = (performance.now() - started) / 1000;
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.refusal)}`);
    const r = result.report;
    if (pass === "first import") seconds = elapsed;
    console.log(
      `[bench] ${label} ${pass}: ${elapsed.toFixed(2)} s for ${r.totalRows.toLocaleString("en-US")} rows (${(bytes.byteLength / 1024 / 1024).toFixed(2)} MB): ` +
        `${r.imported} imported, ${r.invalid} invalid, ${r.skippedDuplicateNumbers} duplicate numbers, ${r.skippedDuplicateEmails} duplicate e-mails, ${r.notSaved} not saved`,
    );
  }
  return seconds;
}

const results: [string, number][] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), "aw-import-bench-"));
try {
  const handle = await openDatabase({ driver: "pglite", dataDir });
  try {
    results.push(["PGlite", await run("PGlite", handle)]);
  } finally {
    await handle.close();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

if (!values["skip-postgres"]) {
  const name = `aw_import_bench_${process.pid}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: values.postgres });
  admin.on("error", (error) => console.error("[bench] the PostgreSQL admin connection failed", error));
  await admin.connect();
  await admin.query(`create database "${name}"`);
  try {
    const url = new URL(values.postgres);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ driver: "postgres", url: url.toString(), poolSize: 5 });
    try {
      results.push(["PostgreSQL", await run("PostgreSQL", handle)]);
    } finally {
      await handle.close();
    }
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

for (const [label, seconds] of results) {
  console.log(
    `[bench] ${label}: ${seconds.toFixed(2)} s to import ${ROWS.toLocaleString("en-US")} rows (target ≤ ${TARGET_SECONDS} s: ${seconds <= TARGET_SECONDS ? "met" : "MISSED"})`,
  );
}
