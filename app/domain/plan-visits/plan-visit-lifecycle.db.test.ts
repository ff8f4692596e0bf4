import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { customers, planVisits, subscriptions, user } from "~/db/schema";
import { businessDateOf } from "~/domain/analytics/analytics-calendar";
import { cancelAppointment } from "~/domain/appointments/cancel-appointment.server";
import { setAppointmentStatus } from "~/domain/appointments/set-appointment-status.server";
import { changeDemoSubscription } from "~/domain/billing/change-demo-subscription.server";
import { completeDemoCheckout } from "~/domain/billing/complete-demo-checkout.server";
import { useStripeEnv } from "../../../tests/support/billing-test-support";
import { bookPlanVisitDirectly, demoPlanPurchase, planVisitRows } from "../../../tests/support/plan-visit-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { keepSubscriptionPlanVisits } from "./keep-plan-visits.server";

const { db } = useTestDatabase();
useStripeEnv(() => ({}));
const admin = { id: "admin-1" };

beforeEach(async () => {
  await db().insert(user).values({ id: admin.id, name: "Olga Owner", email: "owner@awac.example", role: "admin" });
});

/** Staff complete the appointment at `at` (the one way a visit changes state, ADR 078). */
async function complete(appointmentId: string, at: Date) {
  await setAppointmentStatus({ appointmentId, status: "completed", actor: admin, now: at, completedToday: true });
}

