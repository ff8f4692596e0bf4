import { count, gte } from "drizzle-orm";
import { RECENT_SIGNUPS_WINDOW_DAYS } from "~/config/business-rules";
import { database } from "~/db/database.server";
import { profiles } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { getCustomerSummary } from "~/domain/customers/get-customer-summary.server";
import { getBackOfficeCounts } from "./get-back-office-counts.server";

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

/**
 * The six numbers of the back office dashboard (spec document 2 §7). Five are the figures other staff screens show
 * already, taken from the same functions so the screens can never disagree (DECISIONS.md: one source of truth) and
 * kept until their tables change (ADR 050): the customer list's tiles (total, active, balance, due within the window)
 * and the sidebar's count of new leads. The sign-ups of the last RECENT_SIGNUPS_WINDOW_DAYS are a window that moves
 * with the clock, so they are counted on each load, from the index on profiles.created_at.
 */
export async function getAdminDashboardStats({
  actor,
  now = new Date(),
}: {
  actor: { isAdmin: boolean };
  now?: Date;
}): Promise<AdminDashboardStats> {
  if (!actor.isAdmin) throw new AppError("FORBIDDEN", "Only staff can see the dashboard figures");
  const [summary, counts, newSignups] = await Promise.all([
    getCustomerSummary({ actor, now }),
    getBackOfficeCounts({ actor }),
    countSignupsSince(now),
  ]);
  return {
    totalCustomers: summary.totalCustomers,
    activeCustomers: summary.activeCustomers,
    outstandingBalance: summary.outstandingBalance,
    dueForService: summary.dueSoonCustomers,
    newSignups,
    pendingLeads: counts.newLeads,
  };
}

async function countSignupsSince(now: Date): Promise<number> {
  const db = await database();
  const since = new Date(now.getTime() - RECENT_SIGNUPS_WINDOW_DAYS * DAY_MS);
  const [row] = await db.select({ signups: count() }).from(profiles).where(gte(profiles.createdAt, since));
  return row?.signups ?? 0;
}
