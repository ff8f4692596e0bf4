import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { appointments, customers, planVisits, subscriptions, user } from "~/db/schema";
import { addDays, businessDateOf } from "~/domain/analytics/analytics-calendar";
import { setAppointmentStatus } from "~/domain/appointments/set-appointment-status.server";
import { changeDemoSubscription } from "~/domain/billing/change-demo-subscription.server";
import { DEFAULT_CUSTOMER_LIST_PARAMS } from "~/domain/customers/customer-list-params";
import { getCustomerSummary } from "~/domain/customers/get-customer-summary.server";
import { listCustomers } from "~/domain/customers/list-customers.server";
import { getAdminDashboardStats } from "~/domain/dashboard/get-admin-dashboard-stats.server";
import { cancelBooking } from "~/domain/scheduling/cancel-booking.server";
import { rescheduleBooking } from "~/domain/scheduling/reschedule-booking.server";
import { useStripeEnv } from "../../../tests/support/billing-test-support";
import {
  addDoralMaintenanceTechnicians,
  bookPlanVisitDirectly,
  demoPlanPurchase,
  planCustomerInDoral,
  planVisitRows,
} from "../../../tests/support/plan-visit-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { bookPlanVisitForStaff } from "./book-plan-visit-for-staff.server";
import { readPlanVisitWindows } from "./read-plan-visit-windows.server";
import { syncNextServiceDue } from "./sync-next-service-due.server";

const { db } = useTestDatabase();
useStripeEnv(() => ({}));
const staff = { id: "admin-1", isAdmin: true };

beforeEach(async () => {
  await db().insert(user).values({ id: staff.id, name: "Olga Owner", email: "owner@awac.example", role: "admin" });
});

async function nextServiceDueOf(customerId: string): Promise<string | null> {
  const [row] = await db()
    .select({ due: customers.nextServiceDue })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row!.due;
}

async function appointmentDay(appointmentId: string): Promise<string> {
  const [row] = await db().select().from(appointments).where(eq(appointments.id, appointmentId));
  return businessDateOf(row!.appointmentDate);
}

/** A free window a week after `windowId` (same time): the Doral technicians work Monday to Saturday. */
function aWeekAfter(windowId: string): string {
  const [date, time] = windowId.split("T") as [string, string];
  return `${addDays(date, 7)}T${time}`;
}