describe("plan visits follow the plan (issue 37 items 1 and 2)", () => {
  it("a Premium Care purchase makes its first visit, due on the day the plan starts, once however often it is paid", async () => {
    const bought = await demoPlanPurchase(db(), "premium_care");
    await completeDemoCheckout({ user: bought.login, token: bought.token });
    const [subscription] = await db().select().from(subscriptions);
    expect(await planVisitRows(db())).toMatchObject([
      {
        subscriptionId: subscription!.id,
        orderId: null,
        customerId: bought.customer.id,
        planCode: "premium_care",
        visitNumber: 1,
        dueDate: businessDateOf(new Date()),
        status: "due",
      },
    ]);
  });

  it("a paid Basic Maintenance visit makes its one plan visit, tied to its order", async () => {
    const bought = await demoPlanPurchase(db(), "basic");
    const [visit] = await planVisitRows(db());
    expect(visit).toMatchObject({ planCode: "basic", visitNumber: 1, subscriptionId: null, status: "due" });
    expect(visit!.orderId).not.toBeNull();
    expect(visit!.customerId).toBe(bought.customer.id);
  });

  it("completing a plan visit's appointment marks it done and dates the next one from the completion", async () => {
    const bought = await demoPlanPurchase(db(), "premium_care");
    const [first] = await planVisitRows(db());
    const appointment = await bookPlanVisitDirectly(db(), {
      planVisitId: first!.id,
      customerId: bought.customer.id,
      at: new Date(Date.now() - 3 * 60 * 60_000),
    });
    const completedAt = new Date();
    await complete(appointment.id, completedAt);

    const [done, next] = await planVisitRows(db());
    expect(done).toMatchObject({ visitNumber: 1, status: "done", appointmentId: appointment.id });
    expect(done!.completedAt?.getTime()).toBe(completedAt.getTime());
    const sixMonthsOn = new Date(`${businessDateOf(completedAt)}T12:00:00Z`);
    sixMonthsOn.setUTCMonth(sixMonthsOn.getUTCMonth() + 6);
    expect(next).toMatchObject({ visitNumber: 2, status: "due", subscriptionId: first!.subscriptionId });
    // Month-end days are held to the shorter month by the arithmetic's own tests; here the day is compared loosely.
    expect(next!.dueDate.slice(0, 7)).toBe(sixMonthsOn.toISOString().slice(0, 7));
  });

  it("completing the one Basic visit makes no other", async () => {
    const bought = await demoPlanPurchase(db(), "basic");
    const [first] = await planVisitRows(db());
    const appointment = await bookPlanVisitDirectly(db(), {
      planVisitId: first!.id,
      customerId: bought.customer.id,
      at: new Date(Date.now() - 3 * 60 * 60_000),
    });
    await complete(appointment.id, new Date());
    expect((await planVisitRows(db())).map((visit) => visit.status)).toEqual(["done"]);
  });

  it("a cancelled plan makes no next visit when its last one is completed, and a resumed plan picks up again", async () => {
    const bought = await demoPlanPurchase(db(), "commercial_plus");
    const [first] = await planVisitRows(db());
    const appointment = await bookPlanVisitDirectly(db(), {
      planVisitId: first!.id,
      customerId: bought.customer.id,
      at: new Date(Date.now() - 3 * 60 * 60_000),
    });
    const [subscription] = await db().select().from(subscriptions);
    await changeDemoSubscription({
      user: bought.login,
      subscriptionId: subscription!.stripeSubscriptionId!,
      change: "cancel",
    });
    await complete(appointment.id, new Date());
    expect((await planVisitRows(db())).map((visit) => visit.status)).toEqual(["done"]);

    // Resumed (Stripe's paused → active, here written as the webhook would leave it): the next visit is owed again.
    await db().update(subscriptions).set({ status: "active" }).where(eq(subscriptions.id, subscription!.id));
    const now = new Date();
    await keepSubscriptionPlanVisits(db(), { stripeSubscriptionId: subscription!.stripeSubscriptionId!, now });
    await keepSubscriptionPlanVisits(db(), { stripeSubscriptionId: subscription!.stripeSubscriptionId!, now });
    const rows = await planVisitRows(db());
    expect(rows.map((visit) => [visit.visitNumber, visit.status])).toEqual([
      [1, "done"],
      [2, "due"],
    ]);
    expect(rows[1]!.dueDate >= businessDateOf(now)).toBe(true);
  });

  it("a cancelled appointment puts its plan visit back to due, to be offered again", async () => {
    const bought = await demoPlanPurchase(db(), "premium_care");
    const [first] = await planVisitRows(db());
    const appointment = await bookPlanVisitDirectly(db(), {
      planVisitId: first!.id,
      customerId: bought.customer.id,
      at: new Date(Date.now() + 72 * 60 * 60_000),
    });
    await setAppointmentStatus({ appointmentId: appointment.id, status: "cancelled", actor: admin });
    const [visit] = await db().select().from(planVisits);
    expect(visit).toMatchObject({ status: "due", appointmentId: null, bookedAt: null });
  });

  it("a plan visit its customer cancels in the portal waits for a new booking too, and the record's next service is its due date", async () => {
    const bought = await demoPlanPurchase(db(), "premium_care");
    const [first] = await planVisitRows(db());
    const appointment = await bookPlanVisitDirectly(db(), {
      planVisitId: first!.id,
      customerId: bought.customer.id,
      at: new Date(Date.now() + 72 * 60 * 60_000),
    });
    await cancelAppointment({ user: bought.login, appointmentId: appointment.id });
    const [visit] = await db().select().from(planVisits);
    expect(visit).toMatchObject({ status: "due", appointmentId: null, bookedAt: null });
    const [record] = await db().select({ due: customers.nextServiceDue }).from(customers);
    expect(record!.due).toBe(first!.dueDate);
  });

  it("re-opening a completed plan visit books it again and removes the next visit nobody acted on", async () => {
    const bought = await demoPlanPurchase(db(), "premium_care");
    const [first] = await planVisitRows(db());
    const appointment = await bookPlanVisitDirectly(db(), {
      planVisitId: first!.id,
      customerId: bought.customer.id,
      at: new Date(Date.now() - 3 * 60 * 60_000),
    });
    await complete(appointment.id, new Date());
    expect(await planVisitRows(db())).toHaveLength(2);
    await setAppointmentStatus({
      appointmentId: appointment.id,
      status: "confirmed",
      actor: admin,
      schedule: { appointmentDate: appointment.appointmentDate, technicianName: null, technicianNotes: null },
    });
    expect((await planVisitRows(db())).map((visit) => [visit.visitNumber, visit.status])).toEqual([[1, "booked"]]);
  });
});
