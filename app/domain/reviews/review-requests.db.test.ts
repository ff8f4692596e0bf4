import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { customers, jobs, leads, reviewRequests, settings, textMessages, user } from "~/db/schema";
import { setAppointmentStatus } from "~/domain/appointments/set-appointment-status.server";
import { revokeSmsForNumber } from "~/domain/messaging/revoke-sms-for-number.server";
import { completeVisit } from "~/domain/visits/complete-visit.server";
import { enqueueJob } from "~/jobs/enqueue.server";
import { createJobWorker } from "~/jobs/worker.server";
import { loader as reviewLinkLoader } from "~/routes/_site/review-link";
import { grantTransactionalSms } from "../../../tests/support/messaging-test-support";
import { customerWithLogin, technicianPair, visitFor } from "../../../tests/support/technician-day-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { REVIEW_REMINDER_JOB } from "./follow-up-completed-visit.server";
import { listReviewRequests } from "./list-review-requests.server";
import { createReviewReminderHandler } from "./send-review-reminder-job.server";
import { sendOwnerFeedback } from "./send-owner-feedback.server";

const { db } = useTestDatabase();

const REVIEW_PAGE = "https://g.page/r/CZ4q8sZ1bD1xEBMx/review";
const PHONE = "+13055550100";
const admin = { id: "admin-1" };
const staff = { id: admin.id, isAdmin: true };
const TOKEN = /\/r\/([A-Za-z0-9_-]{43})/;
const OWNER_TOKEN = /\/feedback\/([A-Za-z0-9_-]{43})/;

let techs: Awaited<ReturnType<typeof technicianPair>>;
let rosa: Awaited<ReturnType<typeof customerWithLogin>>;

async function setReviewLink(reviewLink: string | null) {
  const [row] = await db().select({ messaging: settings.messaging }).from(settings);
  await db()
    .update(settings)
    .set({ messaging: { ...row!.messaging, reviewLink }, emailNotifications: true })
    .where(eq(settings.id, 1));
}

beforeEach(async () => {
  await db().insert(user).values({ id: admin.id, name: "Olga Owner", email: "owner@awac.example", role: "admin" });
  techs = await technicianPair();
  rosa = await customerWithLogin("es");
  await setReviewLink(REVIEW_PAGE);
});

/** A visit that began a minute ago, completed by staff now. */
async function completedByStaff(customerId = rosa.customer.id) {
  const visit = await visitFor({ customerId, technicianId: techs.a.technicianId, at: new Date(Date.now() - 60_000) });
  await setAppointmentStatus({ appointmentId: visit.id, status: "completed", actor: admin, now: new Date() });
  return visit;
}

const requestsOf = (appointmentId: string) =>
  db().select().from(reviewRequests).where(eq(reviewRequests.appointmentId, appointmentId));
const textsOf = (appointmentId: string, template: string) =>
  db()
    .select()
    .from(textMessages)
    .where(and(eq(textMessages.appointmentId, appointmentId), eq(textMessages.template, template)));
async function mailsOf(kind: string): Promise<{ to: string; subject: string; text: string }[]> {
  const rows = await db().select({ payload: jobs.payload }).from(jobs).where(eq(jobs.type, "email.send"));
  return rows
    .map((row) => row.payload as { kind: string; to: string; subject: string; text: string })
    .filter((mail) => mail.kind === kind);
}

function tokenIn(text: string, pattern = TOKEN): string {
  const token = pattern.exec(text)?.[1];
  if (!token) throw new Error(`No link in ${text}`);
  return token;
}

async function follow(token: string): Promise<Response> {
  const args = { params: { token }, request: new Request(`http://localhost/r/${token}`), context: {} };
  return (await reviewLinkLoader(args as unknown as Parameters<typeof reviewLinkLoader>[0])) as Response;
}

