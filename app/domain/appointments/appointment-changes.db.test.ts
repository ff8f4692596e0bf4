import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointments, jobs, serviceRequests, user } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { cancelAppointment } from "./cancel-appointment.server";
import { createAppointmentRequest } from "./create-appointment-request.server";
import { editAppointment } from "./edit-appointment.server";
import { setAppointmentStatus } from "./set-appointment-status.server";

const { db } = useTestDatabase();
const NOW = new Date("2026-06-01T14:00:00Z"); // Monday 1 June 2026, 10:00 AM in Miami
const DAY_BEFORE = new Date("2026-06-02T15:00:00Z"); // 23 hours before the 10:00 AM visit on 3 June

const form = {
  serviceType: "Installation",
  appointmentDate: "2026-06-03T10:00",
  serviceAddress: "123 Palm Ave, Miami",
  phone: "(305) 555-0100",
  durationMinutes: "60",
  customerNotes: "Gate code 42",
};
const edit = {
  appointmentDate: "2026-06-04T13:30",
  serviceAddress: "77 Ocean Dr, Miami",
  phone: "305-555-0177",
  durationMinutes: "120",
  customerNotes: "",
};

async function addUser(id: string, locale = "en") {
  await db()
    .insert(user)
    .values({ id, name: `${id} Tester`, email: `${id}@example.com`, firstName: id, locale });
  return { id, email: `${id}@example.com` };
}

async function requestFor(who: { id: string; email: string }) {
  return createAppointmentRequest({ user: who, input: form, now: NOW });
}

async function appointmentRow(id: string) {
  const [row] = await db().select().from(appointments).where(eq(appointments.id, id));
  return row!;
}

async function requestRow(id: string) {
  const [row] = await db().select().from(serviceRequests).where(eq(serviceRequests.id, id));
  return row!;
}

async function mailKinds() {
  return (await db().select().from(jobs).where(eq(jobs.type, "email.send")).orderBy(jobs.id)).map(
    (job) => (job.payload as { kind: string }).kind,
  );
}

async function changeNotices() {
  return (await db().select().from(jobs).where(eq(jobs.type, "email.send")).orderBy(jobs.id))
    .map((job) => job.payload as { kind: string; text: string })
    .filter((mail) => mail.kind === "appointment-changed-notification");
}

async function crmJobCount() {
  return (await db().select().from(jobs).where(eq(jobs.type, "crm.sync-appointment"))).length;
}

