import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, jobs, serviceHistory, servicePhotoFiles, servicePhotos, serviceRequests } from "~/db/schema";
import { useTestDatabase } from "../../../tests/support/test-database";
import {
  NOW,
  appointmentRow,
  customerWithLogin,
  mailKinds,
  technicianPair,
  testPhoto,
  visitFor,
} from "../../../tests/support/technician-day-test-support";
import { NO_HISTORY_FILTERS } from "~/domain/service-history/history-filters";
import { listServiceHistory } from "~/domain/service-history/list-service-history.server";
import { completeVisit } from "./complete-visit.server";
import { getTechnicianVisit } from "./get-technician-visit.server";
import { listTechnicianDay } from "./list-technician-day.server";
import { listTechnicianWeek } from "./list-technician-week.server";
import { markArrived } from "./mark-arrived.server";
import { markOnMyWay } from "./mark-on-my-way.server";

const { db } = useTestDatabase();
const NOON = new Date("2026-06-01T16:00:00Z");
const key = () => crypto.randomUUID();
const done = { workDone: "Cleaned the coil, replaced the filter", amountCharged: "149.50", paymentStatus: "paid" };

let techs: Awaited<ReturnType<typeof technicianPair>>;
let rosa: Awaited<ReturnType<typeof customerWithLogin>>;
beforeEach(async () => {
  techs = await technicianPair();
  rosa = await customerWithLogin("es");
});

