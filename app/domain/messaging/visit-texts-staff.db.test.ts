import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { customers, scopedTokens, technicians, user } from "~/db/schema";
import { bookPortalVisit } from "~/domain/appointments/book-portal-visit.server";
import { editPortalVisit } from "~/domain/appointments/change-portal-visit.server";
import { setAppointmentStatus } from "~/domain/appointments/set-appointment-status.server";
import { moveVisit } from "~/domain/dispatch/move-visit.server";
import { markOnMyWay } from "~/domain/visits/mark-on-my-way.server";
import { grantTransactionalSms } from "../../../tests/support/messaging-test-support";
import {
  NOW as TECH_NOW,
  customerWithLogin,
  technicianPair,
  visitFor,
} from "../../../tests/support/technician-day-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import {
  addDoralTechnicians,
  bookAsTestVisitor as book,
  NOW,
  VISITOR_NUMBER,
  visitTexts as texts,
} from "../../../tests/support/visit-texts-test-support";

const { db } = useTestDatabase();

describe("the texts of a customer's portal booking", () => {
  const ROSA = { id: "rosa-login", email: "rosa@example.com" };
  const form = {
    serviceAddress: "9 Bay Rd",
    phone: "(305) 555-0199",
    serviceType: "AC Repair",
    window: "2026-06-03T10:00",
    customerNotes: "",
  };
  beforeEach(async () => {
    await addDoralTechnicians();
    await db().insert(user).values({ id: ROSA.id, name: "Rosa Díaz", email: ROSA.email, locale: "es" });
    await db()
      .insert(customers)
      .values({ firstName: "Rosa", lastName: "Díaz", email: ROSA.email, userId: ROSA.id, zipCode: "33178" });
  });

  it("speak the login's language and link to the portal, and a move replaces the reminders", async () => {
    const booked = await bookPortalVisit({ user: ROSA, input: form, now: NOW });
    await editPortalVisit({
      user: ROSA,
      appointmentId: booked.appointmentId,
      input: { ...form, window: "2026-06-04T10:00" },
      now: NOW,
    });
    const rows = await texts();
    expect(rows.map((row) => [row.template, row.locale, row.status])).toEqual([
      ["booking_confirmed", "es", "pending"],
      ["reminder_day_before", "es", "blocked"],
      ["reminder_hours_before", "es", "blocked"],
      ["booking_rescheduled", "es", "pending"],
      ["reminder_day_before", "es", "pending"],
      ["reminder_hours_before", "es", "pending"],
    ]);
    expect(rows[0]!.body).toContain("/customer/appointments");
    expect(await db().select().from(scopedTokens)).toEqual([]);
  });
});

describe("the texts of staff's changes", () => {
  beforeEach(addDoralTechnicians);

  it("text a staff move of a visitor's visit in the language the number's consent was given in", async () => {
    await db().insert(user).values({ id: "staff-1", name: "Olga Owner", email: "owner@awac.example", role: "admin" });
    await grantTransactionalSms(VISITOR_NUMBER, "es");
    const booked = await book({}, "es");
    const [ana] = await db().select().from(technicians).where(eq(technicians.name, "Ana"));
    await moveVisit({
      actor: { id: "staff-1", isAdmin: true },
      appointmentId: booked.appointmentId,
      input: { technicianId: ana!.id, window: "2026-06-04T10:00" },
      now: NOW,
    });
    const pending = (await texts()).filter((row) => row.status === "pending");
    expect(pending.map((row) => [row.template, row.locale])).toEqual([
      ["booking_confirmed", "es"],
      ["booking_rescheduled", "es"],
      ["reminder_day_before", "es"],
      ["reminder_hours_before", "es"],
    ]);
    expect(pending[1]!.body).toContain("/es/booking/");
  });

  it("stop the reminders and text the cancellation when staff cancel a visit", async () => {
    const booked = await book();
    await setAppointmentStatus({ appointmentId: booked.appointmentId, status: "cancelled", now: NOW });
    expect((await texts()).map((row) => [row.template, row.status, row.errorCode])).toEqual([
      ["booking_confirmed", "pending", null],
      ["reminder_day_before", "blocked", "visit_cancelled"],
      ["reminder_hours_before", "blocked", "visit_cancelled"],
      ["booking_cancelled", "pending", null],
    ]);
  });
});

describe("the technician's on-my-way text", () => {
  it("goes once to a customer with a Spanish login, naming the technician by first name", async () => {
    const techs = await technicianPair();
    const rosa = await customerWithLogin("es");
    const visit = await visitFor({
      customerId: rosa.customer.id,
      technicianId: techs.a.technicianId,
      at: new Date("2026-06-01T16:00:00Z"),
    });
    await markOnMyWay({
      user: techs.a.user,
      appointmentId: visit.id,
      idempotencyKey: crypto.randomUUID(),
      now: TECH_NOW,
    });
    const rows = await texts();
    expect(rows.map((row) => [row.template, row.locale, row.toNumber])).toEqual([["on_my_way", "es", "+13055550100"]]);
    expect(rows[0]!.body).toContain("Tina va en camino");
  });
});
