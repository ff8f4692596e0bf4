import { inArray, sql } from "drizzle-orm";
import { DEFAULT_SCHEDULING } from "~/config/business-defaults";
import { env } from "~/config/env.server";
import type { Database, Executor } from "./client.server";
import { demoCalendar, type DemoCalendar } from "./demo/demo-calendar";
import { buildDemoAnalytics, buildDemoAnalyticsBreakdown } from "./demo/demo-analytics";
import { buildDemoVisits } from "./demo/demo-appointments";
import { demoBookingRows, planDemoBookings } from "./demo/demo-bookings";
import { buildDemoCustomers, DEMO_CUSTOMER_EMAIL, type DemoCustomerRow } from "./demo/demo-customers";
import { buildDemoHistory } from "./demo/demo-history";
import { insertDemoInvoices } from "./demo/demo-invoices";
import { insertDemoLoginPlan } from "./demo/demo-login-plan";
import { buildDemoPlanMembers, insertDemoPlanVisits } from "./demo/demo-plan-visits";
import { buildDemoLeads, buildDemoNewsletter, DEMO_SIGNUPS } from "./demo/demo-leads";
import { storeDemoPasswords } from "./demo/demo-login-passwords";
import {
  DEMO_ADMIN_EMAIL,
  DEMO_TECH_EMAIL,
  demoPasswords,
  demoUserRows,
  generateDemoPassword,
  type DemoUserRows,
} from "./demo/demo-logins";
import { exampleEmail, fictionalPhones } from "./demo/demo-places";
import { seededRandom } from "./demo/seeded-random";
import { buildDemoTechnicians, DEMO_LOGIN_TECHNICIAN, DEMO_TECHNICIANS, demoDayOff } from "./demo/demo-technicians";
import {
  account,
  appointments,
  customers,
  dailyAnalytics,
  dailyAnalyticsBreakdown,
  leads,
  newsletterSubscriptions,
  profiles,
  serviceHistory,
  serviceRequests,
  settings,
  technicianDaysOff,
  technicians,
  user,
  zoneZipCodes,
} from "./schema";

/** The same seed every time, so every demo database tells the same story (only the dates move with today). */
const DEMO_RANDOM_SEED = 20_240_601;
/** The bookings' own sequence, so adding them changed nothing else the demo draws. */
const DEMO_BOOKINGS_RANDOM_SEED = 20_261_129;
/** Arbitrary constant: app servers started together with SEED_DEMO=true take turns, and only the first seeds. */
const DEMO_SEED_LOCK_KEY = 7_240_002;

const SIGNUP_EMAILS = DEMO_SIGNUPS.map((signup) => exampleEmail(signup.firstName, signup.lastName));
const DEMO_USER_EMAILS = [DEMO_ADMIN_EMAIL, DEMO_CUSTOMER_EMAIL, DEMO_TECH_EMAIL, ...SIGNUP_EMAILS];

async function demoDataPresent(db: Executor): Promise<boolean> {
  const found = await db.select({ id: user.id }).from(user).where(inArray(user.email, DEMO_USER_EMAILS)).limit(1);
  return found.length > 0;
}

/**
 * Demo data for trying the product: about 25 Miami-Dade customers with equipment, service history, visits,
 * leads, sign-ups and six months of analytics, four technicians with two weeks of bookings in arrival windows (some
 * of them full), plus a staff login, a customer login and a technician's login. Runs on the first start of
 * an empty embedded database or with SEED_DEMO=true (see database.server.ts); does nothing when the demo logins
 * already exist. Keeps the logins' passwords for every demo start to print (demo-login-passwords.ts).
 */
