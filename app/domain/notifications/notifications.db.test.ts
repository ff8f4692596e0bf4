import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { appointments, customers, jobs, settings, user } from "~/db/schema";
import { saveLeadWithFollowUps } from "~/domain/leads/save-lead.server";
import { useTestDatabase } from "../../../tests/support/test-database";
import { notifyCompanyOfAppointmentRequest } from "./notify-company-of-appointment-request.server";
import { sendAppointmentRequestedEmail } from "./send-appointment-requested-email.server";
import { sendAppointmentStatusEmail } from "./send-appointment-status-email.server";

const { db } = useTestDatabase();

type QueuedMail = { to: string; subject: string; text: string; html?: string; kind: string };

async function queuedMails(): Promise<QueuedMail[]> {
  const rows = await db().select().from(jobs).where(eq(jobs.type, "email.send")).orderBy(jobs.id);
  return rows.map((row) => row.payload as QueuedMail);
}

async function setNotifications(on: boolean) {
  await db().update(settings).set({ emailNotifications: on, email: "office@awac.example" });
}

/** A lead saved as the public forms save one, with its follow-up jobs. */
function addLead(values: Partial<Parameters<typeof saveLeadWithFollowUps>[0]> = {}) {
  return saveLeadWithFollowUps({
    name: "Luis Pérez",
    email: "luis@example.com",
    phone: "(305) 555-0111",
    address: "9 Bay Rd",
    zipCode: "33139",
    notes: "Warm air",
    source: "website_form",
    ...values,
  });
}

async function addAppointment(
  options: { login?: { email: string; locale: string }; customerEmail?: string | null } = {},
) {
  let userId: string | null = null;
  if (options.login) {
    userId = `user-${Math.random().toString(36).slice(2)}`;
    await db().insert(user).values({
      id: userId,
      name: "Ana Gómez",
      email: options.login.email,
      firstName: "Ana",
      locale: options.login.locale,
    });
  }
  const [customer] = await db()
    .insert(customers)
    .values({
      firstName: "Ana",
      lastName: "Gómez",
      email: options.customerEmail === undefined ? "ana.record@example.com" : options.customerEmail,
      userId,
    })
    .returning();
  const [appointment] = await db()
    .insert(appointments)
    .values({
      customerId: customer!.id,
      serviceType: "AC Repair",
      appointmentDate: new Date("2026-06-15T14:00:00Z"),
      serviceAddress: "123 Palm Ave, Miami",
      phone: "(305) 555-0100",
      customerNotes: "Gate code 42",
    })
    .returning();
  return appointment!;
}

describe("company notifications", () => {
  it("send a new lead to the company e-mail when e-mail notifications are on", async () => {
    await setNotifications(true);
    const saved = await addLead();
    expect(saved).toMatchObject({ notification: { queued: true } });
    const [mail] = await queuedMails();
    expect(mail).toMatchObject({
      to: "office@awac.example",
      subject: "New lead: Luis Pérez",
      kind: "lead-notification",
    });
    expect(mail!.text).toContain("Source: Free estimate form");
    expect(mail!.text).toContain("Email: luis@example.com");
  });

  it("send nothing when e-mail notifications are off", async () => {
    await setNotifications(false);
    const saved = await addLead();
    const appointment = await addAppointment({ login: { email: "ana@example.com", locale: "en" } });
    expect(saved).toMatchObject({ notification: { queued: false, reason: "notifications-off" } });
    expect(await notifyCompanyOfAppointmentRequest({ executor: db(), appointmentId: appointment.id })).toEqual({
      queued: false,
      reason: "notifications-off",
    });
    expect(await queuedMails()).toHaveLength(0);
  });

  it("send a contact-page lead as a contact message with the visitor's words", async () => {
    await setNotifications(true);
    await addLead({
      source: "contact_form",
      notes: "Can you come Friday?\nThanks",
      address: "Not provided (contact form)",
      zipCode: "00000",
    });
    const [mail] = await queuedMails();
    expect(mail).toMatchObject({ subject: "New contact message from Luis Pérez", kind: "contact-notification" });
    expect(mail!.text).toContain("Message:\nCan you come Friday?\nThanks");
    expect(mail!.html).toContain("Can you come Friday?<br>Thanks");
  });

  it("never let a visitor's name add a header or markup", async () => {
    await setNotifications(true);
    await addLead({ name: "<b>Eve</b>\r\nBcc: all@example.com", notes: `<img src=x onerror="alert(1)">` });
    const [mail] = await queuedMails();
    expect(mail!.subject).toBe("New lead: <b>Eve</b> Bcc: all@example.com");
    expect(mail!.html).not.toContain("<b>Eve");
    expect(mail!.html).not.toContain("<img");
    expect(mail!.html).toContain("&#60;img src=x onerror=&#34;alert(1)&#34;&#62;");
  });

  it("send an appointment request to the company with the customer's details", async () => {
    await setNotifications(true);
    const appointment = await addAppointment({ login: { email: "ana@example.com", locale: "es" } });
    await notifyCompanyOfAppointmentRequest({ executor: db(), appointmentId: appointment.id });
    const [mail] = await queuedMails();
    // Staff read English whatever the customer's language.
    expect(mail).toMatchObject({
      to: "office@awac.example",
      subject: "New appointment request: AC Repair for Ana Gómez",
      kind: "appointment-request-notification",
    });
    expect(mail!.text).toContain("Email: ana@example.com");
    expect(mail!.text).toContain("Customer #: AW1001");
  });

  it("are queued in the caller's transaction and vanish with it", async () => {
    await setNotifications(true);
    const appointment = await addAppointment({ login: { email: "ana@example.com", locale: "en" } });
    const save = db().transaction(async (tx) => {
      await notifyCompanyOfAppointmentRequest({ executor: tx, appointmentId: appointment.id });
      // Queued inside the transaction…
      expect(await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.type, "email.send"))).toHaveLength(1);
      throw new Error("the caller's save failed");
    });
    await expect(save).rejects.toThrow("the caller's save failed");
    // …and gone with it.
    expect(await queuedMails()).toHaveLength(0);
  });
});

