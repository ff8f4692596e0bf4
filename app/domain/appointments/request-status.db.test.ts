import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { appointments, auditLog, customers, jobs, serviceHistory, serviceRequests, user } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { cancelAppointment } from "./cancel-appointment.server";
import { createAppointmentRequest } from "./create-appointment-request.server";
import { listCustomerAppointments } from "./list-customer-appointments.server";
import { listTechnicianNames } from "./list-technician-names.server";
import { setRequestStatus } from "./set-request-status.server";

const { db } = useTestDatabase();
const NOW = new Date("2026-06-01T14:00:00Z"); // Monday 1 June 2026, 10:00 AM in Miami
/** The requested visit (3 June, 10:00 AM in Miami) has begun: it may be completed. */
const VISIT_BEGUN = new Date("2026-06-03T14:00:00Z");
const admin = { id: "admin-1" };

const form = {
  serviceType: "AC Repair",
  appointmentDate: "2026-06-03T10:00",
  serviceAddress: "123 Palm Ave, Miami",
  phone: "(305) 555-0100",
  durationMinutes: "60",
  customerNotes: "Gate code 42",
};
const schedule = {
  appointmentDate: "2026-06-04T13:30",
  technicianName: "Luis Pérez",
  technicianNotes: "Bring a ladder\nCheck the attic unit",
};

beforeEach(async () => {
  await db().insert(user).values({ id: admin.id, name: "Olga Owner", email: "owner@awac.example", role: "admin" });
});

async function addUser(id: string, locale = "en") {
  await db()
    .insert(user)
    .values({ id, name: `${id} Tester`, email: `${id}@example.com`, firstName: id, lastName: "Tester", locale });
  return { id, email: `${id}@example.com` };
}

async function requested(locale = "en") {
  const ana = await addUser("ana", locale);
  const created = await createAppointmentRequest({ user: ana, input: form, now: NOW });
  return { ana, ...created };
}

async function rows(requestId: string) {
  const [request] = await db().select().from(serviceRequests).where(eq(serviceRequests.id, requestId));
  const [appointment] = await db().select().from(appointments).where(eq(appointments.serviceRequestId, requestId));
  return { request: request!, appointment: appointment! };
}

async function lastMail() {
  const sent = await db().select().from(jobs).where(eq(jobs.type, "email.send")).orderBy(jobs.id);
  return sent.at(-1)!.payload as { kind: string; to: string; subject: string; text: string };
}

async function audits() {
  return db().select().from(auditLog).orderBy(auditLog.id);
}

/** Moves the rows' updated_at back an hour, so a change is seen to set it again. */
async function ageRows(requestId: string) {
  const past = new Date(Date.now() - 3_600_000);
  await db().update(serviceRequests).set({ updatedAt: past }).where(eq(serviceRequests.id, requestId));
  await db().update(appointments).set({ updatedAt: past }).where(eq(appointments.serviceRequestId, requestId));
  return past;
}

const APPOINTMENT_STATUS = { scheduled: "confirmed", completed: "completed", cancelled: "cancelled" } as const;
const MAIL_KIND = {
  scheduled: "appointment-confirmed",
  completed: "appointment-completed",
  cancelled: "appointment-cancelled",
} as const;
const TARGETS = ["scheduled", "completed", "cancelled"] as const;
const STARTS = ["pending", "scheduled", "completed", "cancelled"] as const;

