import { sql } from "drizzle-orm";
import { BUSINESS_TIME_ZONE, DUE_SOON_WINDOW_DAYS, RECENT_SIGNUPS_WINDOW_DAYS } from "~/config/business-rules";
import { database } from "~/db/database.server";
import { customers, leads, profiles, serviceHistory } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { isUnpaidServiceSql } from "./customer-balance.server";
import { dateTimeFormat } from "~/i18n/intl-formats";

export type AdminDashboardStats = {
  totalCustomers: number;
  activeCustomers: number;
  /** US dollars: every customer's Current Balance (DECISIONS.md §4) added up. */
  outstandingBalance: number;
  /** Customers whose next service is due within the window, overdue ones included. */
  dueForService: number;
  newSignups: number;
  pendingLeads: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar date (YYYY-MM-DD) in the business's time zone, `days` after `now`. */
function businessDate(now: Date, days = 0): string {
  const today = dateTimeFormat("en-CA", {
    timeZone: BUSINESS_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
  const shifted = new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS);
  return shifted.toISOString().slice(0, 10);
}

/**
 * The six numbers of the back office dashboard (spec document 2 §7), counted and summed in the database in one
 * round trip, so the figure stays quick with 100,000 customers.
 */
export async function getAdminDashboardStats({
  actor,
  now = new Date(),
}: {
  actor: { isAdmin: boolean };
  now?: Date;
}): Promise<AdminDashboardStats> {
  if (!actor.isAdmin) throw new AppError("FORBIDDEN", "Only staff can see the dashboard figures");
  const dueBy = businessDate(now, DUE_SOON_WINDOW_DAYS);
  const signedUpSince = new Date(now.getTime() - RECENT_SIGNUPS_WINDOW_DAYS * DAY_MS);
  const db = await database();

  const result = await db.execute<Record<keyof AdminDashboardStats, string | number | null>>(sql`
    select
      customer_figures.total_customers as "totalCustomers",
      customer_figures.active_customers as "activeCustomers",
      customer_figures.entered_balance + (
        select coalesce(sum(${serviceHistory.amountCharged}), 0) from ${serviceHistory} where ${isUnpaidServiceSql()}
      ) as "outstandingBalance",
      customer_figures.due_for_service as "dueForService",
      (select count(*) from ${profiles} where ${profiles.createdAt} >= ${signedUpSince.toISOString()}::timestamptz)
        as "newSignups",
      (select count(*) from ${leads} where ${leads.status} = 'new') as "pendingLeads"
    from (
      select
        count(*) as total_customers,
        count(*) filter (where ${customers.status} = 'active') as active_customers,
        coalesce(sum(${customers.currentBalance}), 0) as entered_balance,
        count(*) filter (
          where ${customers.nextServiceDue} is not null and ${customers.nextServiceDue} <= ${dueBy}::date
        ) as due_for_service
      from ${customers}
    ) as customer_figures
  `);

  const row = result.rows[0];
  if (!row) throw new AppError("UNAVAILABLE", "The dashboard figures query returned no row");
  return {
    totalCustomers: Number(row.totalCustomers ?? 0),
    activeCustomers: Number(row.activeCustomers ?? 0),
    outstandingBalance: Number(row.outstandingBalance ?? 0),
    dueForService: Number(row.dueForService ?? 0),
    newSignups: Number(row.newSignups ?? 0),
    pendingLeads: Number(row.pendingLeads ?? 0),
  };
}