describe("appointment e-mails to the customer", () => {
  it("go to the login's address in the login's language", async () => {
    const appointment = await addAppointment({ login: { email: "ana@example.com", locale: "es" } });
    await sendAppointmentRequestedEmail({ executor: db(), appointmentId: appointment.id });
    const [mail] = await queuedMails();
    expect(mail).toMatchObject({
      to: "ana@example.com",
      subject: "Recibimos su solicitud de cita",
      kind: "appointment-requested",
    });
    expect(mail!.text).toContain("Hola, Ana:");
    // The configured public origin: BASE_URL is unset in tests, so http://localhost:$PORT.
    expect(mail!.text).toContain("http://localhost:3000/customer/appointments");
  });

  it("tell the customer about a confirmation and a cancellation", async () => {
    const appointment = await addAppointment({ login: { email: "ana@example.com", locale: "en" } });
    await sendAppointmentStatusEmail({ executor: db(), appointmentId: appointment.id, status: "confirmed" });
    await sendAppointmentStatusEmail({ executor: db(), appointmentId: appointment.id, status: "cancelled" });
    const [confirmed, cancelled] = await queuedMails();
    expect(confirmed).toMatchObject({
      subject: "Your appointment is confirmed: Monday, June 15, 2026 at 10:00 AM",
      kind: "appointment-confirmed",
    });
    expect(cancelled).toMatchObject({ subject: "Your appointment was cancelled", kind: "appointment-cancelled" });
    expect(cancelled!.text).toContain("on Monday, June 15, 2026 at 10:00 AM has been cancelled");
  });

  it("use the customer record's address, in English, when there is no login", async () => {
    const appointment = await addAppointment({ customerEmail: "ana.record@example.com" });
    await sendAppointmentStatusEmail({ executor: db(), appointmentId: appointment.id, status: "confirmed" });
    expect((await queuedMails())[0]).toMatchObject({ to: "ana.record@example.com", kind: "appointment-confirmed" });
  });

  it("are skipped without an address, and a refused address does not undo the caller's change", async () => {
    const none = await addAppointment({ customerEmail: null });
    expect(await sendAppointmentRequestedEmail({ executor: db(), appointmentId: none.id })).toEqual({
      queued: false,
      reason: "no-recipient",
    });

    const injected = await addAppointment({ customerEmail: "ana@example.com\r\nBcc: all@example.com" });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const outcome = await db().transaction(async (tx) => {
      await tx.update(appointments).set({ status: "confirmed" }).where(eq(appointments.id, injected.id));
      return sendAppointmentStatusEmail({ executor: tx, appointmentId: injected.id, status: "confirmed" });
    });
    expect(outcome).toEqual({ queued: false, reason: "bad-recipient" });
    expect(warn).toHaveBeenCalled();
    const [saved] = await db().select().from(appointments).where(eq(appointments.id, injected.id));
    expect(saved!.status).toBe("confirmed");
    expect(await queuedMails()).toHaveLength(0);
  });

  it("report an appointment that does not exist as NOT_FOUND", async () => {
    await expect(
      sendAppointmentRequestedEmail({ executor: db(), appointmentId: "00000000-0000-4000-8000-000000000000" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
