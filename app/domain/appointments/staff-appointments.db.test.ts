import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { APPOINTMENT_REQUESTS_PAGE_SIZE } from "~/config/business-rules";
import { appointments, auditLog, customers, jobs, serviceRequests, user } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import {
  DEFAULT_APPOINTMENT_REQUEST_LIST_PARAMS,
  appointmentRequestListParamsFrom,
  type AppointmentRequestListParams,
} from "./appointment-request-list-params";
import { bookAppointmentForCustomer } from "./book-appointment-for-customer.server";
import { createAppointmentRequest } from "./create-appointment-request.server";
import { getAppointmentRequest } from "./get-appointment-request.server";
import { listAppointmentRequests } from "./list-appointment-requests.server";
import { listCustomerAppointments } from "./list-customer-appointments.server";
import { setRequestStatus } from "./set-request-status.server";

const { db } = useTestDatabase();
const NOW = new Date("2026-06-01T14:00:00Z"); // Monday 1 June 2026, 10:00 AM in Miami
const admin = { id: "admin-1" };

const form = {
  serviceType: "Maintenance",
  appointmentDate: "2026-06-03T10:00",
  serviceAddress: "9 Bay Rd, Doral",
  phone: "(305) 555-0199",
  durationMinutes: "90",
  customerNotes: "Dog in the yard",
};

beforeEach(async () => {
  await db().insert(user).values({ id: admin.id, name: "Olga Owner", email: "owner@awac.example", role: "admin" });
});

const list = (params: Partial<AppointmentRequestListParams> = {}) =>
  listAppointmentRequests({ actor: admin, params: { ...DEFAULT_APPOINTMENT_REQUEST_LIST_PARAMS, ...params } });

async function addCustomer(values: Partial<typeof customers.$inferInsert> = {}) {
  const [row] = await db()
    .insert(customers)
    .values({ firstName: "Rosa", lastName: "Díaz", email: "rosa@example.com", ...values })
    .returning();
  return row!;
}

async function addRequests(howMany: number) {
  const base = Date.parse("2026-05-01T12:00:00Z");
  await db()
    .insert(serviceRequests)
    .values(
      Array.from({ length: howMany }, (_, index) => ({
        name: `Caller ${index}`,
        serviceType: "AC Repair",
        message: `Message ${index}`,
        status: index % 2 === 0 ? ("pending" as const) : ("completed" as const),
        createdAt: new Date(base + index * 60_000),
      })),
    );
}

