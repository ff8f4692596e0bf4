import type { Executor } from "../client.server";
import { orders, subscriptions } from "../schema";
import type { DemoCalendar } from "./demo-calendar";

/**
 * The demo login's Premium Care plan and its orders (a Basic visit a year ago, then two monthly charges), as the
 * payment webhooks would have recorded them. Returns the subscription's id, which its plan visits hang from.
 */
export async function insertDemoLoginPlan(
  tx: Executor,
  calendar: DemoCalendar,
  demoCustomerId: string,
): Promise<string> {
  const [loginPlan] = await tx
    .insert(subscriptions)
    .values({
      customerId: demoCustomerId,
      planCode: "premium_care",
      status: "active",
      currentPeriodEnd: calendar.at(18, 0),
      createdAt: calendar.ago(42),
      updatedAt: calendar.ago(12),
      lastEventAt: calendar.ago(12),
    })
    .returning({ id: subscriptions.id });
  await tx.insert(orders).values([
    {
      customerId: demoCustomerId,
      serviceType: "Basic Maintenance",
      planCode: "basic",
      amount: 89_00,
      status: "paid",
      createdAt: calendar.ago(400),
    },
    {
      customerId: demoCustomerId,
      serviceType: "Premium Care",
      planCode: "premium_care",
      amount: 149_00,
      status: "paid",
      createdAt: calendar.ago(42),
    },
    {
      customerId: demoCustomerId,
      serviceType: "Premium Care",
      planCode: "premium_care",
      amount: 149_00,
      status: "paid",
      createdAt: calendar.ago(12),
    },
  ]);
  return loginPlan!.id;
}