describe("editAppointment", () => {
  it("changes the time, address, phone, duration and notes but keeps the real service type", async () => {
    const ana = await addUser("ana");
    const { appointmentId } = await requestFor(ana);
    await editAppointment({ user: ana, appointmentId, input: { ...edit, serviceType: "AC Repair" }, now: NOW });
    expect(await appointmentRow(appointmentId)).toMatchObject({
      serviceType: "Installation",
      serviceAddress: "77 Ocean Dr, Miami",
      phone: "305-555-0177",
      durationMinutes: 120,
      customerNotes: null,
      status: "scheduled",
    });
    expect((await appointmentRow(appointmentId)).appointmentDate.toISOString()).toBe("2026-06-04T17:30:00.000Z");
    expect(await mailKinds()).toContain("appointment-changed-notification");
    expect(await crmJobCount()).toBe(2);
  });

  it("returns a confirmed appointment to scheduled and its service request to pending when its date or duration changes, and tells the office", async () => {
    const ana = await addUser("ana");
    for (const changed of [
      { appointmentDate: "2026-06-04T13:30" },
      { durationMinutes: "90" },
      { appointmentDate: "2026-06-03T10:30" },
    ]) {
      const { appointmentId, serviceRequestId } = await requestFor(ana);
      await setAppointmentStatus({ appointmentId, status: "confirmed" });
      const result = await editAppointment({ user: ana, appointmentId, input: { ...form, ...changed }, now: NOW });
      expect(result.status, JSON.stringify(changed)).toBe("scheduled");
      expect((await appointmentRow(appointmentId)).status).toBe("scheduled");
      expect((await requestRow(serviceRequestId)).status).toBe("pending");
    }
    expect((await changeNotices()).at(-1)!.text).toContain("back to scheduled");
  });

  it("keeps a confirmed appointment confirmed when only its address, phone or notes change, and tells the office so", async () => {
    const ana = await addUser("ana");
    const { appointmentId, serviceRequestId } = await requestFor(ana);
    await setAppointmentStatus({ appointmentId, status: "confirmed" });
    const before = await appointmentRow(appointmentId);
    const result = await editAppointment({
      user: ana,
      appointmentId,
      input: { ...form, phone: "305-555-0177", serviceAddress: "9 Bay Rd, Miami", customerNotes: "Dog in the yard" },
      now: NOW,
    });
    expect(result.status).toBe("confirmed");
    expect(await appointmentRow(appointmentId)).toMatchObject({
      status: "confirmed",
      phone: "305-555-0177",
      serviceAddress: "9 Bay Rd, Miami",
      customerNotes: "Dog in the yard",
      appointmentDate: before.appointmentDate,
    });
    expect((await requestRow(serviceRequestId)).status).toBe("scheduled");
    const notice = (await changeNotices()).at(-1)!;
    expect(notice.text).toContain("It stays confirmed");
    expect(notice.text).not.toContain("back to scheduled");
  });

  it("does not hold a time the office booked outside the self-service hours against an edit that keeps it", async () => {
    const ana = await addUser("ana");
    const { appointmentId } = await requestFor(ana);
    // Staff agreed 7:30 PM with the customer (outside business hours).
    await setAppointmentStatus({
      appointmentId,
      status: "confirmed",
      schedule: { appointmentDate: new Date("2026-06-03T23:30:00Z"), technicianName: null, technicianNotes: null },
    });
    const kept = { ...form, appointmentDate: "2026-06-03T19:30", phone: "305-555-0199" };
    expect(await editAppointment({ user: ana, appointmentId, input: kept, now: NOW })).toMatchObject({
      status: "confirmed",
    });
    await expect(
      editAppointment({ user: ana, appointmentId, input: { ...kept, appointmentDate: "2026-06-03T19:45" }, now: NOW }),
    ).rejects.toMatchObject({ fieldErrors: { appointmentDate: "outsideBusinessHours" } });
  });

  it("checks only address and phone among the spec's fields, then the time rules", async () => {
    const ana = await addUser("ana");
    const { appointmentId } = await requestFor(ana);
    await expect(
      editAppointment({ user: ana, appointmentId, input: { ...edit, serviceAddress: "", phone: "" }, now: NOW }),
    ).rejects.toMatchObject({
      code: "BAD_INPUT",
      fieldErrors: { serviceAddress: "addressRequired", phone: "phoneRequired" },
    });
    await expect(
      editAppointment({ user: ana, appointmentId, input: { ...edit, appointmentDate: "2026-06-02T09:00" }, now: NOW }),
    ).rejects.toMatchObject({
      fieldErrors: { appointmentDate: "dateTooSoon" },
    });
  });

  it("refuses to edit less than 24 hours ahead, or a completed or cancelled appointment", async () => {
    const ana = await addUser("ana");
    const { appointmentId } = await requestFor(ana);
    await expect(editAppointment({ user: ana, appointmentId, input: edit, now: DAY_BEFORE })).rejects.toMatchObject({
      code: "CONFLICT",
      fieldErrors: { form: "notEditable" },
    });
    await setAppointmentStatus({ appointmentId, status: "completed" });
    await expect(editAppointment({ user: ana, appointmentId, input: edit, now: NOW })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    expect((await appointmentRow(appointmentId)).serviceAddress).toBe("123 Palm Ave, Miami");
  });

  it("answers NOT_FOUND for another customer's appointment, or a made-up id, and changes nothing", async () => {
    const ana = await addUser("ana");
    const ben = await addUser("ben");
    const { appointmentId } = await requestFor(ana);
    const jobsBefore = (await db().select().from(jobs)).length;
    for (const id of [appointmentId, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      await expect(editAppointment({ user: ben, appointmentId: id, input: edit, now: NOW })).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
      await expect(cancelAppointment({ user: ben, appointmentId: id, now: NOW })).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
    }
    expect(await appointmentRow(appointmentId)).toMatchObject({
      status: "scheduled",
      serviceAddress: "123 Palm Ave, Miami",
    });
    expect((await db().select().from(jobs)).length).toBe(jobsBefore);
  });
});

describe("cancelAppointment", () => {
  it("cancels the appointment and its service request and tells the office it was the customer", async () => {
    const ana = await addUser("ana");
    const { appointmentId, serviceRequestId } = await requestFor(ana);
    await cancelAppointment({ user: ana, appointmentId, now: NOW });
    expect((await appointmentRow(appointmentId)).status).toBe("cancelled");
    expect((await requestRow(serviceRequestId)).status).toBe("cancelled");
    const kinds = await mailKinds();
    expect(kinds).toContain("appointment-customer-cancelled-notification");
    expect(kinds).not.toContain("appointment-cancelled");
    expect(await crmJobCount()).toBe(2);
  });

  it("refuses less than 24 hours ahead, and a second cancellation", async () => {
    const ana = await addUser("ana");
    const { appointmentId } = await requestFor(ana);
    await expect(cancelAppointment({ user: ana, appointmentId, now: DAY_BEFORE })).rejects.toMatchObject({
      code: "CONFLICT",
      fieldErrors: { form: "notCancellable" },
    });
    expect((await appointmentRow(appointmentId)).status).toBe("scheduled");
    await cancelAppointment({ user: ana, appointmentId, now: NOW });
    await expect(cancelAppointment({ user: ana, appointmentId, now: NOW })).rejects.toMatchObject({ code: "CONFLICT" });
  });
});

describe("setAppointmentStatus", () => {
  it("confirms: the service request becomes scheduled and the customer is mailed in their language", async () => {
    const ana = await addUser("ana", "es");
    const { appointmentId, serviceRequestId } = await requestFor(ana);
    await setAppointmentStatus({ appointmentId, status: "confirmed" });
    expect((await appointmentRow(appointmentId)).status).toBe("confirmed");
    expect((await requestRow(serviceRequestId)).status).toBe("scheduled");
    const mails = (await db().select().from(jobs).where(eq(jobs.type, "email.send")).orderBy(jobs.id)).map(
      (job) => job.payload as { kind: string; subject: string },
    );
    expect(mails.at(-1)).toMatchObject({ kind: "appointment-confirmed" });
    expect(mails.at(-1)!.subject).toContain("confirmada");
  });

  it("completes with the new completed mail and completes the service request", async () => {
    const ana = await addUser("ana");
    const { appointmentId, serviceRequestId } = await requestFor(ana);
    await setAppointmentStatus({ appointmentId, status: "confirmed" });
    await setAppointmentStatus({ appointmentId, status: "completed" });
    expect((await requestRow(serviceRequestId)).status).toBe("completed");
    expect((await mailKinds()).at(-1)).toBe("appointment-completed");
    expect(await crmJobCount()).toBe(3);
  });

  it("cancels with the company's cancellation mail and cancels the service request", async () => {
    const ana = await addUser("ana");
    const { appointmentId, serviceRequestId } = await requestFor(ana);
    await setAppointmentStatus({ appointmentId, status: "cancelled" });
    expect((await requestRow(serviceRequestId)).status).toBe("cancelled");
    expect((await mailKinds()).at(-1)).toBe("appointment-cancelled");
  });

  it("changes nothing for the status it already has, and re-opens a cancelled one as confirmed (spec document 2 §4: from any state)", async () => {
    const ana = await addUser("ana");
    const { appointmentId, serviceRequestId } = await requestFor(ana);
    await setAppointmentStatus({ appointmentId, status: "cancelled" });
    const mailsBefore = (await mailKinds()).length;
    expect(await setAppointmentStatus({ appointmentId, status: "cancelled" })).toMatchObject({ changed: false });
    expect((await mailKinds()).length).toBe(mailsBefore);
    expect(await setAppointmentStatus({ appointmentId, status: "confirmed" })).toMatchObject({ changed: true });
    expect((await appointmentRow(appointmentId)).status).toBe("confirmed");
    expect((await requestRow(serviceRequestId)).status).toBe("scheduled");
    expect((await mailKinds()).at(-1)).toBe("appointment-confirmed");
    await expect(
      setAppointmentStatus({ appointmentId: "00000000-0000-4000-8000-000000000000", status: "confirmed" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
