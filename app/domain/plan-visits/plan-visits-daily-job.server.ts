import { and, asc, eq, isNull, lt, lte, notInArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database, Executor } from "~/db/client.server";
import { orders, planVisits, subscriptions } from "~/db/schema";
import { addDays, businessDateOf } from "~/domain/analytics/analytics-calendar";
import {
  PLAN_VISIT_FOLLOW_UP_AFTER_DAYS,
  PLAN_VISIT_OPEN_AHEAD_DAYS,
  PLAN_VISIT_REMINDER_AFTER_DAYS,
  PLAN_VISIT_SCHEDULES,
} from "~/domain/plans/plan-visit-schedule";
import { enqueueJob, type EnqueuedJob } from "~/jobs/enqueue.server";
import { PermanentJobError, type JobHandler } from "~/jobs/job-types";
import { offerPlanVisit, type OfferOutcome } from "./offer-plan-visit.server";
import { createOfferWindowSource } from "./offer-window-source.server";
import { planInEffectCondition } from "./plan-in-effect.server";

/** The once-a-day run that opens, reminds and hands over plan visits (issue 37 item 2). */
export const PLAN_VISITS_DAILY_JOB = "plan-visits.daily";
/** Visits read per query: the run's memory stays bounded however many plans there are. */
const BATCH_SIZE = 200;
/**
 * Visits of a batch offered at once, each in its own transaction on its own connection: an offer mostly waits for the
 * database, so a few in flight divide the run's time (ADR 083) and leave the pool's other connections to requests.
 */
const VISITS_AT_ONCE = 4;
const DAY_MS = 24 * 60 * 60 * 1000;

const DailyPayloadSchema = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

/**
 * Queues the day's run, once per business day however many servers ask and however often: the dedupe key is the
 * date. Each server's periodic timer calls it; only the first call of a day makes a job.
 */
export function enqueuePlanVisitsDailyRun(executor: Executor, now: Date): Promise<EnqueuedJob> {
  const date = businessDateOf(now);
  return enqueueJob(executor, {
    type: PLAN_VISITS_DAILY_JOB,
    payload: { date },
    dedupeKey: `${PLAN_VISITS_DAILY_JOB}:${date}`,
  });
}

export type DailyRunCounts = Record<OfferOutcome, number> & { followedUp: number; overdue: number; failed: number };

/**
 * The run itself, idempotent: each visit is offered or reminded in its own transaction that re-reads its state under a
 * row lock (offerPlanVisit), so running it twice, on two servers at once, or again after a crash half-way changes
 * each visit once. Opens every due visit of a plan in effect due within PLAN_VISIT_OPEN_AHEAD_DAYS; reminds, once,
 * an offer unanswered for PLAN_VISIT_REMINDER_AFTER_DAYS; hands an offer unanswered for PLAN_VISIT_FOLLOW_UP_AFTER_DAYS
 * to the office (follow_up); marks overdue an offer unbooked past its on-time range. A visit that fails is logged and left for the next run; the run then fails, to be retried.
 */