/** Runs the reminder jobs as if their days had passed. */
async function runReminders() {
  await db()
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.type, REVIEW_REMINDER_JOB));
  const worker = createJobWorker({
    handlers: { [REVIEW_REMINDER_JOB]: createReviewReminderHandler() },
    database: async () => db(),
  });
  while (await worker.runOnce()) {
    /* until no reminder job is due */
  }
}

describe("review requests after a completed visit (issue 36 item 5)", () => {
  it("texts the thanks and one review request when the phone has a transactional SMS consent", async () => {
    await grantTransactionalSms(PHONE, "es");
    const visit = await completedByStaff();
    const [request] = await requestsOf(visit.id);
    expect(request).toMatchObject({ customerId: rosa.customer.id, channel: "sms", clickedAt: null });
    expect(await textsOf(visit.id, "visit_completed")).toHaveLength(1);
    const [text] = await textsOf(visit.id, "review_request");
    expect(text).toMatchObject({ toNumber: PHONE, locale: "es", purpose: "transactional" });
    expect(text!.body).toMatch(TOKEN);
    expect(text!.body).toMatch(/\/es\/feedback\/[A-Za-z0-9_-]{43}/);
    expect(text!.body).not.toContain(REVIEW_PAGE);
    expect(await mailsOf("review-request")).toEqual([]);
    const [reminder] = await db().select().from(jobs).where(eq(jobs.type, REVIEW_REMINDER_JOB));
    expect(reminder!.runAt.getTime() - Date.now()).toBeGreaterThan(3 * 24 * 60 * 60_000);
  });

  it("e-mails the request in the person's language when the phone has no texting consent", async () => {
    const visit = await completedByStaff();
    const [request] = await requestsOf(visit.id);
    expect(request).toMatchObject({ channel: "email" });
    expect(await textsOf(visit.id, "review_request")).toEqual([]);
    // The thank-you text is queued anyway: the send-time check blocks it without a consent.
    expect(await textsOf(visit.id, "visit_completed")).toHaveLength(1);
    const [mail] = await mailsOf("review-request");
    expect(mail).toMatchObject({ to: "rosa@example.com" });
    expect(mail!.subject).toContain("¿Qué tal");
    expect(mail!.text).toMatch(TOKEN);
    expect(mail!.text).toMatch(OWNER_TOKEN);
  });

  it("asks when the technician completes the visit too", async () => {
    // Within the technician's window (today and the next days in Miami), whatever the hour the test runs.
    const visit = await visitFor({
      customerId: rosa.customer.id,
      technicianId: techs.a.technicianId,
      at: new Date(Date.now() + 60 * 60_000),
    });
    await completeVisit({
      user: techs.a.user,
      appointmentId: visit.id,
      idempotencyKey: crypto.randomUUID(),
      form: { workDone: "Cleaned the coil", amountCharged: "120", paymentStatus: "paid" },
      photos: [],
      now: new Date(),
    });
    expect(await requestsOf(visit.id)).toHaveLength(1);
  });

  it("asks once per visit, even when staff re-open it and complete it again", async () => {
    await grantTransactionalSms(PHONE);
    const visit = await completedByStaff();
    await setAppointmentStatus({ appointmentId: visit.id, status: "confirmed", actor: admin, now: new Date() });
    await setAppointmentStatus({ appointmentId: visit.id, status: "completed", actor: admin, now: new Date() });
    expect(await requestsOf(visit.id)).toHaveLength(1);
    expect(await textsOf(visit.id, "review_request")).toHaveLength(1);
    expect(await textsOf(visit.id, "visit_completed")).toHaveLength(1);
  });

  it("sends every customer to the same review page, and records who followed the link", async () => {
    const [omarLogin] = await db()
      .insert(user)
      .values({
        id: "omar",
        name: "Omar Ruiz",
        email: "omar@example.com",
        firstName: "Omar",
        lastName: "Ruiz",
        locale: "en",
      })
      .returning();
    const [omar] = await db()
      .insert(customers)
      .values({ firstName: "Omar", lastName: "Ruiz", email: "omar@example.com", userId: omarLogin!.id })
      .returning();
    // Omar is asked by e-mail (no texting consent yet), Rosa by text once the number consented.
    const byMail = await completedByStaff(omar!.id);
    await grantTransactionalSms(PHONE);
    const byText = await completedByStaff();
    const [mail] = await mailsOf("review-request");
    const [text] = await textsOf(byText.id, "review_request");
    const answers = [await follow(tokenIn(mail!.text)), await follow(tokenIn(text!.body))];
    for (const answer of answers) {
      expect(answer.status).toBe(303);
      expect(answer.headers.get("Location")).toBe(REVIEW_PAGE);
    }
    expect((await requestsOf(byMail.id))[0]).toMatchObject({ channel: "email", clickedAt: expect.any(Date) });
    expect((await requestsOf(byText.id))[0]).toMatchObject({ channel: "sms", clickedAt: expect.any(Date) });
    expect(await listReviewRequests({ actor: staff })).toMatchObject({ total: 2, clicked: 2 });
  });

  it("answers 404 for a link that is not a review link", async () => {
    await expect(follow("x".repeat(43))).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("sends one reminder at most, and none once the link was followed", async () => {
    await grantTransactionalSms(PHONE);
    const unanswered = await completedByStaff();
    await runReminders();
    // A second reminder job for the same visit (a replay) finds the reminder sent.
    await enqueueJob(db(), { type: REVIEW_REMINDER_JOB, payload: { appointmentId: unanswered.id } });
    await runReminders();
    expect(await textsOf(unanswered.id, "review_reminder")).toHaveLength(1);
    expect((await requestsOf(unanswered.id))[0]!.reminderSentAt).not.toBeNull();

    const answered = await completedByStaff();
    const [text] = await textsOf(answered.id, "review_request");
    await follow(tokenIn(text!.body));
    await runReminders();
    expect(await textsOf(answered.id, "review_reminder")).toEqual([]);
    expect((await requestsOf(answered.id))[0]!.reminderSentAt).toBeNull();
  });

  it("asks nobody who opted out, and reminds nobody who opted out after the request", async () => {
    await grantTransactionalSms(PHONE);
    const asked = await completedByStaff();
    await revokeSmsForNumber({ number: PHONE, keyword: "STOP" });
    await runReminders();
    expect(await textsOf(asked.id, "review_reminder")).toEqual([]);
    expect(await mailsOf("review-request")).toEqual([]);

    const afterStop = await completedByStaff();
    expect(await requestsOf(afterStop.id)).toEqual([]);
    expect(await mailsOf("review-request")).toEqual([]);
  });

  it("asks nobody while the review link setting is empty", async () => {
    await setReviewLink("  ");
    await grantTransactionalSms(PHONE);
    const visit = await completedByStaff();
    expect(await requestsOf(visit.id)).toEqual([]);
    expect(await textsOf(visit.id, "review_request")).toEqual([]);
    expect(await textsOf(visit.id, "visit_completed")).toHaveLength(1);
  });

  it("keeps a note to the owner as a contact message of the customer, and tells staff", async () => {
    const visit = await completedByStaff();
    const [mail] = await mailsOf("review-request");
    const token = tokenIn(mail!.text, OWNER_TOKEN);
    await expect(sendOwnerFeedback({ token, form: { message: "  " } })).rejects.toMatchObject({
      code: "BAD_INPUT",
      fieldErrors: { message: "messageRequired" },
    });
    await sendOwnerFeedback({ token, form: { message: "The technician was late,\nbut kind." } });
    const [lead] = await db().select().from(leads);
    expect(lead).toMatchObject({
      source: "contact_form",
      customerId: rosa.customer.id,
      notes: "The technician was late,\nbut kind.",
      email: "rosa@example.com",
    });
    expect((await requestsOf(visit.id))[0]!.ownerFeedbackAt).not.toBeNull();
    const [notice] = await mailsOf("owner-feedback-notification");
    expect(notice!.text).toContain("The technician was late,");
    await expect(sendOwnerFeedback({ token: "y".repeat(43), form: { message: "Hi" } })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
