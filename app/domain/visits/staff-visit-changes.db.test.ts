import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, invoiceLines, invoices, serviceHistory, servicePhotos, user } from "~/db/schema";
import { setAppointmentStatus } from "~/domain/appointments/set-appointment-status.server";
import { rewardsSummaryForCustomer } from "~/domain/rewards/get-rewards-summary.server";
import { useTestDatabase } from "../../../tests/support/test-database";
import {
  NOW,
  appointmentRow,
  customerWithLogin,
  technicianPair,
  testPhoto,
  visitFor,
} from "../../../tests/support/technician-day-test-support";
import { completeVisit } from "./complete-visit.server";

const { db } = useTestDatabase();
const admin = { id: "admin-1" };
/** The visit (10 AM) has begun at noon. */
const VISIT = new Date("2026-06-01T14:00:00Z");
const LATER = new Date("2026-06-01T16:00:00Z");
const settings = { serviceCallFeeCents: 8900, socialLinks: {} } as unknown as Parameters<
  typeof rewardsSummaryForCustomer
>[0]["settings"];

let techs: Awaited<ReturnType<typeof technicianPair>>;
let rosa: Awaited<ReturnType<typeof customerWithLogin>>;
beforeEach(async () => {
  await db().insert(user).values({ id: admin.id, name: "Olga Owner", email: "owner@awac.example", role: "admin" });
  techs = await technicianPair();
  rosa = await customerWithLogin("en");
});

const records = (appointmentId: string) =>
  db().select().from(serviceHistory).where(eq(serviceHistory.appointmentId, appointmentId));

describe("staff changing a visit's state (issue 35 item 6)", () => {
  it("writes the service record when staff complete a visit: $0 pending, dated the visit's day, linked to it", async () => {
    const visit = await visitFor({ customerId: rosa.customer.id, technicianId: techs.a.technicianId, at: VISIT });
    const result = await setAppointmentStatus({
      appointmentId: visit.id,
      status: "completed",
      actor: admin,
      now: LATER,
    });
    const [record] = await records(visit.id);
    expect(record).toMatchObject({
      id: result.serviceRecordId,
      customerId: rosa.customer.id,
      serviceType: "Maintenance",
      serviceDate: "2026-06-01",
      technicianName: "Tina Tech",
      amountCharged: 0,
      paymentStatus: "pending",
    });
    expect((await appointmentRow(visit.id)).completedAt).not.toBeNull();
  });

  it("removes the record, its photos and its reward points in the same change when staff re-open a completed visit", async () => {
    const visit = await visitFor({ customerId: rosa.customer.id, technicianId: techs.a.technicianId, at: LATER });
    await completeVisit({
      user: techs.a.user,
      appointmentId: visit.id,
      idempotencyKey: crypto.randomUUID(),
      form: { workDone: "Cleaned the coil", amountCharged: "120", paymentStatus: "paid" },
      photos: [await testPhoto()],
      now: NOW,
    });
    const points = async () =>
      (await rewardsSummaryForCustomer({ customerId: rosa.customer.id, now: LATER, settings })).earnedPoints;
    expect(await points()).toBeGreaterThan(0);
    await setAppointmentStatus({ appointmentId: visit.id, status: "confirmed", actor: admin, now: LATER });
    expect(await records(visit.id)).toEqual([]);
    expect(await db().select().from(servicePhotos)).toEqual([]);
    expect(await points()).toBe(0);
    // The draft holds the payment taken on site, so it stays (nothing paid is deleted; ADR 084), unlinked from the record.
    expect(await db().select().from(invoices)).toMatchObject([
      { status: "draft", number: null, paidCents: 120_00 - 4_65, serviceHistoryId: null },
    ]);
    const row = await appointmentRow(visit.id);
    expect(row).toMatchObject({ status: "confirmed", completedAt: null });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.actorUserId, admin.id));
    expect(entry).toMatchObject({ action: "appointment.status", details: { from: "completed", to: "confirmed" } });
    expect((entry!.details as { serviceRecordRemoved: { amountCharged: number } }).serviceRecordRemoved).toMatchObject({
      amountCharged: 120,
      description: "Cleaned the coil",
    });
  });

  it("writes one fresh record when staff complete a visit again after cancelling it", async () => {
    const visit = await visitFor({ customerId: rosa.customer.id, technicianId: techs.a.technicianId, at: VISIT });
    await setAppointmentStatus({ appointmentId: visit.id, status: "completed", actor: admin, now: LATER });
    await setAppointmentStatus({ appointmentId: visit.id, status: "cancelled", actor: admin, now: LATER });
    expect(await records(visit.id)).toEqual([]);
    await setAppointmentStatus({ appointmentId: visit.id, status: "completed", actor: admin, now: LATER });
    expect(await records(visit.id)).toHaveLength(1);
  });
});

describe("the completed visit's invoice (issue 38)", () => {
  it("drafts one invoice per visit from the technician's completion, the office completing it again changes nothing", async () => {
    const visit = await visitFor({ customerId: rosa.customer.id, technicianId: techs.a.technicianId, at: LATER });
    await completeVisit({
      user: techs.a.user,
      appointmentId: visit.id,
      idempotencyKey: crypto.randomUUID(),
      form: { workDone: "Replaced the capacitor", amountCharged: "240", paymentStatus: "pending" },
      photos: [],
      now: NOW,
    });
    await setAppointmentStatus({ appointmentId: visit.id, status: "completed", actor: admin, now: LATER });
    const drafted = await db().select().from(invoices).where(eq(invoices.appointmentId, visit.id));
    expect(drafted).toHaveLength(1);
    // Rosa is on Premium Care: 15% off the repair line (not the fee), 22.65 of 151.00.
    expect(drafted[0]).toMatchObject({
      status: "draft",
      number: null,
      kind: "visit",
      subtotalCents: 240_00,
      discountCents: 22_65,
      totalCents: 217_35,
    });
    const lines = await db()
      .select({
        code: invoiceLines.priceBookCode,
        description: invoiceLines.description,
        cents: invoiceLines.lineTotalCents,
      })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, drafted[0]!.id))
      .orderBy(invoiceLines.position);
    expect(lines).toEqual([
      { code: "service_call", description: "Service call fee", cents: 89_00 },
      { code: null, description: "Replaced the capacitor", cents: 151_00 },
    ]);
  });
});