export async function runPlanVisitsDay(db: Database, now: Date): Promise<DailyRunCounts> {
  const counts: DailyRunCounts = {
    offered: 0,
    reminded: 0,
    follow_up: 0,
    skipped: 0,
    followedUp: 0,
    overdue: 0,
    failed: 0,
  };
  const tried = new Set<string>();
  // One for the run: the zones' windows are read once a batch, and the offers spread over them (ADR 083).
  const source = createOfferWindowSource(now);
  const offer = async (round: "offer" | "reminder", id: string) => {
    try {
      const outcome = await offerPlanVisit(db, { planVisitId: id, round, now, source });
      counts[outcome] += 1;
      // A visit another server holds is its business; one that changed state leaves the query by itself.
      if (outcome === "skipped") tried.add(id);
    } catch (error) {
      tried.add(id);
      counts.failed += 1;
      console.error(`[plan-visits] the ${round} of plan visit ${id} failed; the next run tries again`, error);
    }
  };
  const work = async (round: "offer" | "reminder", ids: () => Promise<string[]>) => {
    for (let batch = await ids(); batch.length > 0; batch = await ids()) {
      source.refresh();
      const queue = [...batch];
      const lane = async () => {
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) await offer(round, id);
      };
      await Promise.all(Array.from({ length: Math.min(VISITS_AT_ONCE, queue.length) }, lane));
    }
  };
  const lastOpenDate = addDays(businessDateOf(now), PLAN_VISIT_OPEN_AHEAD_DAYS);
  await work("offer", () =>
    visitIds(db, tried, and(eq(planVisits.status, "due"), lte(planVisits.dueDate, lastOpenDate))),
  );
  const remindBefore = new Date(now.getTime() - PLAN_VISIT_REMINDER_AFTER_DAYS * DAY_MS);
  const followUpBefore = new Date(now.getTime() - PLAN_VISIT_FOLLOW_UP_AFTER_DAYS * DAY_MS);
  // Handed over first: an offer past both marks gets no late reminder.
  const handedOver = await db
    .update(planVisits)
    .set({ status: "follow_up", followUpAt: now, updatedAt: sql`now()` })
    .where(and(eq(planVisits.status, "offered"), lte(planVisits.offeredAt, followUpBefore)))
    .returning({ id: planVisits.id });
  counts.followedUp = handedOver.length;
  await work("reminder", () =>
    visitIds(
      db,
      tried,
      and(eq(planVisits.status, "offered"), isNull(planVisits.reminderSentAt), lte(planVisits.offeredAt, remindBefore)),
    ),
  );
  counts.overdue = await markOverdue(db, now);
  return counts;
}

/**
 * An offered visit still unbooked after its on-time range (the plan's tolerance past its due date) is overdue: the
 * office's figure of late visits. Its links still book it. A visit on the follow-up list stays there: the office
 * is calling already.
 */
async function markOverdue(db: Database, now: Date): Promise<number> {
  const today = businessDateOf(now);
  let marked = 0;
  for (const [planCode, schedule] of Object.entries(PLAN_VISIT_SCHEDULES)) {
    const rows = await db
      .update(planVisits)
      .set({ status: "overdue", updatedAt: sql`now()` })
      .where(
        and(
          eq(planVisits.status, "offered"),
          eq(planVisits.planCode, planCode),
          lt(planVisits.dueDate, addDays(today, -schedule.toleranceDays)),
        ),
      )
      .returning({ id: planVisits.id });
    marked += rows.length;
  }
  return marked;
}

/** A batch of visits matching `where` whose plan is in effect, leaving out the ones this run skipped or failed. */
async function visitIds(db: Database, tried: Set<string>, where: ReturnType<typeof and>): Promise<string[]> {
  const rows = await db
    .select({ id: planVisits.id })
    .from(planVisits)
    .leftJoin(subscriptions, eq(subscriptions.id, planVisits.subscriptionId))
    .leftJoin(orders, eq(orders.id, planVisits.orderId))
    .where(and(where, planInEffectCondition(), tried.size > 0 ? notInArray(planVisits.id, [...tried]) : undefined))
    .orderBy(asc(planVisits.dueDate), asc(planVisits.id))
    .limit(BATCH_SIZE);
  return rows.map((row) => row.id);
}

/** The `plan-visits.daily` handler: the run for now (the payload's date only names the day it was queued for). */
export function createPlanVisitsDailyHandler(options: { now?: () => Date } = {}): JobHandler {
  const clock = options.now ?? (() => new Date());
  return async (job, { db }) => {
    const parsed = DailyPayloadSchema.safeParse(job.payload);
    if (!parsed.success)
      throw new PermanentJobError(`Invalid ${PLAN_VISITS_DAILY_JOB} payload: ${parsed.error.message}`);
    // A run that went well prints nothing (the start's box of addresses and logins stays the last thing a newcomer
    // reads; the job's row and the offers' mails and texts say what it did); each failure is logged where it happens.
    const counts = await runPlanVisitsDay(db, clock());
    if (counts.failed > 0) throw new Error(`${counts.failed} plan visits could not be offered; retrying`);
  };
}
