import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import {
  appointments,
  customers,
  leads,
  orders,
  rewardClaims,
  serviceHistory,
  serviceRequests,
  subscriptions,
} from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { SUBSCRIBED_STATUSES } from "~/domain/billing/billing-schemas";
import { knownCustomerId } from "./customer-id";

export type DeleteCustomerInput = { actor: { id: string }; customerId: string };
export type DeletedCustomer = { customerNumber: string; name: string };

/**
 * Deletes a customer record (ADR 033). Refused while the customer has a paid plan running: staff cancel it first,
 * so Stripe never bills someone the business has no record of. Otherwise, in one transaction: orders and
 * subscriptions stay, detached, carrying the customer's name and number; the foreign keys remove appointments,
 * service requests, service history and reward claims, and leave leads with no customer; the login is kept.
 */
export async function deleteCustomer({ actor, customerId }: DeleteCustomerInput): Promise<DeletedCustomer> {
  const id = knownCustomerId(customerId);
  const db = await database();
  return db.transaction(async (tx) => {
    // The row lock makes a checkout's webhook for this customer wait for the delete, and a second delete see none.
    const [customer] = await tx
      .select({
        id: customers.id,
        customerNumber: customers.customerNumber,
        firstName: customers.firstName,
        lastName: customers.lastName,
        userId: customers.userId,
      })
      .from(customers)
      .where(eq(customers.id, id))
      .for("update");
    if (!customer) throw new AppError("NOT_FOUND", "Customer not found");

    const [activePlan] = await tx
      .select({ planCode: subscriptions.planCode, status: subscriptions.status })
      .from(subscriptions)
      .where(and(eq(subscriptions.customerId, id), inArray(subscriptions.status, [...SUBSCRIBED_STATUSES])))
      .limit(1);
    if (activePlan) {
      throw new AppError(
        "CONFLICT",
        "This customer has an active paid plan. Cancel the plan first, then delete the customer.",
      );
    }

    const name = `${customer.firstName} ${customer.lastName}`.trim();
    const removed = await countOwnRows(tx, id);
    const keptOrders = await tx
      .update(orders)
      .set({ detachedCustomerName: name, detachedCustomerNumber: customer.customerNumber })
      .where(eq(orders.customerId, id))
      .returning({ id: orders.id });
    const keptSubscriptions = await tx
      .update(subscriptions)
      .set({ detachedCustomerName: name, detachedCustomerNumber: customer.customerNumber, updatedAt: sql`now()` })
      .where(eq(subscriptions.customerId, id))
      .returning({ id: subscriptions.id });
    await tx.delete(customers).where(eq(customers.id, id));

    await recordAudit(tx, {
      actor,
      action: "customer.delete",
      entity: "customer",
      entityId: id,
      details: {
        customerNumber: customer.customerNumber,
        name,
        hadLogin: customer.userId !== null,
        removed,
        kept: { orders: keptOrders.length, subscriptions: keptSubscriptions.length },
      },
    });
    return { customerNumber: customer.customerNumber, name };
  });
}

/** How many of the customer's own rows the delete takes with it (and how many leads lose their link), for the audit entry. */
async function countOwnRows(tx: Executor, customerId: string) {
  const counted = async (
    table: typeof appointments | typeof serviceRequests | typeof serviceHistory | typeof rewardClaims | typeof leads,
  ) => {
    const [row] = await tx.select({ value: count() }).from(table).where(eq(table.customerId, customerId));
    return row?.value ?? 0;
  };
  return {
    appointments: await counted(appointments),
    serviceRequests: await counted(serviceRequests),
    serviceHistory: await counted(serviceHistory),
    rewardClaims: await counted(rewardClaims),
    leadsUnlinked: await counted(leads),
  };
}
