import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { catalogueClient, signInCookie, signUpCookie, type CatalogueClient } from "./catalogue-client";
import { DEMO_ADMIN } from "./demo-logins";
import type { Targets } from "./endpoint-catalogue";
import { weekdayInMiami } from "./miami-dates";
import { technicianWithLoginOverHttp } from "./technician-login";
import { freePort, startAppServer, type RunningProcess } from "./own-app-server";
import { createThrowAwayDatabase } from "./throw-away-database";

/**
 * A server of the suite's kind for the catalogue tests, on a throw-away database of the machine's PostgreSQL server:
 * the tests read the stored rows back with SQL (which the suite's embedded database, owned by its server process,
 * does not allow), and they save settings and photos that the suite's other files must not see.
 */

export const FUZZ_PASSWORD = "Fuzz-Account-Pass-2031!";

export type CatalogueServer = {
  client: CatalogueClient;
  db: pg.Pool;
  targets: Targets;
  /** A second customer nobody posts as: every row of theirs must stay as it was. */
  victim: { userId: string; customerId: string };
  stop: () => Promise<void>;
};

export async function startCatalogueServer(): Promise<CatalogueServer> {
  const database = await createThrowAwayDatabase("aw_e2e_fuzz");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "aw-e2e-fuzz-"));
  let server: RunningProcess | undefined;
  let db: pg.Pool | undefined;
  const stop = async () => {
    await db?.end();
    await server?.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    server = await startAppServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      BASE_URL: origin,
      ADMIN_EMAIL: "owner@awac.example",
      DEMO_PAYMENTS: "true",
      // Without it the webhook endpoint answers 503 on purpose (Stripe retries); with it, a post is judged by its signature.
      STRIPE_WEBHOOK_SECRET: "whsec_fuzz_only_signature_checks",
      // The fuzz posts each public form hundreds of times from one address.
      RATE_LIMIT_AUTH_MAX: "1000000",
      RATE_LIMIT_FORM_MAX: "1000000",
    });
    db = new pg.Pool({ connectionString: database.url, max: 2 });
    // An idle connection the server drops is replaced by the pool; the event must not end the run.
    db.on("error", (error) => console.warn("[e2e] the catalogue database's idle connection failed", error));
    const client = catalogueClient(origin);
    const built = await buildTargets(client, db);
    return { client, db, ...built, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

let counter = 0;
function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

async function one<Row>(db: pg.Pool, query: string, values: unknown[]): Promise<Row> {
  const { rows } = await db.query(query, values);
  if (!rows[0]) throw new Error(`no row for ${query} ${JSON.stringify(values)}`);
  return rows[0] as Row;
}

/** A customer login with its customer record (made by a profile save, as the portal does). */
async function customerWithRecord(client: CatalogueClient, db: pg.Pool, prefix: string) {
  const email = `${unique(prefix)}@example.com`;
  const cookie = await signUpCookie(client.origin, email, FUZZ_PASSWORD);
  const saved = await fetch(new URL("/customer/profile", client.origin), {
    method: "POST",
    headers: { origin: client.origin, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      firstName: "Fuzz",
      lastName: prefix,
      email,
      phone: "(305) 555-0170",
      addressLine1: "1 Fuzz St",
      city: "Miami",
      state: "FL",
      // In a booking zone (City of Miami), so the portal's booking forms offer this customer windows.
      zipCode: "33130",
    }),
    redirect: "manual",
  });
  if (saved.status !== 302)
    throw new Error(`the profile save of ${email} answered ${saved.status}: ${await saved.text()}`);
  const row = await one<{ user_id: string; id: string }>(
    db,
    `select c.user_id, c.id from customers c join "user" u on u.id = c.user_id where u.email = $1`,
    [email],
  );
  return { email, cookie, userId: row.user_id, customerId: row.id };
}

/** The default settings' weekday arrival windows (issue 34). */
const WINDOW_STARTS = ["08:00", "10:00", "12:00", "14:00", "16:00"] as const;
const WORKDAY = { start: "08:00", end: "18:00" };

/**
 * Technicians for every zone and service type, Monday to Saturday (the demo has none yet), so the portal's booking
 * forms find free windows: three, so a window has places left after the catalogue's own bookings.
 */
async function addTechnicians(db: pg.Pool): Promise<void> {
  const zones = (await db.query<{ zone: string }>("select distinct zone from zone_zip_codes")).rows.map(
    (row) => row.zone,
  );
  const hours = {
    sunday: null,
    monday: WORKDAY,
    tuesday: WORKDAY,
    wednesday: WORKDAY,
    thursday: WORKDAY,
    friday: WORKDAY,
    saturday: WORKDAY,
  };
  const serviceTypes = [
    "AC Repair",
    "Heating Repair",
    "Installation",
    "Maintenance",
    "Emergency Service",
    "Consultation",
  ];
  for (const name of ["Ana Fuzz", "Beto Fuzz", "Carla Fuzz"])
    await db.query(
      "insert into technicians (name, phone, email, service_types, zones, weekly_hours) values ($1, $2, $3, $4::jsonb, $5::jsonb, $6::jsonb)",
      [
        name,
        "(305) 555-0170",
        `${name.replace(" ", ".").toLowerCase()}@awac.example`,
        JSON.stringify(serviceTypes),
        JSON.stringify(zones),
        JSON.stringify(hours),
      ],
    );
}

