import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { appointments, customers, jobs, serviceRequests, settings, user } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import { createAppointmentRequest } from "./create-appointment-request.server";
import { listCustomerAppointments } from "./list-customer-appointments.server";

// The CRM job insert fails once when asked: everything the request wrote must go with it.
const failCrmEnqueue = vi.hoisted(() => ({ value: false }));
vi.mock("~/jobs/enqueue.server", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/jobs/enqueue.server")>();
  return {
    ...original,
    enqueueJob: async (...args: Parameters<typeof original.enqueueJob>) => {
      if (failCrmEnqueue.value && args[1].type.startsWith("crm.")) {
        failCrmEnqueue.value = false;
        throw new Error("job table unavailable (test)");
      }
      return original.enqueueJob(...args);
    },
  };
});

const { db } = useTestDatabase();
const NOW = new Date("2026-06-01T14:00:00Z"); // Monday 1 June 2026, 10:00 AM in Miami

const form = {
  serviceType: "Heating Repair",
  appointmentDate: "2026-06-03T10:00",
  serviceAddress: "123 Palm Ave, Miami",
  phone: "(305) 555-0100",
  durationMinutes: "90",
  customerNotes: "Gate code 42",
};

async function addUser(id: string, locale = "en") {
  await db()
    .insert(user)
    .values({ id, name: `${id} Tester`, email: `${id}@example.com`, firstName: id, lastName: "Tester", locale });
  return { id, email: `${id}@example.com` };
}

async function jobsOf(type: string) {
  return db().select().from(jobs).where(eq(jobs.type, type)).orderBy(jobs.id);
}

async function mails() {
  return (await jobsOf("email.send")).map(
    (job) => job.payload as { to: string; subject: string; text: string; kind: string },
  );
}

