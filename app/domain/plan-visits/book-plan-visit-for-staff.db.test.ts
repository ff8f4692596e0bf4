import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { appointments, customers, jobs, planVisits, user } from "~/db/schema";
import { BOOKING_EMAIL_JOB } from "~/domain/notifications/booking-email.server";
import { bookWindow } from "~/domain/scheduling/book-window.server";
import { useStripeEnv } from "../../../tests/support/billing-test-support";
import {
  addDoralMaintenanceTechnicians,
  DORAL_ZIP,
  planCustomerInDoral,
  planVisitRows,
} from "../../../tests/support/plan-visit-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { bookPlanVisitForStaff } from "./book-plan-visit-for-staff.server";
import { readPlanVisitWindows } from "./read-plan-visit-windows.server";

const { db } = useTestDatabase();
useStripeEnv(() => ({}));
const staff = { id: "admin-1", isAdmin: true };

let visitId: string;

beforeEach(async () => {
  await db().insert(user).values({ id: staff.id, name: "Olga Owner", email: "owner@awac.example", role: "admin" });
  await addDoralMaintenanceTechnicians(db());
  await planCustomerInDoral(db(), "premium_care", "Ana");
  const [visit] = await planVisitRows(db());
  visitId = visit!.id;
  // The customer did not answer the offer: the visit is on the office's follow-up list.
  await db().update(planVisits).set({ status: "follow_up", followUpAt: new Date() }).where(eq(planVisits.id, visitId));
});

async function firstFreeWindow(): Promise<string> {
  const shown = await readPlanVisitWindows({ actor: staff, planVisitId: visitId, locale: "en" });
  expect(shown).toMatchObject({ reason: "bookable", visit: { customerName: "Ana Tester", planName: "Premium Care" } });
  const id = shown.picker?.firstFreeId;
  if (!id) throw new Error("no free window in the test's schedule");
  return id;
}

describe("staff book a window for a plan visit on the follow-up list (issue 37 item 3)", () => {
  it("books the chosen window as staff, confirmed, marks the visit booked and queues the customer's confirmation", async () => {
    const windowId = await firstFreeWindow();
    const booked = await bookPlanVisitForStaff({ actor: staff, planVisitId: visitId, windowId });

    expect(booked.customerName).toBe("Ana Tester");
    const [appointment] = await db().select().from(appointments);
    expect(appointment).toMatchObject({ id: booked.appointmentId, status: "confirmed", zipCode: DORAL_ZIP });
    expect((await planVisitRows(db()))[0]).toMatchObject({ status: "booked", appointmentId: booked.appointmentId });
    expect(await db().select().from(jobs).where(eq(jobs.type, BOOKING_EMAIL_JOB))).toHaveLength(1);
  });

  it("refuses a visit booked meanwhile (the customer's link, another tab) and makes no second appointment", async () => {
    const windowId = await firstFreeWindow();
    await bookPlanVisitForStaff({ actor: staff, planVisitId: visitId, windowId });

    await expect(bookPlanVisitForStaff({ actor: staff, planVisitId: visitId, windowId })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    expect(await db().select().from(appointments)).toHaveLength(1);
    expect(await readPlanVisitWindows({ actor: staff, planVisitId: visitId, locale: "en" })).toMatchObject({
      reason: "not-waiting",
      picker: null,
    });
  });

  it("says the window was just taken when another booking filled it, and leaves the visit waiting", async () => {
    const windowId = await firstFreeWindow();
    // The one technician's window goes to another customer first.
    const other = await planCustomerInDoral(db(), "premium_care", "Ben");
    await bookWindow({
      customer: { id: other.customer.id, name: "Ben Tester", email: null },
      visit: { serviceType: "Maintenance", serviceAddress: "1 Palm Ave", phone: "(305) 555-0100", customerNotes: null },
      zipCode: DORAL_ZIP,
      windowId,
      booker: { kind: "staff", actor: { id: staff.id } },
    });

    await expect(bookPlanVisitForStaff({ actor: staff, planVisitId: visitId, windowId })).rejects.toMatchObject({
      code: "WINDOW_TAKEN",
      fieldErrors: { window: "windowTaken" },
    });
    expect((await planVisitRows(db())).find((visit) => visit.id === visitId)).toMatchObject({
      status: "follow_up",
      appointmentId: null,
    });
  });

  it("says on the panel when the customer's zip code is in no service zone, instead of failing the screen", async () => {
    const [visit] = await planVisitRows(db());
    await db().update(customers).set({ zipCode: "99999" }).where(eq(customers.id, visit!.customerId));
    expect(await readPlanVisitWindows({ actor: staff, planVisitId: visitId, locale: "en" })).toMatchObject({
      reason: "outside-area",
      picker: null,
    });
  });

  it("refuses anyone but staff, and an unknown visit is not found", async () => {
    const windowId = await firstFreeWindow();
    await expect(
      bookPlanVisitForStaff({ actor: { id: "u-1", isAdmin: false }, planVisitId: visitId, windowId }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(
      bookPlanVisitForStaff({ actor: staff, planVisitId: "00000000-0000-4000-8000-000000000000", windowId }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    // 36 characters that are no uuid: not found, never the database's uuid syntax error.
    await expect(bookPlanVisitForStaff({ actor: staff, planVisitId: "-".repeat(36), windowId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