describe("listTechnicianDay and the week", () => {
  it("lists only the technician's own confirmed visits of the day, in window order, with what the door needs", async () => {
    const later = await visitFor({ customerId: rosa.customer.id, technicianId: techs.a.technicianId, at: NOON });
    const earlier = await visitFor({
      customerId: rosa.customer.id,
      technicianId: techs.a.technicianId,
      at: new Date("2026-06-01T12:00:00Z"),
    });
    await visitFor({ customerId: rosa.customer.id, technicianId: techs.b.technicianId, at: NOON });
    await visitFor({ customerId: rosa.customer.id, technicianId: techs.a.technicianId, at: NOON, status: "cancelled" });
    await db().insert(serviceHistory).values({
      customerId: rosa.customer.id,
      serviceType: "AC Repair",
      serviceDate: "2026-04-02",
      description: "Capacitor replaced",
    });
    const day = await listTechnicianDay({ user: techs.a.user, now: NOW });
    expect(day.visits.map((visit) => visit.id)).toEqual([earlier.id, later.id]);
    expect(day.visits[0]).toMatchObject({
      customerName: "Rosa Díaz",
      address: "12 Palm Ave, Coral Gables, FL 33134",
      phone: "(305) 555-0100",
      serviceType: "Maintenance",
      customerNotes: "Dog in the yard",
      equipment: { type: "Central AC", brand: "Carrier", model: "24ACC636" },
      plan: "premium_care",
      lastVisit: { date: "2026-04-02", notes: "Capacitor replaced" },
      state: "confirmed",
    });
    expect(day.technician).toMatchObject({ name: "Tina Tech" });
  });

  it("shows the next seven days in the week view and nothing past them", async () => {
    const thursday = await visitFor({
      customerId: rosa.customer.id,
      technicianId: techs.a.technicianId,
      at: new Date("2026-06-04T13:00:00Z"),
    });
    await visitFor({
      customerId: rosa.customer.id,
      technicianId: techs.a.technicianId,
      at: new Date("2026-06-09T13:00:00Z"),
    });
    const week = await listTechnicianWeek({ user: techs.a.user, now: NOW });
    expect(week.days.map((day) => day.date)).toEqual([
      "2026-06-02",
      "2026-06-03",
      "2026-06-04",
      "2026-06-05",
      "2026-06-06",
      "2026-06-07",
      "2026-06-08",
    ]);
    expect(week.days.flatMap((day) => day.visits.map((visit) => visit.id))).toEqual([thursday.id]);
  });

  it("answers NOT_FOUND for another technician's visit and for one outside today..today+7", async () => {
    const theirs = await visitFor({ customerId: rosa.customer.id, technicianId: techs.b.technicianId, at: NOON });
    const farOff = await visitFor({
      customerId: rosa.customer.id,
      technicianId: techs.a.technicianId,
      at: new Date("2026-06-09T13:00:00Z"),
    });
    for (const visit of [theirs, farOff]) {
      await expect(getTechnicianVisit({ user: techs.a.user, appointmentId: visit.id, now: NOW })).rejects.toMatchObject(
        {
          code: "NOT_FOUND",
        },
      );
      await expect(
        markOnMyWay({ user: techs.a.user, appointmentId: visit.id, idempotencyKey: key(), now: NOW }),
      ).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
    expect((await appointmentRow(theirs.id)).onMyWayAt).toBeNull();
  });
});

describe("the technician's states", () => {
  it("goes confirmed → on my way → arrived → completed, mailing the customer in Spanish when setting off", async () => {
    const visit = await visitFor({ customerId: rosa.customer.id, technicianId: techs.a.technicianId, at: NOON });
    const base = { user: techs.a.user, appointmentId: visit.id, now: NOW };
    expect(await markOnMyWay({ ...base, idempotencyKey: key() })).toMatchObject({ state: "on_my_way", changed: true });
    const [mail] = await db().select().from(jobs).where(eq(jobs.type, "email.send"));
    expect(mail!.payload).toMatchObject({ kind: "appointment-on-my-way", to: "rosa@example.com" });
    expect((mail!.payload as { subject: string }).subject).toBe("Su técnico va en camino");
    expect(await markArrived({ ...base, idempotencyKey: key() })).toMatchObject({ state: "arrived" });
    const completed = await completeVisit({
      ...base,
      idempotencyKey: key(),
      form: { ...done, partsUsed: "1 filter 20x25", technicianNotes: "Change the filter every 3 months" },
      photos: [await testPhoto()],
    });
    expect(completed).toMatchObject({ state: "completed", changed: true });
    const row = await appointmentRow(visit.id);
    expect(row).toMatchObject({ status: "completed", technicianNotes: "Change the filter every 3 months" });
    expect(row.onMyWayAt && row.arrivedAt && row.completedAt).toBeTruthy();
    const [request] = await db().select().from(serviceRequests).where(eq(serviceRequests.id, visit.serviceRequestId!));
    expect(request!.status).toBe("completed");
    const [record] = await db().select().from(serviceHistory).where(eq(serviceHistory.appointmentId, visit.id));
    expect(record).toMatchObject({
      id: completed.serviceRecordId,
      customerId: rosa.customer.id,
      serviceType: "Maintenance",
      serviceDate: "2026-06-01",
      description: done.workDone,
      technicianName: "Tina Tech",
      amountCharged: 149.5,
      paymentStatus: "paid",
      partsUsed: "1 filter 20x25",
    });
    const photos = await db().select().from(servicePhotos).where(eq(servicePhotos.serviceHistoryId, record!.id));
    expect(photos).toHaveLength(1);
    const files = await db().select().from(servicePhotoFiles).where(eq(servicePhotoFiles.photoId, photos[0]!.id));
    expect(files.map((file) => file.width).sort()).toEqual([480, 800]);
    expect(await mailKinds()).toEqual(["appointment-on-my-way", "appointment-completed"]);
    const crm = await db().select().from(jobs).where(eq(jobs.type, "crm.sync-appointment"));
    expect(crm.length).toBeGreaterThan(0);
    const actions = (await db().select().from(auditLog).orderBy(auditLog.id)).map((entry) => entry.action);
    // The payment taken on site is recorded against the visit's draft invoice, in the completion (ADR 084).
    expect(actions).toEqual(["appointment.on-my-way", "appointment.arrived", "invoice.payment", "appointment.status"]);
  });

  it("never goes back: a step already passed, under a new key, changes nothing and answers the current state", async () => {
    const visit = await visitFor({ customerId: rosa.customer.id, technicianId: techs.a.technicianId, at: NOON });
    const base = { user: techs.a.user, appointmentId: visit.id, now: NOW };
    await markArrived({ ...base, idempotencyKey: key() });
    expect(await markOnMyWay({ ...base, idempotencyKey: key() })).toMatchObject({ state: "arrived", changed: false });
    expect(await markArrived({ ...base, idempotencyKey: key() })).toMatchObject({ state: "arrived", changed: false });
    expect((await appointmentRow(visit.id)).onMyWayAt).toBeNull();
    expect(await mailKinds()).toEqual([]);
  });

  it("refuses an action on a cancelled visit with a conflict", async () => {
    const visit = await visitFor({
      customerId: rosa.customer.id,
      technicianId: techs.a.technicianId,
      at: NOON,
      status: "cancelled",
    });
    await expect(
      markOnMyWay({ user: techs.a.user, appointmentId: visit.id, idempotencyKey: key(), now: NOW }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
  });
});

describe("the portal's service history", () => {
  it("shows the customer the completed visit's technician notes and photos", async () => {
    const visit = await visitFor({ customerId: rosa.customer.id, technicianId: techs.a.technicianId, at: NOON });
    await completeVisit({
      user: techs.a.user,
      appointmentId: visit.id,
      idempotencyKey: key(),
      form: { ...done, technicianNotes: "Change the filter every 3 months" },
      photos: [await testPhoto(), await testPhoto(1024, 768)],
      now: NOW,
    });
    const history = await listServiceHistory({ user: rosa.user, filters: NO_HISTORY_FILTERS });
    expect(history.rows).toHaveLength(1);
    expect(history.rows[0]!.technicianNotes).toBe("Change the filter every 3 months");
    expect(history.rows[0]!.photos).toHaveLength(2);
    expect(history.rows[0]!.photos[0]!.small).toMatch(/^\/media\/service\/[0-9a-f-]{36}-[0-9a-f]{16}\.webp$/);
  });
});

describe("completeVisit's form", () => {
  it("refuses a missing or negative amount and missing work with field messages, writing nothing", async () => {
    const visit = await visitFor({ customerId: rosa.customer.id, technicianId: techs.a.technicianId, at: NOON });
    const complete = (form: Record<string, string>) =>
      completeVisit({ user: techs.a.user, appointmentId: visit.id, idempotencyKey: key(), form, photos: [], now: NOW });
    await expect(complete({ ...done, amountCharged: "" })).rejects.toMatchObject({
      code: "BAD_INPUT",
      fieldErrors: { amountCharged: "amountRequired" },
    });
    await expect(complete({ ...done, amountCharged: "-5" })).rejects.toMatchObject({
      fieldErrors: { amountCharged: "amountNegative" },
    });
    await expect(complete({ ...done, workDone: " " })).rejects.toMatchObject({
      fieldErrors: { workDone: "workDoneRequired" },
    });
    expect(await complete({ ...done, amountCharged: "0", paymentStatus: "pending" })).toMatchObject({
      state: "completed",
    });
  });

  it("refuses a fifth photo, a file that is not a picture and one too small, naming the photos field", async () => {
    const visit = await visitFor({ customerId: rosa.customer.id, technicianId: techs.a.technicianId, at: NOON });
    const complete = (photos: Uint8Array[]) =>
      completeVisit({
        user: techs.a.user,
        appointmentId: visit.id,
        idempotencyKey: key(),
        form: done,
        photos,
        now: NOW,
      });
    const photo = await testPhoto();
    await expect(complete([photo, photo, photo, photo, photo])).rejects.toMatchObject({
      fieldErrors: { photos: "tooManyPhotos" },
    });
    await expect(complete([new TextEncoder().encode("not a picture")])).rejects.toMatchObject({
      fieldErrors: { photos: "photoNotAnImage" },
    });
    await expect(complete([await testPhoto(200, 150)])).rejects.toMatchObject({
      fieldErrors: { photos: "photoTooSmall" },
    });
    expect(await db().select().from(serviceHistory)).toEqual([]);
    expect((await appointmentRow(visit.id)).status).toBe("confirmed");
  });
});