describe("listAppointmentRequests", () => {
  it("lists requests newest first, paged on the server, with counts per status and the filter", async () => {
    await addRequests(APPOINTMENT_REQUESTS_PAGE_SIZE + 5);
    const first = await list();
    expect(first).toMatchObject({ total: APPOINTMENT_REQUESTS_PAGE_SIZE + 5, page: 1, pageCount: 2 });
    expect(first.rows).toHaveLength(APPOINTMENT_REQUESTS_PAGE_SIZE);
    expect(first.rows[0]!.contactName).toBe(`Caller ${APPOINTMENT_REQUESTS_PAGE_SIZE + 4}`);
    expect(first.counts).toMatchObject({ all: 30, pending: 15, completed: 15, scheduled: 0, cancelled: 0 });
    const second = await list({ page: 2 });
    expect(second.rows.map((row) => row.contactName)).toEqual([
      "Caller 4",
      "Caller 3",
      "Caller 2",
      "Caller 1",
      "Caller 0",
    ]);
    expect((await list({ page: 99 })).page).toBe(2);
    const pending = await list({ status: "pending" });
    expect(pending.total).toBe(15);
    expect(pending.rows.every((row) => row.status === "pending")).toBe(true);
    expect((await list({ status: "cancelled" })).rows).toEqual([]);
  });

  it("shows the customer, the appointment's time, address, phone and notes, or the request's message without one", async () => {
    await db()
      .insert(user)
      .values({ id: "ana", name: "Ana Tester", email: "ana@example.com", firstName: "Ana", lastName: "Tester" });
    const { serviceRequestId } = await createAppointmentRequest({
      user: { id: "ana", email: "ana@example.com" },
      input: form,
      now: NOW,
    });
    await db()
      .insert(serviceRequests)
      .values({
        name: "Walk In",
        phone: "305-555-0111",
        serviceType: "Consultation",
        message: "Call after 5",
        createdAt: new Date("2020-01-01"),
      });
    const { rows } = await list();
    const [record] = await db().select().from(customers);
    expect(rows[0]).toMatchObject({
      id: serviceRequestId,
      status: "pending",
      serviceType: "Maintenance",
      customer: { id: record!.id, name: "Ana Tester", customerNumber: record!.customerNumber },
      address: "9 Bay Rd, Doral",
      phone: "(305) 555-0199",
      notes: "Dog in the yard",
      appointment: {
        status: "scheduled",
        appointmentLocal: "2026-06-03T10:00",
        durationMinutes: 90,
        technicianName: null,
      },
    });
    expect(rows[1]).toMatchObject({
      customer: null,
      contactName: "Walk In",
      address: null,
      phone: "305-555-0111",
      notes: "Call after 5",
      appointment: null,
    });
    expect(await getAppointmentRequest({ actor: admin, requestId: serviceRequestId })).toEqual(rows[0]);
    await expect(getAppointmentRequest({ actor: admin, requestId: "nope" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("reads a bad status or page in the URL as the default", () => {
    expect(appointmentRequestListParamsFrom(new URLSearchParams("status=confirmed&page=-3"))).toEqual({
      status: "all",
      page: 1,
    });
    expect(appointmentRequestListParamsFrom(new URLSearchParams("status=cancelled&page=3"))).toEqual({
      status: "cancelled",
      page: 3,
    });
  });
});

describe("bookAppointmentForCustomer", () => {
  const booking = { ...form, technicianName: "Luis Pérez", technicianNotes: "Bring filters" };

  it("creates the confirmed appointment and its scheduled request, mails the customer, queues the CRM job and audits it", async () => {
    const rosa = await addCustomer();
    const booked = await bookAppointmentForCustomer({ actor: admin, customerId: rosa.id, input: booking, now: NOW });
    expect(booked).toMatchObject({
      customerName: "Rosa Díaz",
      serviceType: "Maintenance",
      appointmentDate: "2026-06-03T14:00:00.000Z",
    });
    const [request] = await db().select().from(serviceRequests);
    const [appointment] = await db().select().from(appointments);
    expect(request).toMatchObject({
      id: booked.serviceRequestId,
      customerId: rosa.id,
      status: "scheduled",
      name: "Rosa Díaz",
      email: "rosa@example.com",
      phone: "(305) 555-0199",
    });
    expect(appointment).toMatchObject({
      id: booked.appointmentId,
      status: "confirmed",
      technicianName: "Luis Pérez",
      technicianNotes: "Bring filters",
      serviceAddress: "9 Bay Rd, Doral",
    });
    const sent = (await db().select().from(jobs).where(eq(jobs.type, "email.send"))).map(
      (job) => job.payload as { kind: string; to: string; text: string },
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: "appointment-confirmed", to: "rosa@example.com" });
    expect(sent[0]!.text).toContain("Technician: Luis Pérez");
    expect(
      (await db().select().from(jobs).where(eq(jobs.type, "crm.sync-appointment"))).map((job) => job.payload),
    ).toEqual([{ appointmentId: booked.appointmentId }]);
    const [entry] = await db().select().from(auditLog);
    expect(entry).toMatchObject({
      actorUserId: admin.id,
      action: "appointment.book",
      entity: "appointment",
      entityId: booked.appointmentId,
    });
    expect(entry!.details).toMatchObject({
      customerId: rosa.id,
      technicianName: "Luis Pérez",
      appointmentDate: "2026-06-03T14:00:00.000Z",
    });
  });

  it("books for a record without an e-mail without mailing, and the customer's login then sees it in the portal", async () => {
    const silent = await addCustomer({ email: null });
    await bookAppointmentForCustomer({ actor: admin, customerId: silent.id, input: booking, now: NOW });
    expect(await db().select().from(jobs).where(eq(jobs.type, "email.send"))).toEqual([]);

    await db().insert(user).values({ id: "rosa", name: "Rosa Díaz", email: "rosa.login@example.com", locale: "es" });
    const linked = await addCustomer({ userId: "rosa", email: null });
    await bookAppointmentForCustomer({ actor: admin, customerId: linked.id, input: booking, now: NOW });
    const [mail] = (await db().select().from(jobs).where(eq(jobs.type, "email.send"))).map(
      (job) => job.payload as { to: string; subject: string },
    );
    expect(mail).toMatchObject({ to: "rosa.login@example.com" });
    expect(mail!.subject).toContain("confirmada");
    const [shown] = await listCustomerAppointments({ user: { id: "rosa" }, now: NOW });
    expect(shown).toMatchObject({
      status: "confirmed",
      technicianName: "Luis Pérez",
      technicianNotes: "Bring filters",
    });
  });

  it("applies the portal's rules and refuses the customer and the fields together, writing nothing", async () => {
    await expect(
      bookAppointmentForCustomer({
        actor: admin,
        customerId: "",
        input: { ...booking, serviceAddress: "", technicianName: "x".repeat(101) },
        now: NOW,
      }),
    ).rejects.toMatchObject({
      code: "BAD_INPUT",
      fieldErrors: {
        customerId: "customerRequired",
        serviceAddress: "addressRequired",
        technicianName: "technicianNameTooLong",
      },
    });
    const rosa = await addCustomer();
    await expect(
      bookAppointmentForCustomer({
        actor: admin,
        customerId: rosa.id,
        input: { ...booking, appointmentDate: "2026-06-02T09:00" },
        now: NOW,
      }),
    ).rejects.toMatchObject({
      fieldErrors: { appointmentDate: "dateTooSoon" },
    });
    await expect(
      bookAppointmentForCustomer({
        actor: admin,
        customerId: rosa.id,
        input: { ...booking, appointmentDate: "2026-06-07T10:00" },
        now: NOW,
      }),
    ).rejects.toMatchObject({
      fieldErrors: { appointmentDate: "outsideBusinessHours" },
    });
    await expect(
      bookAppointmentForCustomer({
        actor: admin,
        customerId: "00000000-0000-4000-8000-000000000000",
        input: booking,
        now: NOW,
      }),
    ).rejects.toMatchObject({
      fieldErrors: { customerId: "customerUnknown" },
    });
    for (const table of [serviceRequests, appointments, jobs, auditLog])
      expect(await db().select().from(table)).toEqual([]);
  });

  it("is listed as a scheduled request that staff can complete", async () => {
    const rosa = await addCustomer();
    const booked = await bookAppointmentForCustomer({ actor: admin, customerId: rosa.id, input: booking, now: NOW });
    const { rows } = await list({ status: "scheduled" });
    expect(rows.map((row) => [row.id, row.appointment?.technicianName])).toEqual([
      [booked.serviceRequestId, "Luis Pérez"],
    ]);
    const done = await setRequestStatus({
      actor: admin,
      requestId: booked.serviceRequestId,
      status: "completed",
      now: new Date("2026-06-03T16:00:00Z"), // the visit began at 10:00 AM in Miami
    });
    expect(done.serviceRecordPrefill).toEqual({
      customerId: rosa.id,
      serviceType: "Maintenance",
      serviceDate: "2026-06-03",
      technicianName: "Luis Pérez",
    });
  });
});