async function buildTargets(
  client: CatalogueClient,
  db: pg.Pool,
): Promise<{ targets: Targets; victim: { userId: string; customerId: string } }> {
  client.cookies.admin = await signInCookie(client.origin, DEMO_ADMIN.email, DEMO_ADMIN.password);
  client.cookies.technician = (
    await technicianWithLoginOverHttp(client.origin, client.cookies.admin, "fuzz-tech")
  ).cookie;
  const customer = await customerWithRecord(client, db, "attacker");
  client.cookies.customer = customer.cookie;
  const victim = await customerWithRecord(client, db, "victim");
  const signInEmail = `${unique("sign-in-target")}@example.com`;
  await signUpCookie(client.origin, signInEmail, FUZZ_PASSWORD);
  const appointmentDate = `${weekdayInMiami(5)}T10:00`;
  await addTechnicians(db);
  // The portal books arrival windows: each booking takes another, a weekday's five in turn, day after day.
  let windowsTaken = 0;
  const nextWindow = () => {
    const taken = windowsTaken++;
    return `${weekdayInMiami(5 + Math.floor(taken / WINDOW_STARTS.length))}T${WINDOW_STARTS[taken % WINDOW_STARTS.length]}`;
  };

  const expectRedirect = async (what: string, reply: Promise<{ status: number; text: string }>) => {
    const answered = await reply;
    if (answered.status !== 302) throw new Error(`${what} answered ${answered.status}: ${answered.text.slice(0, 500)}`);
  };
  const newAppointmentId = async () => {
    const notes = unique("appointment");
    const body = {
      intent: "create",
      serviceType: "AC Repair",
      window: nextWindow(),
      zipCode: "33178",
      serviceAddress: "1 Fuzz St",
      phone: "(305) 555-0170",
      customerNotes: notes,
    };
    await expectRedirect(
      "an appointment request",
      client.post({ who: "customer", encoding: "form" }, "/customer/appointments", body),
    );
    return (await one<{ id: string }>(db, "select id from appointments where customer_notes = $1", [notes])).id;
  };
  const newCustomerId = async () => {
    const email = `${unique("record")}@example.com`;
    const body = {
      firstName: "Record",
      lastName: "Made",
      email,
      addressLine1: "2 Fuzz St",
      city: "Miami",
      state: "FL",
      zipCode: "33101",
    };
    await expectRedirect(
      "adding a customer",
      client.post({ who: "admin", encoding: "form" }, "/admin/customers/new", body),
    );
    return (await one<{ id: string }>(db, "select id from customers where email = $1", [email])).id;
  };
  const job = await one<{ id: number }>(db, "select id from jobs order by id limit 1", []);

  const targets: Targets = {
    email: (prefix) => `${unique(prefix)}@example.com`,
    customer: {
      userId: customer.userId,
      customerId: customer.customerId,
      email: customer.email,
      password: FUZZ_PASSWORD,
    },
    signInTarget: { email: signInEmail, password: FUZZ_PASSWORD },
    appointmentDate,
    nextWindow,
    appointmentId: await newAppointmentId(),
    editableCustomerId: await newCustomerId(),
    newAppointmentId,
    newRequestId: async () =>
      (
        await one<{ service_request_id: string }>(db, "select service_request_id from appointments where id = $1", [
          await newAppointmentId(),
        ])
      ).service_request_id,
    newLeadId: async () => {
      const name = `Lead ${unique("estimate").replace(/[^a-z]/gi, "")}`;
      await expectRedirect(
        "an estimate request",
        client.post({ who: "anyone", encoding: "form" }, "/?index", {
          name,
          address: "3 Fuzz St",
          zipCode: "33101",
          phone: "(305) 555-0103",
        }),
      );
      return (await one<{ id: string }>(db, "select id from leads where name = $1", [name])).id;
    },
    newSignupUserId: async () => {
      const email = `${unique("signup")}@example.com`;
      await signUpCookie(client.origin, email, FUZZ_PASSWORD);
      return (await one<{ id: string }>(db, `select id from "user" where email = $1`, [email])).id;
    },
    newCustomerId,
    newServiceRecordId: async () => {
      const description = unique("service");
      const body = {
        intent: "create",
        customerId: customer.customerId,
        serviceType: "Filter change",
        serviceDate: "2026-01-10",
        description,
        amountCharged: "50.00",
        paymentStatus: "paid",
      };
      await expectRedirect(
        "adding a service record",
        client.post({ who: "admin", encoding: "form" }, "/admin/services", body),
      );
      return (await one<{ id: string }>(db, "select id from service_history where description = $1", [description])).id;
    },
    customerVersion: async (customerId) =>
      (
        await one<{ version: string }>(
          db,
          "select (extract(epoch from updated_at) * 1000000)::bigint::text as version from customers where id = $1",
          [customerId],
        )
      ).version,
    jobId: job.id,
  };
  return { targets, victim: { userId: victim.userId, customerId: victim.customerId } };
}
