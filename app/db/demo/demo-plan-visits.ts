import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { Executor } from "../client.server";
import { syncNextServiceDue } from "~/domain/plan-visits/sync-next-service-due.server";
import { appointments, planVisits, subscriptions, type PlanVisitStatus } from "../schema";
import type { DemoCalendar } from "./demo-calendar";
import type { DemoCustomerRow } from "./demo-customers";

/**
 * The plans' visits in the demo (issue 37), so the Plan Visits screen shows every state on the first start. The seed
 * writes subscriptions directly (no Stripe event), so nothing would make these visits: they are written as the
 * webhook, the daily run and a completion would have left them. Dates move with today, like the rest of the demo.
 */

type DemoPlanVisit = {
  visitNumber: number;
  dueDate: string;
  status: PlanVisitStatus;
  offeredAt?: Date;
  reminderSentAt?: Date;
  followUpAt?: Date;
  bookedAt?: Date;
  completedAt?: Date;
};

/** A demo member's plan: a subscription started `startedDaysAgo` days ago and its visits, oldest first. */
export type DemoPlanMember = {
  customerIndex: number;
  planCode: "premium_care" | "commercial_plus";
  startedDaysAgo: number;
  visits: DemoPlanVisit[];
};

/** One member per state the office works with, after the demo login (who has a visit done and the next one due). */
type MemberStory = (calendar: DemoCalendar) => DemoPlanVisit[];
const MEMBER_STORIES: readonly MemberStory[] = [
  // Due today, not yet offered: the screen's first figure ("due this month, not booked") counts it.
  (calendar) => [{ visitNumber: 1, dueDate: calendar.date(0), status: "due" }],
  (calendar) => [{ visitNumber: 1, dueDate: calendar.date(8), status: "offered", offeredAt: calendar.ago(2) }],
  (calendar) => [
    {
      visitNumber: 1,
      dueDate: calendar.date(4),
      status: "booked",
      offeredAt: calendar.ago(9),
      bookedAt: calendar.ago(7),
    },
  ],
  // Offered, reminded and not answered: on the follow-up list, for the office to call.
  (calendar) => [
    {
      visitNumber: 1,
      dueDate: calendar.date(-6),
      status: "follow_up",
      offeredAt: calendar.ago(24),
      reminderSentAt: calendar.ago(17),
      followUpAt: calendar.ago(10),
    },
  ],
];

/**
 * The demo's plan members: the demo login (`customerIndex` 0, whose Premium Care subscription the seed writes
 * `loginStartedDaysAgo` days ago) had its first visit done and owes the next in six months; then the first active
 * customers on Premium Care or Commercial Plus, one state each.
 */
export function buildDemoPlanMembers(
  customerRows: DemoCustomerRow[],
  calendar: DemoCalendar,
  loginStartedDaysAgo: number,
): DemoPlanMember[] {
  const doneOn = calendar.date(-(loginStartedDaysAgo - 3));
  const login: DemoPlanMember = {
    customerIndex: 0,
    planCode: "premium_care",
    startedDaysAgo: loginStartedDaysAgo,
    visits: [
      {
        visitNumber: 1,
        dueDate: calendar.date(-loginStartedDaysAgo),
        status: "done",
        offeredAt: calendar.ago(loginStartedDaysAgo),
        bookedAt: calendar.ago(loginStartedDaysAgo - 1),
        completedAt: calendar.at(-(loginStartedDaysAgo - 3), 11),
      },
      { visitNumber: 2, dueDate: sixMonthsAfter(doneOn), status: "due" },
    ],
  };
  const candidates = customerRows
    .map((row, index) => ({ row, index }))
    .filter(
      ({ row, index }) =>
        index > 0 &&
        row.status === "active" &&
        (row.servicePlan === "premium_care" || row.servicePlan === "commercial_plus"),
    );
  if (candidates.length < MEMBER_STORIES.length) throw new Error("Too few demo customers on a monthly plan");
  return [
    login,
    ...MEMBER_STORIES.map((story, position) => {
      const { row, index } = candidates[position]!;
      return {
        customerIndex: index,
        planCode: row.servicePlan as DemoPlanMember["planCode"],
        startedDaysAgo: 30 + position * 20,
        visits: story(calendar),
      };
    }),
  ];
}

/**
 * Premium Care's next visit, six months after the completion, held to the end of a shorter month as the plan's own
 * arithmetic does (app/domain/plans/plan-visit-dates.ts, which the db layer may not import).
 */
function sixMonthsAfter(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month + 6, 0)).getUTCDate();
  return new Date(Date.UTC(year, month + 5, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/**
 * Writes the members' subscriptions (the demo login's is already written: its id is `loginSubscriptionId`) and their
 * visits. A booked visit is linked to the customer's next booking in the demo calendar when there is one, as the
 * one-tap page would have linked it, so completing that booking marks the visit done. Each member's next service due
 * is then set by the app's own rule (ADR 083 addendum), so the demo's due-soon figures agree with its plan visits.
 */
export async function insertDemoPlanVisits(
  tx: Executor,
  input: {
    members: DemoPlanMember[];
    calendar: DemoCalendar;
    customerId: (index: number) => string;
    loginSubscriptionId: string;
  },
): Promise<void> {
  for (const member of input.members) {
    const owner = input.customerId(member.customerIndex);
    let subscriptionId = input.loginSubscriptionId;
    if (member.customerIndex !== 0) {
      const [row] = await tx
        .insert(subscriptions)
        .values({
          customerId: owner,
          planCode: member.planCode,
          status: "active",
          createdAt: input.calendar.ago(member.startedDaysAgo),
          updatedAt: input.calendar.ago(member.startedDaysAgo),
          lastEventAt: input.calendar.ago(member.startedDaysAgo),
        })
        .returning({ id: subscriptions.id });
      subscriptionId = row!.id;
    }
    for (const visit of member.visits) {
      const appointmentId = visit.status === "booked" ? await nextBookingOf(tx, owner, input.calendar.now) : null;
      await tx.insert(planVisits).values({
        ...visit,
        subscriptionId,
        customerId: owner,
        planCode: member.planCode,
        appointmentId,
        createdAt: input.calendar.ago(member.startedDaysAgo),
      });
    }
    await syncNextServiceDue(tx, owner);
  }
}

async function nextBookingOf(tx: Executor, customerId: string, now: Date): Promise<string | null> {
  const [row] = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.customerId, customerId),
        gt(appointments.appointmentDate, now),
        inArray(appointments.status, ["scheduled", "confirmed"]),
      ),
    )
    .orderBy(asc(appointments.appointmentDate))
    .limit(1);
  return row?.id ?? null;
}