export async function seedDemo(db: Database): Promise<void> {
  if (await demoDataPresent(db)) return;
  const passwords = demoPasswords(env());
  const calendar = demoCalendar();
  // Hashing is deliberately slow; do it before taking the lock and opening the transaction.
  const logins = {
    admin: await demoUserRows({
      email: DEMO_ADMIN_EMAIL,
      firstName: "Alex",
      lastName: "Morgan",
      role: "admin",
      emailVerified: true,
      password: passwords.admin.password,
      createdAt: calendar.ago(540),
    }),
    customer: await demoUserRows({
      email: DEMO_CUSTOMER_EMAIL,
      firstName: "Maria",
      lastName: "Gonzalez",
      role: "user",
      emailVerified: true,
      password: passwords.customer.password,
      createdAt: calendar.ago(430),
      phone: null, // filled from the customer record below
      address: "742 Valencia Ave",
      city: "Coral Gables",
      zipCode: "33134",
    }),
    technician: await demoUserRows({
      email: DEMO_TECH_EMAIL,
      firstName: DEMO_TECHNICIANS[DEMO_LOGIN_TECHNICIAN]!.firstName,
      lastName: DEMO_TECHNICIANS[DEMO_LOGIN_TECHNICIAN]!.lastName,
      role: "technician",
      emailVerified: true,
      password: passwords.technician.password,
      createdAt: calendar.ago(300),
    }),
    signups: await Promise.all(
      DEMO_SIGNUPS.map((signup, index) =>
        demoUserRows({
          email: SIGNUP_EMAILS[index]!,
          firstName: signup.firstName,
          lastName: signup.lastName,
          role: "user",
          emailVerified: signup.emailVerified,
          // Nobody knows these: the sign-ups are there to be seen in the back office, not used.
          password: generateDemoPassword(),
          createdAt: calendar.ago(signup.daysAgo),
        }),
      ),
    ),
  };
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK_KEY})`);
    if (await demoDataPresent(tx)) return;
    await insertDemoRows(tx, calendar, logins);
    await storeDemoPasswords(tx, passwords);
  });
}

async function insertDemoRows(
  tx: Executor,
  calendar: DemoCalendar,
  logins: { admin: DemoUserRows; customer: DemoUserRows; technician: DemoUserRows; signups: DemoUserRows[] },
): Promise<void> {
  const random = seededRandom(DEMO_RANDOM_SEED);
  const nextPhone = fictionalPhones(() => (random.chance(0.7) ? "305" : "786"));
  const customerRows = buildDemoCustomers(random, calendar, nextPhone);
  customerRows[0]!.userId = logins.customer.user.id;
  logins.customer.profile.phone = customerRows[0]!.phone;

  const everyLogin = [logins.admin, logins.customer, ...logins.signups];
  await tx.insert(user).values(everyLogin.map((login) => login.user));
  await tx.insert(account).values(everyLogin.map((login) => login.account));
  await tx.insert(profiles).values(everyLogin.map((login) => login.profile));
  // A technician's login has no profile, as the Team screen's logins have none (createCredentialUser).
  await tx.insert(user).values(logins.technician.user);
  await tx.insert(account).values(logins.technician.account);

  // Customer numbers follow the insert order, so the demo login's record is the first number.
  const inserted = await tx
    .insert(customers)
    .values(customerRows)
    .returning({ id: customers.id, email: customers.email });
  const idByEmail = new Map(inserted.map((row) => [row.email, row.id]));
  const customerId = (index: number) => {
    const id = idByEmail.get(customerRows[index]!.email ?? null);
    if (!id) throw new Error(`Demo customer ${index} was not inserted`);
    return id;
  };

  const history = buildDemoHistory(customerRows, random, calendar);
  await tx
    .insert(serviceHistory)
    .values(history.map(({ customerIndex, ...row }) => ({ ...row, customerId: customerId(customerIndex) })));

  for (const visit of buildDemoVisits(customerRows, calendar)) {
    const owner = customerId(visit.customerIndex);
    const [request] = await tx
      .insert(serviceRequests)
      .values({ ...visit.request, customerId: owner })
      .returning({ id: serviceRequests.id });
    await tx.insert(appointments).values({ ...visit.appointment, customerId: owner, serviceRequestId: request!.id });
  }

  const leadRows = buildDemoLeads(customerRows, random, calendar, nextPhone);
  await tx.insert(leads).values(
    leadRows.map(({ customerIndex, signupIndex, ...row }) => ({
      ...row,
      customerId: customerIndex === undefined ? null : customerId(customerIndex),
      userId: signupIndex === undefined ? null : logins.signups[signupIndex]!.user.id,
    })),
  );

  await tx.insert(newsletterSubscriptions).values(buildDemoNewsletter(calendar)).onConflictDoNothing();
  const analyticsDays = buildDemoAnalytics(random, calendar);
  await tx.insert(dailyAnalytics).values(analyticsDays).onConflictDoNothing();
  await tx.insert(dailyAnalyticsBreakdown).values(buildDemoAnalyticsBreakdown(analyticsDays)).onConflictDoNothing();

  const loginSubscriptionId = await insertDemoLoginPlan(tx, calendar, customerId(0));

  await insertDemoTeamAndBookings(tx, calendar, customerRows, customerId, nextPhone, logins.technician.user.id);
  // After the bookings, so a booked plan visit can be linked to one of them.
  await insertDemoPlanVisits(tx, {
    members: buildDemoPlanMembers(customerRows, calendar, 42),
    calendar,
    customerId,
    loginSubscriptionId,
  });
  // Last: the balances and the unpaid history written above become invoices, as an upgraded database's did.
  await insertDemoInvoices(tx, customerId(0));
}

/**
 * The team and two weeks of bookings from today (issue 34): the technicians, one day off, then the visits that
 * planDemoBookings places with the booking's own capacity rules against the stored settings and zones.
 */
async function insertDemoTeamAndBookings(
  tx: Executor,
  calendar: DemoCalendar,
  customerRows: DemoCustomerRow[],
  customerId: (index: number) => string,
  nextPhone: () => string,
  technicianUserId: string,
): Promise<void> {
  const rows = buildDemoTechnicians(nextPhone).map((row) => ({
    ...row,
    userId: row.email === DEMO_TECH_EMAIL ? technicianUserId : null,
  }));
  const team = await tx.insert(technicians).values(rows).returning({
    id: technicians.id,
    userId: technicians.userId,
    name: technicians.name,
    locale: technicians.locale,
    active: technicians.active,
    serviceTypes: technicians.serviceTypes,
    zones: technicians.zones,
    weeklyHours: technicians.weeklyHours,
  });
  team.sort((a, b) => a.name.localeCompare(b.name));
  const dayOff = demoDayOff(calendar);
  const offTechnician = team.find((row) => row.name === dayOff.technicianName)!;
  await tx.insert(technicianDaysOff).values({ technicianId: offTechnician.id, day: dayOff.day });

  const [stored] = await tx.select({ scheduling: settings.scheduling }).from(settings).limit(1);
  const zipCodes = [...new Set(customerRows.map((row) => row.zipCode ?? ""))];
  const zoneRows = await tx
    .select({ zone: zoneZipCodes.zone, zipCode: zoneZipCodes.zipCode })
    .from(zoneZipCodes)
    .where(inArray(zoneZipCodes.zipCode, zipCodes));
  const zonesOf = (zipCode: string) =>
    zoneRows
      .filter((row) => row.zipCode === zipCode)
      .map((row) => row.zone)
      .sort();
  const bookings = planDemoBookings({
    now: calendar.now,
    calendar,
    scheduling: stored?.scheduling ?? DEFAULT_SCHEDULING,
    technicians: team.map((row) => ({ ...row, daysOff: row.id === offTechnician.id ? [dayOff.day] : [] })),
    customers: customerRows.map((row, index) => ({
      index,
      zipCode: row.zipCode ?? "",
      zones: zonesOf(row.zipCode ?? ""),
      active: row.status === "active",
    })),
    random: seededRandom(DEMO_BOOKINGS_RANDOM_SEED),
    dayTechnicianId: team.find((row) => row.userId === technicianUserId)?.id,
  });
  if (bookings.length === 0) return;
  const bookingRows = bookings.map((booking) =>
    demoBookingRows(booking, customerRows[booking.customerIndex]!, customerId(booking.customerIndex)),
  );
  await tx.insert(serviceRequests).values(bookingRows.map((row) => row.request));
  await tx.insert(appointments).values(bookingRows.map((row) => row.appointment));
}
