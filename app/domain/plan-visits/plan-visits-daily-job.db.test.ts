import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customers, jobs, planVisits, planVisitWindows, scopedTokens, subscriptions, textMessages } from "~/db/schema";
import { addDays, businessDateOf } from "~/domain/analytics/analytics-calendar";
import { useStripeEnv } from "../../../tests/support/billing-test-support";
import { grantTransactionalSms } from "../../../tests/support/messaging-test-support";
import {
  addDoralMaintenanceTechnicians,
  planCustomerInDoral,
  planVisitLinks,
  planVisitMails,
  planVisitRows,
} from "../../../tests/support/plan-visit-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { endOfQuietHours } from "~/domain/messaging/quiet-hours";
import { createJobWorker } from "~/jobs/worker.server";
import { offerPlanVisit } from "./offer-plan-visit.server";
import { createPlanVisitOfferHandler, PLAN_VISIT_OFFER_JOB } from "./plan-visit-offer-job.server";
import { enqueuePlanVisitsDailyRun, PLAN_VISITS_DAILY_JOB, runPlanVisitsDay } from "./plan-visits-daily-job.server";

const { db } = useTestDatabase();
useStripeEnv(() => ({}));
const DAY_MS = 24 * 60 * 60 * 1000;
const later = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

describe("the daily plan-visit run (issue 37 item 2)", () => {
  it("opens a due visit with three windows on different days, one mail with a link each and a text where consented", async () => {
    await addDoralMaintenanceTechnicians(db());
    const bought = await planCustomerInDoral(db(), "premium_care", "Ana");
    await grantTransactionalSms("+13055550100");
    const now = new Date();

    const counts = await runPlanVisitsDay(db(), now);
    expect(counts).toMatchObject({ offered: 1, failed: 0 });
    const [visit] = await planVisitRows(db());
    expect(visit).toMatchObject({ status: "offered", offeredAt: now, reminderSentAt: null });
    const windows = await db().select().from(planVisitWindows);
    expect(windows).toHaveLength(3);
    expect(new Set(windows.map((window) => window.windowDate)).size).toBe(3);
    expect(new Set(windows.map((window) => window.windowStart)).size).toBe(3);
    expect(windows.every((window) => window.windowDate > businessDateOf(now))).toBe(true);

    const mails = await planVisitMails(db());
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(bought.login.email);
    // The daily run's mail waits for the morning when it runs in the quiet hours.
    const [mailJob] = await db().select().from(jobs).where(eq(jobs.type, "email.send"));
    expect(mailJob!.runAt).toEqual(endOfQuietHours(now));
    expect(planVisitLinks(mails[0]!.text)).toHaveLength(3);
    const texts = await db().select().from(textMessages);
    expect(texts.map((text) => text.template)).toEqual(["plan_visit_offer"]);
    expect(planVisitLinks(texts[0]!.body)).toHaveLength(1);
    const tokens = await db().select().from(scopedTokens).where(eq(scopedTokens.purpose, "plan_visit_window"));
    expect(tokens).toHaveLength(4);
    expect(new Set(tokens.map((token) => token.recordId))).toEqual(new Set(windows.map((window) => window.id)));
  });

  it("changes nothing when the day is run again, or by two servers at once", async () => {
    await addDoralMaintenanceTechnicians(db(), 2);
    for (const name of ["Ana", "Ben", "Cy"]) await planCustomerInDoral(db(), "commercial_plus", name);
    const now = new Date();
    const [first, second] = await Promise.all([runPlanVisitsDay(db(), now), runPlanVisitsDay(db(), now)]);
    expect(first.offered + second.offered).toBe(3);
    await runPlanVisitsDay(db(), now);
    expect(await planVisitMails(db())).toHaveLength(3);
    expect(await db().select().from(planVisitWindows)).toHaveLength(9);
    expect((await planVisitRows(db())).map((visit) => visit.status)).toEqual(["offered", "offered", "offered"]);
  });

  it("leaves nothing half done when the server dies between the offer and its send, and the next run offers it once", async () => {
    await addDoralMaintenanceTechnicians(db());
    await planCustomerInDoral(db(), "premium_care", "Ana");
    const [visit] = await planVisitRows(db());
    const now = new Date();
    const crash = db().transaction(async (tx) => {
      expect(await offerPlanVisit(tx, { planVisitId: visit!.id, round: "offer", now })).toBe("offered");
      throw new Error("the process died before the commit");
    });
    await expect(crash).rejects.toThrow("the process died");
    expect((await planVisitRows(db()))[0]).toMatchObject({ status: "due", offeredAt: null });
    expect(await db().select().from(planVisitWindows)).toEqual([]);
    expect(await db().select().from(scopedTokens)).toEqual([]);
    expect(await planVisitMails(db())).toEqual([]);

    await runPlanVisitsDay(db(), now);
    expect(await planVisitMails(db())).toHaveLength(1);
  });

  it("reminds once after seven days without an answer, and hands the visit to the office after fourteen", async () => {
    await addDoralMaintenanceTechnicians(db());
    await planCustomerInDoral(db(), "premium_care", "Ana");
    const now = new Date();
    await runPlanVisitsDay(db(), now);
    await runPlanVisitsDay(db(), later(now, 6));
    expect(await planVisitMails(db())).toHaveLength(1);

    expect(await runPlanVisitsDay(db(), later(now, 8))).toMatchObject({ reminded: 1 });
    await runPlanVisitsDay(db(), later(now, 9));
    const mails = await planVisitMails(db());
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Your Premium Care visit is due: choose a time",
      "Reminder: your Premium Care visit is still to be booked",
    ]);
    expect(await db().select().from(planVisitWindows)).toHaveLength(6);
    expect((await planVisitRows(db()))[0]).toMatchObject({ status: "offered", reminderSentAt: later(now, 8) });

    expect(await runPlanVisitsDay(db(), later(now, 15))).toMatchObject({ followedUp: 1 });
    expect((await planVisitRows(db()))[0]).toMatchObject({ status: "follow_up", followUpAt: later(now, 15) });
    await runPlanVisitsDay(db(), later(now, 16));
    expect(await planVisitMails(db())).toHaveLength(2);
  });

  it("opens no visit due more than thirty days ahead, nor one of a plan that ended", async () => {
    await addDoralMaintenanceTechnicians(db());
    await planCustomerInDoral(db(), "premium_care", "Ana");
    await planCustomerInDoral(db(), "commercial_plus", "Ben");
    const now = new Date();
    const [ana, ben] = await planVisitRows(db());
    await db()
      .update(planVisits)
      .set({ dueDate: addDays(businessDateOf(now), 31) })
      .where(eq(planVisits.id, ana!.id));
    await db().update(subscriptions).set({ status: "canceled" }).where(eq(subscriptions.id, ben!.subscriptionId!));
    expect(await runPlanVisitsDay(db(), now)).toMatchObject({ offered: 0, follow_up: 0 });
    expect((await planVisitRows(db())).map((visit) => visit.status)).toEqual(["due", "due"]);

    expect(await runPlanVisitsDay(db(), later(now, 2))).toMatchObject({ offered: 1 });
  });

  it("hands a visit straight to the office when the customer's zip code is in no zone", async () => {
    await addDoralMaintenanceTechnicians(db());
    const bought = await planCustomerInDoral(db(), "basic", "Ana");
    await db().update(customers).set({ zipCode: "99999" }).where(eq(customers.id, bought.customer.id));
    expect(await runPlanVisitsDay(db(), new Date())).toMatchObject({ follow_up: 1 });
    expect((await planVisitRows(db()))[0]).toMatchObject({ status: "follow_up" });
    expect(await planVisitMails(db())).toEqual([]);
  });

  it("offers a new plan's first visit at once through its own job, and the day's run then changes nothing", async () => {
    await addDoralMaintenanceTechnicians(db());
    await planCustomerInDoral(db(), "premium_care", "Ana");
    const queued = await db().select().from(jobs).where(eq(jobs.type, PLAN_VISIT_OFFER_JOB));
    expect(queued).toHaveLength(1);
    const worker = createJobWorker({
      handlers: { [PLAN_VISIT_OFFER_JOB]: createPlanVisitOfferHandler() },
      database: async () => db(),
    });
    const before = new Date();
    expect(await worker.runOnce()).toBe("completed");
    expect((await planVisitRows(db()))[0]!.status).toBe("offered");
    // The new member is awake: their mail goes at once, even in the quiet hours.
    const [mail] = await db().select().from(jobs).where(eq(jobs.type, "email.send"));
    expect(mail!.runAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(mail!.runAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(await runPlanVisitsDay(db(), new Date())).toMatchObject({ offered: 0 });
    expect(await planVisitMails(db())).toHaveLength(1);
  });

  it("marks an offered visit overdue once its on-time range has passed, and leaves its links bookable", async () => {
    await addDoralMaintenanceTechnicians(db());
    await planCustomerInDoral(db(), "premium_care", "Ana");
    await planCustomerInDoral(db(), "commercial_plus", "Ben");
    const now = new Date();
    await runPlanVisitsDay(db(), now);
    const [ana, ben] = await planVisitRows(db());
    const today = businessDateOf(now);
    // Premium Care is on time 30 days either side, Commercial Plus 7: both were due 20 days ago.
    await db()
      .update(planVisits)
      .set({ dueDate: addDays(today, -20) });
    expect(await runPlanVisitsDay(db(), later(now, 1))).toMatchObject({ overdue: 1 });
    const rows = await planVisitRows(db());
    expect(rows.find((row) => row.id === ana!.id)!.status).toBe("offered");
    expect(rows.find((row) => row.id === ben!.id)!.status).toBe("overdue");
  });

  it("is queued once a business day however many servers ask", async () => {
    const now = new Date();
    const first = await enqueuePlanVisitsDailyRun(db(), now);
    const again = await enqueuePlanVisitsDailyRun(db(), later(now, 0.01));
    const tomorrow = await enqueuePlanVisitsDailyRun(db(), later(now, 1));
    expect(again).toMatchObject({ id: first.id, deduplicated: true });
    expect(tomorrow.id).not.toBe(first.id);
    expect(await db().select().from(jobs).where(eq(jobs.type, PLAN_VISITS_DAILY_JOB))).toHaveLength(2);
  });
});
