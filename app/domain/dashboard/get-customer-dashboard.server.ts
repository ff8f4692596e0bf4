import { eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { customers, plans } from "~/db/schema";
import { rewardsSummaryForCustomer, type RewardsSummary } from "~/domain/rewards/get-rewards-summary.server";
import { businessDateOf } from "~/domain/analytics/analytics-calendar";
import {
  nextOpenPlanVisit,
  planVisitsOfCustomer,
  type OwnPlanVisit,
} from "~/domain/plan-visits/customer-plan-visits.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { customerBalanceSql } from "./customer-balance.server";
import {
  optionalPanel,
  recentServicesOf,
  upcomingAppointmentsOf,
  type RecentService,
  type UpcomingAppointment,
} from "./dashboard-panels.server";

export type { RecentService, UpcomingAppointment } from "./dashboard-panels.server";

/**
 * What the Next Service card shows: the next visit booked (scheduled or confirmed) or the next plan visit (booked: its
 * window; waiting: its due date, with "Choose a time"), whichever comes first, else the record's due date, which the
 * card then labels as a due date with no visit booked, so a cancelled visit never seems to stand. An appointment that
 * comes before a plan visit still waiting for a time carries that visit (`planVisitWaiting`), so its "Choose a time"
 * is not hidden.
 */
export type NextService =
  | {
      kind: "appointment";
      /** ISO instant */ at: string;
      status: UpcomingAppointment["status"];
      planVisitWaiting: OwnPlanVisit | null;
    }
  | { kind: "plan-visit"; visit: OwnPlanVisit }
  | { kind: "due"; /** YYYY-MM-DD */ date: string }
  | null;

export type CustomerDashboard = {
  /** For the greeting: the account's first name, else the customer record's; null means "Customer". */
  firstName: string | null;
  /**
   * What Account Status reads, never 'Unknown' (issue 17): the record's status, or "active" while no record is linked
   * yet (the login works and the portal is open to it), and whether the sign-in e-mail is verified.
   */
  account: { status: string; emailVerified: boolean };
  /** Null when no customer record is linked to this login yet. */
  customer: {
    /** ISO date (YYYY-MM-DD) or null when no service is scheduled: the record's own next_service_due. */
    nextServiceDue: string | null;
    /** US dollars, DECISIONS.md §4: entered balance plus unpaid service history. */
    currentBalance: number;
    /** The catalog plan, or null for no plan. */
    plan: { code: string; name: string; nameEs: string } | null;
    status: string;
  } | null;
  nextService: NextService;
  /** From settings, for the Quick Actions card's tel: link. */
  emergencyPhone: string;
  /** Up to DASHBOARD_UPCOMING_APPOINTMENTS_LIMIT, soonest first; empty when the panel failed. */
  upcomingAppointments: UpcomingAppointment[];
  /** Up to DASHBOARD_RECENT_SERVICES_LIMIT, newest first; empty when the panel failed. */
  recentServices: RecentService[];
  /** Null when the rewards panel failed (it is then hidden). */
  rewards: RewardsSummary | null;
};

/** A login without a customer record yet can sign in and use the portal: its account is active. */
const ACCOUNT_WITHOUT_RECORD_STATUS = "active";

/**
 * Next Service (issues 33 and 37): the soonest of the upcoming scheduled or confirmed visit and the next open plan
 * visit (a booked one by its window, a waiting one by its due date; on the same day the plan visit, which says what
 * the visit is), whatever the record's due date says; else the due date; else nothing. A cancelled or completed visit
 * is never upcoming, so cancelling the next visit moves the card on to the visit after it or to the due date.
 */
export function nextServiceOf(
  nextServiceDue: string | null,
  soonest: UpcomingAppointment | undefined,
  planVisit: OwnPlanVisit | null = null,
): NextService {
  const planVisitDay = planVisit
    ? planVisit.state === "booked" && planVisit.window
      ? businessDateOf(new Date(planVisit.window.startsAt))
      : planVisit.dueDate
    : null;
  if (soonest && (!planVisitDay || businessDateOf(new Date(soonest.appointmentDate)) < planVisitDay))
    return {
      kind: "appointment",
      at: soonest.appointmentDate,
      status: soonest.status,
      planVisitWaiting: planVisit?.state === "waiting" ? planVisit : null,
    };
  if (planVisit) return { kind: "plan-visit", visit: planVisit };
  return nextServiceDue ? { kind: "due", date: nextServiceDue } : null;
}

/**
 * The portal dashboard for the signed-in user. The record is found only through `customers.user_id`
 * (DECISIONS.md §2), never through an id the browser sent. A failure of the record or settings read throws (the
 * route shows its error); the appointments, services and rewards panels each fail alone and are drawn empty.
 */
export async function getCustomerDashboard({
  user,
  now = new Date(),
}: {
  user: { id: string; firstName?: string | null; emailVerified: boolean };
  now?: Date;
}): Promise<CustomerDashboard> {
  const db = await database();
  const [[record], settings] = await Promise.all([
    db
      .select({
        id: customers.id,
        firstName: customers.firstName,
        nextServiceDue: customers.nextServiceDue,
        status: customers.status,
        currentBalance: customerBalanceSql(),
        planCode: plans.code,
        planName: plans.name,
        planNameEs: plans.nameEs,
      })
      .from(customers)
      .leftJoin(plans, eq(plans.code, customers.servicePlan))
      .where(eq(customers.userId, user.id))
      .limit(1),
    getSettings(),
  ]);

  const customerId = record?.id ?? null;
  const [upcomingAppointments, recentServices, rewards, planVisits] = await Promise.all([
    customerId
      ? optionalPanel("upcoming appointments", user.id, () => upcomingAppointmentsOf(db, customerId, now), [])
      : [],
    customerId ? optionalPanel("recent services", user.id, () => recentServicesOf(db, customerId), []) : [],
    optionalPanel(
      "rewards",
      user.id,
      () => rewardsSummaryForCustomer({ customerId, now, settings, executor: db }),
      null,
    ),
    customerId ? optionalPanel("plan visits", user.id, () => planVisitsOfCustomer(db, { customerId, now }), []) : [],
  ]);

  const accountFirstName = user.firstName?.trim() || null;
  const panels = { emergencyPhone: settings.emergencyPhone, upcomingAppointments, recentServices, rewards };
  const account = { status: record?.status ?? ACCOUNT_WITHOUT_RECORD_STATUS, emailVerified: user.emailVerified };
  if (!record) return { firstName: accountFirstName, account, customer: null, nextService: null, ...panels };
  return {
    firstName: accountFirstName ?? (record.firstName.trim() || null),
    account,
    customer: {
      nextServiceDue: record.nextServiceDue,
      currentBalance: record.currentBalance,
      plan:
        record.planCode && record.planName && record.planNameEs
          ? { code: record.planCode, name: record.planName, nameEs: record.planNameEs }
          : null,
      status: record.status,
    },
    nextService: nextServiceOf(record.nextServiceDue, upcomingAppointments[0], nextOpenPlanVisit(planVisits, now)),
    ...panels,
  };
}