describe("a member's next_service_due follows their open plan visit (issue 37 item 4)", () => {
  it("after each step of the visit's life the record holds the open visit's date, in the same transaction", async () => {
    await addDoralMaintenanceTechnicians(db());
    const { customer } = await planCustomerInDoral(db(), "premium_care", "Ana");
    const [first] = await planVisitRows(db());
    // Made by the plan's start: due today.
    expect(await nextServiceDueOf(customer.id)).toBe(first!.dueDate);

    // Booked by staff: the appointment's day.
    const shown = await readPlanVisitWindows({ actor: staff, planVisitId: first!.id, locale: "en" });
    const windowId = shown.picker!.firstFreeId!;
    const booked = await bookPlanVisitForStaff({ actor: staff, planVisitId: first!.id, windowId });
    expect(await nextServiceDueOf(customer.id)).toBe(await appointmentDay(booked.appointmentId));

    // Moved to another window: the new day.
    await rescheduleBooking({
      appointmentId: booked.appointmentId,
      actor: { kind: "staff", actor: staff },
      windowId: aWeekAfter(windowId),
    });
    const movedDay = await appointmentDay(booked.appointmentId);
    expect(movedDay).toBe(addDays(windowId.slice(0, 10), 7));
    expect(await nextServiceDueOf(customer.id)).toBe(movedDay);

    // Cancelled: the visit waits again, due on its own date.
    await setAppointmentStatus({ appointmentId: booked.appointmentId, status: "cancelled", actor: staff });
    expect(await nextServiceDueOf(customer.id)).toBe(first!.dueDate);

    // Booked and completed: the next visit, six months on.
    const done = await bookPlanVisitDirectly(db(), {
      planVisitId: first!.id,
      customerId: customer.id,
      at: new Date(Date.now() - 3 * 60 * 60_000),
    });
    await setAppointmentStatus({ appointmentId: done.id, status: "completed", actor: staff, completedToday: true });
    const [, second] = await planVisitRows(db());
    expect(second).toMatchObject({ visitNumber: 2, status: "due" });
    expect(await nextServiceDueOf(customer.id)).toBe(second!.dueDate);

    // Re-opened: the first visit is booked again and its appointment's day leads.
    await setAppointmentStatus({
      appointmentId: done.id,
      status: "confirmed",
      actor: staff,
      schedule: { appointmentDate: done.appointmentDate, technicianName: null, technicianNotes: null },
    });
    expect(await nextServiceDueOf(customer.id)).toBe(businessDateOf(done.appointmentDate));
  });

  it("a booked visit's appointment cancelled outside the visit states (the portal's, a visitor's link) gives back the due date", async () => {
    await addDoralMaintenanceTechnicians(db());
    const { customer } = await planCustomerInDoral(db(), "premium_care", "Ana");
    const [visit] = await planVisitRows(db());
    const shown = await readPlanVisitWindows({ actor: staff, planVisitId: visit!.id, locale: "en" });
    const booked = await bookPlanVisitForStaff({
      actor: staff,
      planVisitId: visit!.id,
      windowId: aWeekAfter(shown.picker!.firstFreeId!),
    });
    expect(await nextServiceDueOf(customer.id)).toBe(await appointmentDay(booked.appointmentId));
    await cancelBooking({ appointmentId: booked.appointmentId, actor: { kind: "staff", actor: staff } });
    expect(await nextServiceDueOf(customer.id)).toBe(visit!.dueDate);
  });

  it("a plan that ends leaves the last date as it was", async () => {
    const bought = await demoPlanPurchase(db(), "commercial_plus");
    const [visit] = await planVisitRows(db());
    expect(await nextServiceDueOf(bought.customer.id)).toBe(visit!.dueDate);
    const [subscription] = await db().select().from(subscriptions);
    await changeDemoSubscription({
      user: bought.login,
      subscriptionId: subscription!.stripeSubscriptionId!,
      change: "cancel",
    });
    // Even when its open visit's date moves afterwards, the record no longer follows it.
    await db().update(planVisits).set({ dueDate: "2030-01-15" }).where(eq(planVisits.id, visit!.id));
    await syncNextServiceDue(db(), bought.customer.id);
    expect(await nextServiceDueOf(bought.customer.id)).toBe(visit!.dueDate);
  });

  it("a visit already done is no next service: the open one leads", async () => {
    const bought = await demoPlanPurchase(db(), "premium_care");
    const [subscriptionVisit] = await planVisitRows(db());
    await db().update(planVisits).set({ dueDate: "2030-03-01" }).where(eq(planVisits.id, subscriptionVisit!.id));
    await syncNextServiceDue(db(), bought.customer.id);
    expect(await nextServiceDueOf(bought.customer.id)).toBe("2030-03-01");
    // An older visit, done, with an earlier date.
    await db().insert(planVisits).values({
      subscriptionId: subscriptionVisit!.subscriptionId,
      customerId: bought.customer.id,
      planCode: "premium_care",
      visitNumber: 9,
      dueDate: "2029-12-01",
      status: "done",
    });
    await syncNextServiceDue(db(), bought.customer.id);
    expect(await nextServiceDueOf(bought.customer.id)).toBe("2030-03-01");
  });

  it("a member whose plan visit is due in 10 days counts in the back office's due-soon figures", async () => {
    const now = new Date();
    const bought = await demoPlanPurchase(db(), "premium_care");
    const [visit] = await planVisitRows(db());
    const inTenDays = addDays(businessDateOf(now), 10);
    await db().update(customers).set({ nextServiceDue: null }).where(eq(customers.id, bought.customer.id));
    await db().update(planVisits).set({ dueDate: inTenDays }).where(eq(planVisits.id, visit!.id));
    await syncNextServiceDue(db(), bought.customer.id);

    expect(await nextServiceDueOf(bought.customer.id)).toBe(inTenDays);
    expect((await getCustomerSummary({ actor: staff, now })).dueSoonCustomers).toBe(1);
    expect((await getAdminDashboardStats({ actor: staff, now })).dueForService).toBe(1);
    const page = await listCustomers({ actor: staff, params: DEFAULT_CUSTOMER_LIST_PARAMS, now });
    expect(page.rows.find((row) => row.id === bought.customer.id)).toMatchObject({ dueSoon: true });
  });
});
