import { eq, sql } from "drizzle-orm";
import { DEFAULT_ZONE_ZIP_CODES } from "~/config/business-defaults";
import type { Database } from "~/db/client.server";
import {
  account,
  appointments,
  customers,
  dailyAnalytics,
  leads,
  newsletterSubscriptions,
  orders,
  profiles,
  serviceHistory,
  serviceRequests,
  subscriptions,
  user,
  zoneZipCodes,
} from "~/db/schema";

/** No demo password in the environment: the seed generates and keeps its own. */
export const NO_DEMO_PASSWORDS = {
  DEMO_ADMIN_PASSWORD: undefined,
  DEMO_CUSTOMER_PASSWORD: undefined,
  DEMO_TECH_PASSWORD: undefined,
};

/** The zones as migration 0016 seeds them (the test harness empties every table). */
export async function insertDefaultZones(db: Database): Promise<void> {
  await db
    .insert(zoneZipCodes)
    .values(
      Object.entries(DEFAULT_ZONE_ZIP_CODES).flatMap(([zone, zipCodes]) =>
        zipCodes.map((zipCode) => ({ zone, zipCode })),
      ),
    );
}

export async function countDemoRows(db: Database): Promise<Record<string, number>> {
  const result = await db.execute<Record<string, string>>(sql`
    select (select count(*) from ${user}) as users, (select count(*) from ${account}) as accounts,
      (select count(*) from ${profiles}) as profiles, (select count(*) from ${customers}) as customers,
      (select count(*) from ${serviceHistory}) as history, (select count(*) from ${serviceRequests}) as requests,
      (select count(*) from ${appointments}) as appointments, (select count(*) from ${leads}) as leads,
      (select count(*) from ${newsletterSubscriptions}) as newsletter, (select count(*) from ${dailyAnalytics}) as analytics,
      (select count(*) from ${subscriptions}) as subscriptions, (select count(*) from ${orders}) as orders`);
  return Object.fromEntries(Object.entries(result.rows[0]!).map(([key, value]) => [key, Number(value)]));
}

export async function passwordHashOf(db: Database, email: string): Promise<string> {
  const [row] = await db
    .select({ hash: account.password })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(eq(user.email, email));
  if (!row?.hash) throw new Error(`no credential account for ${email}`);
  return row.hash;
}

export const today = () => new Date().toISOString().slice(0, 10);
export const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
