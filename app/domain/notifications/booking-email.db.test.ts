import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointments, customers, jobs, user } from "~/db/schema";
import { createJobWorker } from "~/jobs/worker.server";
import { useTestDatabase } from "../../../tests/support/test-database";
import { BOOKING_EMAIL_JOB, queueBookingEmail } from "./booking-email.server";
import { createBookingEmailHandler } from "./booking-email-job.server";

const { db } = useTestDatabase();

type QueuedMail = {
  to: string;
  subject: string;
  text: string;
  kind: string;
  calendar?: { method: string; content: string };
};

const TOKEN = "t".repeat(43);

/** A visit booked into Monday 9 March 2026's 10–12 window (Miami, the day after clocks went forward). */
async function addBookedVisit(options: { login?: { locale: string }; status?: "scheduled" | "confirmed" } = {}) {
  let userId: string | null = null;
  if (options.login) {
    userId = `user-${Math.random().toString(36).slice(2)}`;
    await db().insert(user).values({
      id: userId,
      name: "Ana Gómez",
      email: "ana@example.com",
      firstName: "Ana",
      locale: options.login.locale,
    });
  }
  const [customer] = await db()
    .insert(customers)
    .values({ firstName: "Ana", lastName: "Gómez", email: "ana.record@example.com", userId })
    .returning();
  const [appointment] = await db()
    .insert(appointments)
    .values({
      customerId: customer!.id,
      serviceType: "AC Repair",
      appointmentDate: new Date("2026-03-09T14:00:00Z"),
      windowEnd: new Date("2026-03-09T16:00:00Z"),
      durationMinutes: 90,
      serviceAddress: "1200 Brickell Ave, Miami",
      phone: "(305) 555-0100",
      zipCode: "33131",
      zone: "City of Miami",
      status: options.status ?? "confirmed",
    })
    .returning();
  return appointment!;
}

async function runBookingEmailJobs() {
  const worker = createJobWorker({
    handlers: { [BOOKING_EMAIL_JOB]: createBookingEmailHandler() },
    database: async () => db(),
    reapIntervalMs: 0,
  });
  while ((await worker.runOnce()) !== undefined);
}

async function queuedMails(): Promise<QueuedMail[]> {
  const rows = await db().select().from(jobs).where(eq(jobs.type, "email.send")).orderBy(jobs.id);
  return rows.map((row) => row.payload as QueuedMail);
}

const unfolded = (text: string) => text.replace(/\r\n /g, "").split("\r\n");

describe("booking e-mails", () => {
  it("mail a confirmed booking with its arrival window and a calendar request for the visit", async () => {
    const visit = await addBookedVisit({ login: { locale: "en" } });
    await queueBookingEmail(db(), { appointmentId: visit.id, change: "booked" });
    expect(await queuedMails()).toHaveLength(0);
    await runBookingEmailJobs();
    const [mail] = await queuedMails();
    expect(mail).toMatchObject({ to: "ana@example.com", kind: "booking-confirmed" });
    expect(mail!.text).toContain("Arrival window: Monday, March 9, 2026, between 10:00 AM and 12:00 PM");
    expect(mail!.text).toContain("/customer/appointments");
    const lines = unfolded(mail!.calendar!.content);
    expect(mail!.calendar!.method).toBe("REQUEST");
    expect(lines).toContain("METHOD:REQUEST");
    expect(lines.find((line) => line.startsWith("UID:"))).toBe(`UID:visit-${visit.id}@localhost`);
    expect(lines).toContain("SEQUENCE:0");
    expect(lines).toContain("DTSTART:20260309T140000Z");
    expect(lines).toContain("DTEND:20260309T160000Z");
  });

  it("make the mail when the job runs, from the visit as it then is, in the customer's language", async () => {
    const visit = await addBookedVisit({ login: { locale: "es" } });
    await queueBookingEmail(db(), { appointmentId: visit.id, change: "rescheduled" });
    await db()
      .update(appointments)
      .set({
        appointmentDate: new Date("2026-03-10T18:00:00Z"),
        windowEnd: new Date("2026-03-10T20:00:00Z"),
        calendarSequence: 1,
      })
      .where(eq(appointments.id, visit.id));
    await runBookingEmailJobs();
    const [mail] = await queuedMails();
    expect(mail!.kind).toBe("booking-rescheduled");
    expect(mail!.text).toContain(
      "Ventana de llegada: martes, 10 de marzo de 2026, entre las 2:00 p.m. y las 4:00 p.m.",
    );
    const lines = unfolded(mail!.calendar!.content);
    expect(lines).toContain("SEQUENCE:1");
    expect(lines).toContain("DTSTART:20260310T180000Z");
  });

  it("remove the calendar entry of a cancelled visit with a CANCEL under the same UID", async () => {
    const visit = await addBookedVisit({ login: { locale: "en" } });
    await db()
      .update(appointments)
      .set({ status: "cancelled", calendarSequence: 2 })
      .where(eq(appointments.id, visit.id));
    await queueBookingEmail(db(), { appointmentId: visit.id, change: "cancelled" });
    await runBookingEmailJobs();
    const [mail] = await queuedMails();
    expect(mail!.kind).toBe("booking-cancelled");
    const lines = unfolded(mail!.calendar!.content);
    expect(mail!.calendar!.method).toBe("CANCEL");
    expect(lines).toContain("METHOD:CANCEL");
    expect(lines).toContain("STATUS:CANCELLED");
    expect(lines).toContain("SEQUENCE:2");
    expect(lines.find((line) => line.startsWith("UID:"))).toBe(`UID:visit-${visit.id}@localhost`);
  });

  it("give a visitor without a login the link to their one booking instead of the portal", async () => {
    const visit = await addBookedVisit({ status: "scheduled" });
    await queueBookingEmail(db(), { appointmentId: visit.id, change: "booked", manageToken: TOKEN });
    await runBookingEmailJobs();
    const [mail] = await queuedMails();
    expect(mail).toMatchObject({ to: "ana.record@example.com", kind: "booking-received" });
    expect(mail!.text).toContain(`/booking/${TOKEN}`);
    expect(mail!.text).toContain("Reschedule or cancel this visit");
    expect(mail!.text).not.toContain("/customer/appointments");
  });

  it("send nothing for a visit deleted before the job ran, and end the job", async () => {
    const visit = await addBookedVisit({ login: { locale: "en" } });
    const queued = await queueBookingEmail(db(), { appointmentId: visit.id, change: "booked" });
    await db().delete(appointments).where(eq(appointments.id, visit.id));
    await runBookingEmailJobs();
    expect(await queuedMails()).toHaveLength(0);
    const [job] = await db().select().from(jobs).where(eq(jobs.id, queued.id));
    expect(job!.status).toBe("completed");
  });

  it("refuse a payload that is not a booking's ids before anything is queued", async () => {
    await expect(queueBookingEmail(db(), { appointmentId: "not-an-id", change: "booked" } as never)).rejects.toThrow();
    await expect(
      queueBookingEmail(db(), {
        appointmentId: "6f1d2c3b-4a59-4e68-9d7c-0b1a2c3d4e5f",
        change: "booked",
        manageToken: "../x",
      }),
    ).rejects.toThrow();
  });
});