describe("setRequestStatus", () => {
  for (const start of STARTS) {
    for (const target of TARGETS.filter((status) => status !== start)) {
      it(`moves a ${start} request to ${target} with its appointment, updated_at, the customer's e-mail and the audit entry`, async () => {
        const { serviceRequestId } = await requested();
        if (start !== "pending") {
          const now = start === "completed" ? VISIT_BEGUN : NOW;
          await setRequestStatus({ actor: admin, requestId: serviceRequestId, status: start, now });
        }
        const past = await ageRows(serviceRequestId);
        const auditsBefore = (await audits()).length;

        const now = target === "completed" ? VISIT_BEGUN : NOW;
        const result = await setRequestStatus({ actor: admin, requestId: serviceRequestId, status: target, now });

        expect(result).toMatchObject({ status: target, changed: true });
        const { request, appointment } = await rows(serviceRequestId);
        expect(request.status).toBe(target);
        expect(appointment.status).toBe(APPOINTMENT_STATUS[target]);
        expect(request.updatedAt.getTime()).toBeGreaterThan(past.getTime());
        expect(appointment.updatedAt.getTime()).toBeGreaterThan(past.getTime());
        expect(await lastMail()).toMatchObject({ kind: MAIL_KIND[target], to: "ana@example.com" });
        const added = (await audits()).slice(auditsBefore);
        expect(added).toHaveLength(1);
        expect(added[0]).toMatchObject({
          actorUserId: admin.id,
          action: "appointment.status",
          entity: "appointment",
          entityId: appointment.id,
        });
        expect(added[0]!.details).toMatchObject({
          from: start === "pending" ? "scheduled" : APPOINTMENT_STATUS[start],
          to: APPOINTMENT_STATUS[target],
        });
      });
    }
  }

  it("saves the schedule on the appointment, mails it in the customer's language, and the portal shows it", async () => {
    const { ana, serviceRequestId } = await requested("es");
    await setRequestStatus({ actor: admin, requestId: serviceRequestId, status: "scheduled", schedule, now: NOW });

    const { appointment } = await rows(serviceRequestId);
    expect(appointment).toMatchObject({
      status: "confirmed",
      technicianName: "Luis Pérez",
      technicianNotes: "Bring a ladder\nCheck the attic unit",
    });
    // 1:30 PM in Miami in June (EDT) is 17:30 UTC.
    expect(appointment.appointmentDate.toISOString()).toBe("2026-06-04T17:30:00.000Z");
    const mail = await lastMail();
    expect(mail.kind).toBe("appointment-confirmed");
    expect(mail.subject).toContain("confirmada");
    expect(mail.text).toContain("Técnico: Luis Pérez");
    expect(mail.text).toContain("Bring a ladder");
    expect(mail.text).toContain("1:30");
    const [entry] = (await audits()).slice(-1);
    expect(entry!.details).toMatchObject({
      from: "scheduled",
      to: "confirmed",
      technicianName: "Luis Pérez",
      appointmentDate: "2026-06-04T17:30:00.000Z",
    });

    const [shown] = await listCustomerAppointments({ user: ana, now: NOW });
    expect(shown).toMatchObject({
      status: "confirmed",
      technicianName: "Luis Pérez",
      technicianNotes: "Bring a ladder\nCheck the attic unit",
      appointmentLocal: "2026-06-04T13:30",
    });
  });

  it("re-schedules a scheduled request with a new time and technician, and mails the change", async () => {
    const { serviceRequestId } = await requested();
    await setRequestStatus({ actor: admin, requestId: serviceRequestId, status: "scheduled", schedule, now: NOW });
    const result = await setRequestStatus({
      actor: admin,
      requestId: serviceRequestId,
      status: "scheduled",
      schedule: { ...schedule, appointmentDate: "2026-06-05T08:00", technicianName: "Marta Gil" },
      now: NOW,
    });
    expect(result.changed).toBe(true);
    const { request, appointment } = await rows(serviceRequestId);
    expect(request.status).toBe("scheduled");
    expect(appointment).toMatchObject({ status: "confirmed", technicianName: "Marta Gil" });
    const mail = await lastMail();
    expect(mail.subject).toContain("Your appointment was changed");
    expect(mail.text).toContain("Technician: Marta Gil");
    expect((await audits()).at(-1)!.details).toMatchObject({
      from: "confirmed",
      to: "confirmed",
      technicianName: "Marta Gil",
    });
  });

  it("changes nothing, mails nothing and audits nothing for the status it already has", async () => {
    const { serviceRequestId } = await requested();
    await setRequestStatus({ actor: admin, requestId: serviceRequestId, status: "scheduled", schedule, now: NOW });
    const [jobsBefore, auditsBefore] = [(await db().select().from(jobs)).length, (await audits()).length];
    expect(
      await setRequestStatus({ actor: admin, requestId: serviceRequestId, status: "scheduled", now: NOW }),
    ).toMatchObject({ changed: false });
    expect(
      await setRequestStatus({ actor: admin, requestId: serviceRequestId, status: "scheduled", schedule, now: NOW }),
    ).toMatchObject({ changed: false });
    expect((await db().select().from(jobs)).length).toBe(jobsBefore);
    expect((await audits()).length).toBe(auditsBefore);
  });

  it("offers the completed visit as a prefilled service record: customer, type, Miami date and technician", async () => {
    const { serviceRequestId } = await requested();
    await setRequestStatus({
      actor: admin,
      requestId: serviceRequestId,
      status: "scheduled",
      schedule: { ...schedule, appointmentDate: "2026-06-04T20:30" },
      now: NOW,
    });
    const [record] = await db().select().from(customers);
    const result = await setRequestStatus({
      actor: admin,
      requestId: serviceRequestId,
      status: "completed",
      now: new Date("2026-06-05T01:00:00Z"), // 9 PM on 4 June in Miami
    });
    // 8:30 PM in Miami is already 5 June in UTC: the record's date is Miami's.
    expect(result.serviceRecordPrefill).toEqual({
      customerId: record!.id,
      serviceType: "AC Repair",
      serviceDate: "2026-06-04",
      technicianName: "Luis Pérez",
    });
  });

  it("refuses to complete a visit before its start time, unless staff say it was done today, which dates its record today", async () => {
    const { serviceRequestId } = await requested();
    const [jobsBefore, auditsBefore] = [(await db().select().from(jobs)).length, (await audits()).length];
    const early = new Date("2026-06-03T13:59:00Z"); // a minute before the 10:00 AM visit
    await expect(
      setRequestStatus({ actor: admin, requestId: serviceRequestId, status: "completed", now: early }),
    ).rejects.toMatchObject({ code: "BAD_INPUT", fieldErrors: { completedToday: "completeBeforeStart" } });
    expect((await rows(serviceRequestId)).appointment.status).toBe("scheduled");
    expect((await db().select().from(jobs)).length).toBe(jobsBefore);
    expect((await audits()).length).toBe(auditsBefore);

    // Staff's explicit choice: completed today, two days early. The record is dated today, never 3 June.
    const result = await setRequestStatus({
      actor: admin,
      requestId: serviceRequestId,
      status: "completed",
      completedToday: true,
      now: NOW,
    });
    expect(result).toMatchObject({ changed: true, serviceRecordPrefill: { serviceDate: "2026-06-01" } });
    expect((await rows(serviceRequestId)).appointment.status).toBe("completed");
    expect((await audits()).at(-1)!.details).toMatchObject({ to: "completed", completedEarly: true });
  });

  it("completes a visit from its start time on, and dates its record the visit's day", async () => {
    const { serviceRequestId } = await requested();
    const result = await setRequestStatus({
      actor: admin,
      requestId: serviceRequestId,
      status: "completed",
      now: VISIT_BEGUN,
    });
    expect(result).toMatchObject({ changed: true, serviceRecordPrefill: { serviceDate: "2026-06-03" } });
    expect((await audits()).at(-1)!.details).not.toHaveProperty("completedEarly");
  });

  it("changes an older request without an appointment on its own, audited as a service_request", async () => {
    const [request] = await db()
      .insert(serviceRequests)
      .values({ name: "Walk In", phone: "305-555-0111", serviceType: "Maintenance", message: "Call first" })
      .returning();
    const result = await setRequestStatus({
      actor: admin,
      requestId: request!.id,
      status: "completed",
      schedule,
      now: NOW,
    });
    expect(result).toMatchObject({ changed: true, serviceRecordPrefill: null });
    const [after] = await db().select().from(serviceRequests);
    expect(after!.status).toBe("completed");
    expect(after!.updatedAt.getTime()).toBeGreaterThanOrEqual(request!.updatedAt.getTime());
    expect((await audits()).at(-1)).toMatchObject({
      action: "appointment.status",
      entity: "service_request",
      entityId: request!.id,
      details: { from: "pending", to: "completed" },
    });
    expect(await db().select().from(jobs)).toEqual([]);
  });

  it("refuses a status staff cannot set with BAD_INPUT, a bad schedule with field keys, and an unknown id with NOT_FOUND", async () => {
    const { serviceRequestId } = await requested();
    for (const status of ["pending", "confirmed", "", undefined, ["scheduled"]]) {
      await expect(
        setRequestStatus({ actor: admin, requestId: serviceRequestId, status, now: NOW }),
      ).rejects.toMatchObject({
        code: "BAD_INPUT",
        fieldErrors: { status: "statusInvalid" },
      });
    }
    await expect(
      setRequestStatus({
        actor: admin,
        requestId: serviceRequestId,
        status: "scheduled",
        schedule: { appointmentDate: "", technicianName: "x".repeat(101), technicianNotes: "a\u0000b" },
        now: NOW,
      }),
    ).rejects.toMatchObject({
      code: "BAD_INPUT",
      fieldErrors: {
        appointmentDate: "dateRequired",
        technicianName: "technicianNameTooLong",
        technicianNotes: "technicianNotesNotAllowed",
      },
    });
    await expect(
      setRequestStatus({
        actor: admin,
        requestId: serviceRequestId,
        status: "scheduled",
        schedule: { appointmentDate: "2026-05-30T10:00" },
        now: NOW,
      }),
    ).rejects.toMatchObject({
      fieldErrors: { appointmentDate: "datePast" },
    });
    for (const requestId of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      await expect(setRequestStatus({ actor: admin, requestId, status: "completed", now: NOW })).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
    }
    expect((await rows(serviceRequestId)).request.status).toBe("pending");
  });

  it("shows a customer's own cancellation as a cancelled request with a new updated_at", async () => {
    const { ana, appointmentId, serviceRequestId } = await requested();
    const past = await ageRows(serviceRequestId);
    await cancelAppointment({ user: ana, appointmentId, now: NOW });
    const { request } = await rows(serviceRequestId);
    expect(request.status).toBe("cancelled");
    expect(request.updatedAt.getTime()).toBeGreaterThan(past.getTime());
  });
});

describe("listTechnicianNames", () => {
  it("suggests each name used on appointments and service records once, most recently used first", async () => {
    const { serviceRequestId } = await requested();
    const [record] = await db().select().from(customers);
    await db()
      .insert(serviceHistory)
      .values([
        {
          customerId: record!.id,
          serviceType: "AC Repair",
          serviceDate: "2025-01-01",
          technicianName: "Old Timer",
          createdAt: new Date("2025-01-01T12:00:00Z"),
        },
        {
          customerId: record!.id,
          serviceType: "AC Repair",
          serviceDate: "2026-01-01",
          technicianName: "Luis Pérez",
          createdAt: new Date("2026-01-01T12:00:00Z"),
        },
        { customerId: record!.id, serviceType: "AC Repair", serviceDate: "2026-01-02", technicianName: null },
      ]);
    await setRequestStatus({
      actor: admin,
      requestId: serviceRequestId,
      status: "scheduled",
      schedule: { ...schedule, technicianName: "Marta Gil" },
      now: NOW,
    });
    expect(await listTechnicianNames()).toEqual(["Marta Gil", "Luis Pérez", "Old Timer"]);
    expect(await listTechnicianNames({ limit: 1 })).toEqual(["Marta Gil"]);
  });
});