describe("createAppointmentRequest", () => {
  it("writes the pending service request and the scheduled appointment with address and phone in their own columns", async () => {
    const ana = await addUser("ana");
    const created = await createAppointmentRequest({ user: ana, input: form, now: NOW });
    expect(created.status).toBe("scheduled");

    const [record] = await db().select().from(customers).where(eq(customers.userId, "ana"));
    const [appointment] = await db().select().from(appointments);
    expect(appointment).toMatchObject({
      customerId: record!.id,
      serviceRequestId: created.serviceRequestId,
      serviceType: "Heating Repair",
      durationMinutes: 90,
      serviceAddress: "123 Palm Ave, Miami",
      phone: "(305) 555-0100",
      customerNotes: "Gate code 42",
      status: "scheduled",
    });
    // 10:00 AM in Miami in June (EDT) is 14:00 UTC.
    expect(appointment!.appointmentDate.toISOString()).toBe("2026-06-03T14:00:00.000Z");
    const [request] = await db().select().from(serviceRequests);
    expect(request).toMatchObject({
      customerId: record!.id,
      status: "pending",
      serviceType: "Heating Repair",
      email: "ana@example.com",
      phone: "(305) 555-0100",
    });
    expect(request!.message).toContain("123 Palm Ave, Miami");
  });

  it("mails the customer that the request was received, tells the office and queues the CRM sync", async () => {
    const ana = await addUser("ana");
    const { appointmentId } = await createAppointmentRequest({ user: ana, input: form, now: NOW });
    const sent = await mails();
    expect(sent.map((mail) => [mail.kind, mail.to])).toEqual([
      ["appointment-requested", "ana@example.com"],
      ["appointment-request-notification", "service@awac.example"],
    ]);
    expect((await jobsOf("crm.sync-appointment")).map((job) => job.payload)).toEqual([{ appointmentId }]);
  });

  it("leaves nothing behind when a step fails (the CRM job here)", async () => {
    const ana = await addUser("ana");
    failCrmEnqueue.value = true;
    await expect(createAppointmentRequest({ user: ana, input: form, now: NOW })).rejects.toThrow(
      "job table unavailable",
    );
    for (const table of [customers, serviceRequests, appointments, jobs]) {
      expect(await db().select().from(table)).toEqual([]);
    }
  });

  it("refuses the spec's fields in the spec's order with their message keys", async () => {
    const ana = await addUser("ana");
    const empty = { serviceAddress: " ", phone: "", serviceType: "", appointmentDate: "" };
    await expect(createAppointmentRequest({ user: ana, input: empty, now: NOW })).rejects.toMatchObject({
      code: "BAD_INPUT",
      fieldErrors: {
        serviceAddress: "addressRequired",
        phone: "phoneRequired",
        serviceType: "serviceTypeRequired",
        appointmentDate: "dateRequired",
      },
    });
    const refused = await createAppointmentRequest({ user: ana, input: empty, now: NOW }).catch(
      (error: { fieldErrors: object }) => error.fieldErrors,
    );
    expect(Object.keys(refused)).toEqual(["serviceAddress", "phone", "serviceType", "appointmentDate"]);
    expect(await db().select().from(appointments)).toEqual([]);
  });

  it("refuses a time less than 24 hours ahead across the March daylight-saving change", async () => {
    const ana = await addUser("ana");
    const saturdayMorning = new Date("2026-03-07T14:00:00Z"); // Saturday 7 March, 9:00 AM EST
    // Monday 9 March 8:00 AM is more than 24 hours ahead; Saturday's hours do not matter here.
    await expect(
      createAppointmentRequest({
        user: ana,
        input: { ...form, appointmentDate: "2026-03-08T09:30" },
        now: saturdayMorning,
      }),
    ).rejects.toMatchObject({
      code: "BAD_INPUT",
      fieldErrors: { appointmentDate: "dateTooSoon" },
    });
    const created = await createAppointmentRequest({
      user: ana,
      input: { ...form, appointmentDate: "2026-03-09T08:00" },
      now: saturdayMorning,
    });
    expect(created.status).toBe("scheduled");
  });

  it("refuses a time outside the business hours of the settings", async () => {
    const ana = await addUser("ana");
    await expect(
      createAppointmentRequest({ user: ana, input: { ...form, appointmentDate: "2026-06-03T19:00" }, now: NOW }),
    ).rejects.toMatchObject({
      fieldErrors: { appointmentDate: "outsideBusinessHours" },
    });
    await expect(
      createAppointmentRequest({ user: ana, input: { ...form, appointmentDate: "2026-06-07T10:00" }, now: NOW }),
    ).rejects.toMatchObject({
      fieldErrors: { appointmentDate: "outsideBusinessHours" },
    });
  });

  it("ignores a status, customer id or price sent with the form", async () => {
    const ana = await addUser("ana");
    const [other] = await db().insert(customers).values({ firstName: "Ben", lastName: "Cole" }).returning();
    await createAppointmentRequest({
      user: ana,
      input: { ...form, status: "completed", customerId: other!.id, amount: 1 },
      now: NOW,
    });
    const [appointment] = await db().select().from(appointments);
    expect(appointment!.status).toBe("scheduled");
    expect(appointment!.customerId).not.toBe(other!.id);
  });

  it("leaves a free-time request for staff even with auto-confirm on (auto-confirm is for window bookings)", async () => {
    await db().update(settings).set({ autoConfirm: true });
    const ana = await addUser("ana");
    const created = await createAppointmentRequest({ user: ana, input: form, now: NOW });
    expect(created.status).toBe("scheduled");
    expect((await db().select().from(serviceRequests))[0]!.status).toBe("pending");
    expect((await mails())[0]).toMatchObject({ kind: "appointment-requested" });
  });

  it("leaves a request 48 hours ahead pending when auto-confirm is off", async () => {
    await db().update(settings).set({ autoConfirm: false });
    const ana = await addUser("ana");
    const created = await createAppointmentRequest({ user: ana, input: form, now: NOW });
    expect(created.status).toBe("scheduled");
    expect((await db().select().from(appointments))[0]!.status).toBe("scheduled");
    expect((await db().select().from(serviceRequests))[0]!.status).toBe("pending");
    expect((await mails()).map((mail) => mail.kind)).not.toContain("appointment-confirmed");
  });

  it("sends no office mail when e-mail notifications are off", async () => {
    await db().update(settings).set({ emailNotifications: false });
    const ana = await addUser("ana");
    await createAppointmentRequest({ user: ana, input: form, now: NOW });
    expect((await mails()).map((mail) => mail.kind)).toEqual(["appointment-requested"]);
  });
});

describe("listCustomerAppointments", () => {
  it("lists only the user's own appointments, newest appointment date first, with what may still change", async () => {
    const ana = await addUser("ana");
    const ben = await addUser("ben");
    await createAppointmentRequest({ user: ana, input: form, now: NOW });
    await createAppointmentRequest({
      user: ana,
      input: { ...form, appointmentDate: "2026-06-10T08:00", serviceType: "Maintenance" },
      now: NOW,
    });
    await createAppointmentRequest({ user: ben, input: { ...form, serviceType: "Consultation" }, now: NOW });

    const list = await listCustomerAppointments({ user: ana, now: NOW });
    expect(list.map((row) => [row.serviceType, row.appointmentLocal, row.canEdit, row.canCancel])).toEqual([
      ["Maintenance", "2026-06-10T08:00", true, true],
      ["Heating Repair", "2026-06-03T10:00", true, true],
    ]);
    const dayBefore = new Date("2026-06-02T15:00:00Z");
    expect((await listCustomerAppointments({ user: ana, now: dayBefore }))[1]).toMatchObject({
      canEdit: false,
      canCancel: false,
    });
  });

  it("gives a user without a customer record an empty list", async () => {
    const ana = await addUser("ana");
    expect(await listCustomerAppointments({ user: ana, now: NOW })).toEqual([]);
    expect(await db().select().from(customers)).toEqual([]);
  });
});
