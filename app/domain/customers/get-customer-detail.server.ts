import { and, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { database } from "~/db/database.server";
import {
  appointments,
  customers,
  invoices,
  orders,
  rewardClaims,
  serviceHistory,
  subscriptions,
  user,
  type CustomerSource,
} from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { SUBSCRIBED_STATUSES, type PaidPlanCode } from "~/domain/billing/billing-schemas";
import { planVisitNextService } from "~/domain/plan-visits/plan-visit-next-service.server";
import { knownCustomerId } from "./customer-id";
import { dueSoonCutoff } from "./due-soon-date";

/** How many rows of each list the page shows (newest first); the counts say how many there are in all. */
export const CUSTOMER_DETAIL_LIST_LIMIT = 50;

/** One customer as the back office's detail page shows it (plain data: the screen never sees database types). */
export type CustomerDetail = {
  id: string;
  customerNumber: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string;
  zipCode: string | null;
  servicePlan: string;
  equipmentType: string | null;
  equipmentBrand: string | null;
  equipmentModel: string | null;
  /** YYYY-MM-DD */
  installationDate: string | null;
  nextServiceDue: string | null;
  /** A member's plan whose visits set nextServiceDue (ADR 083 addendum): the Edit form shows it read-only. */
  nextServiceFollowsPlan: PaidPlanCode | null;
  /** Next service on or before today + 30 days in Miami, overdue included (spec document 2 §4). */
  dueSoon: boolean;
  status: string;
  /** How the record came to be (staff, import, sign-up, a visitor's online booking); null for records made before it was kept. */
  source: CustomerSource | null;
  /** Staff notes. */
  notes: string | null;
  /** What the customer wrote in the portal's profile. */
  customerNotes: string | null;
  /** ISO instants. */
  createdAt: string;
  updatedAt: string;
  /** The record's version for the Edit form: an edit made against another version is refused (someone else saved). */
  version: string;
  /** The sum of the open invoices (ADR 084): opening balances ("entered") plus visits' and service records' invoices. */
  balance: { entered: number; unpaidService: number; unpaidServiceCount: number; total: number };
  login: { email: string; emailVerified: boolean; createdAt: string } | null;
  /** A paid plan running now: the record cannot be deleted until it is cancelled. */
  activeSubscription: { planCode: string; status: string } | null;
  appointments: {
    id: string;
    appointmentDate: string;
    serviceType: string;
    status: string;
    durationMinutes: number;
    serviceAddress: string;
  }[];
  serviceHistory: {
    id: string;
    serviceDate: string;
    serviceType: string;
    description: string | null;
    technicianName: string | null;
    amountCharged: number;
    paymentStatus: string;
    /** The record's invoice, where one was made for it (ADR 084): the page links to it with its status. */
    invoice: { id: string; number: string | null; status: string } | null;
  }[];
  orders: {
    id: string;
    createdAt: string;
    serviceType: string;
    planCode: string | null;
    amountCents: number;
    status: string;
  }[];
  rewardClaims: {
    id: string;
    rewardCode: string;
    claimYear: number;
    points: number;
    status: string;
    claimedAt: string;
  }[];
  counts: { appointments: number; serviceHistory: number; orders: number; rewardClaims: number };
};

/** The record's version: its last change to the microsecond (a JavaScript date keeps only milliseconds). */
export function customerVersionSql() {
  return sql<string>`(extract(epoch from ${customers.updatedAt}) * 1000000)::bigint::text`;
}

/** Everything staff see about one customer (issue 11, "Customer detail"). Unknown or malformed id: NOT_FOUND. */
export async function getCustomerDetail(input: {
  actor: { id: string };
  customerId: string;
  now?: Date;
}): Promise<CustomerDetail> {
  const id = knownCustomerId(input.customerId);
  const db = await database();
  const [row] = await db
    .select({
      customer: customers,
      version: customerVersionSql(),
      login: { email: user.email, emailVerified: user.emailVerified, createdAt: user.createdAt },
    })
    .from(customers)
    .leftJoin(user, eq(user.id, customers.userId))
    .where(eq(customers.id, id));
  if (!row) throw new AppError("NOT_FOUND", "Customer not found");
  const c = row.customer;

  const planNext = await planVisitNextService(db, id);
  const [unpaid, activeSubscription, appointmentRows, historyRows, orderRows, claimRows, counts] = await Promise.all([
    // The open invoices other than opening balances: what the visits and service records still owe (ADR 084).
    db
      .select({ sum: sql<string>`coalesce(sum(${invoices.balanceCents}), 0)`, count: count() })
      .from(invoices)
      .where(and(eq(invoices.customerId, id), eq(invoices.status, "open"), ne(invoices.kind, "opening_balance"))),
    db
      .select({ planCode: subscriptions.planCode, status: subscriptions.status })
      .from(subscriptions)
      .where(and(eq(subscriptions.customerId, id), inArray(subscriptions.status, [...SUBSCRIBED_STATUSES])))
      .limit(1),
    db
      .select({
        id: appointments.id,
        appointmentDate: appointments.appointmentDate,
        serviceType: appointments.serviceType,
        status: appointments.status,
        durationMinutes: appointments.durationMinutes,
        serviceAddress: appointments.serviceAddress,
      })
      .from(appointments)
      .where(eq(appointments.customerId, id))
      .orderBy(desc(appointments.appointmentDate), desc(appointments.createdAt))
      .limit(CUSTOMER_DETAIL_LIST_LIMIT),
    db
      .select({
        id: serviceHistory.id,
        serviceDate: serviceHistory.serviceDate,
        serviceType: serviceHistory.serviceType,
        description: serviceHistory.description,
        technicianName: serviceHistory.technicianName,
        amountCharged: serviceHistory.amountCharged,
        paymentStatus: serviceHistory.paymentStatus,
        invoiceId: invoices.id,
        invoiceNumber: invoices.number,
        invoiceStatus: invoices.status,
      })
      .from(serviceHistory)
      .leftJoin(invoices, eq(invoices.serviceHistoryId, serviceHistory.id))
      .where(eq(serviceHistory.customerId, id))
      .orderBy(desc(serviceHistory.serviceDate), desc(serviceHistory.createdAt))
      .limit(CUSTOMER_DETAIL_LIST_LIMIT),
    db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        serviceType: orders.serviceType,
        planCode: orders.planCode,
        amount: orders.amount,
        status: orders.status,
      })
      .from(orders)
      .where(eq(orders.customerId, id))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(CUSTOMER_DETAIL_LIST_LIMIT),
    db
      .select({
        id: rewardClaims.id,
        rewardCode: rewardClaims.rewardCode,
        claimYear: rewardClaims.claimYear,
        points: rewardClaims.points,
        status: rewardClaims.status,
        createdAt: rewardClaims.createdAt,
      })
      .from(rewardClaims)
      .where(eq(rewardClaims.customerId, id))
      .orderBy(desc(rewardClaims.createdAt))
      .limit(CUSTOMER_DETAIL_LIST_LIMIT),
    db.execute<{ appointments: string; service_history: string; orders: string; reward_claims: string }>(sql`
      select
        (select count(*) from ${appointments} where ${appointments.customerId} = ${id}) as appointments,
        (select count(*) from ${serviceHistory} where ${serviceHistory.customerId} = ${id}) as service_history,
        (select count(*) from ${orders} where ${orders.customerId} = ${id}) as orders,
        (select count(*) from ${rewardClaims} where ${rewardClaims.customerId} = ${id}) as reward_claims
    `),
  ]);

  const unpaidServiceCents = Number(unpaid[0]?.sum ?? 0);
  const countRow = counts.rows[0]!;
  return {
    id: c.id,
    customerNumber: c.customerNumber,
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    phone: c.phone,
    addressLine1: c.addressLine1,
    addressLine2: c.addressLine2,
    city: c.city,
    state: c.state,
    zipCode: c.zipCode,
    servicePlan: c.servicePlan,
    equipmentType: c.equipmentType,
    equipmentBrand: c.equipmentBrand,
    equipmentModel: c.equipmentModel,
    installationDate: c.installationDate,
    nextServiceDue: c.nextServiceDue,
    nextServiceFollowsPlan: planNext?.planCode ?? null,
    dueSoon: c.nextServiceDue !== null && c.nextServiceDue <= dueSoonCutoff(input.now ?? new Date()),
    status: c.status,
    source: c.source,
    notes: c.notes,
    customerNotes: c.customerNotes,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    version: row.version,
    // The balance is the sum of the open invoices (ADR 084), kept in current_balance; "entered" is what the opening-
    // balance invoices still owe. Cents subtracted as whole numbers, so no 0.30000000000000004.
    balance: {
      entered: (Math.round(c.currentBalance * 100) - unpaidServiceCents) / 100,
      unpaidService: unpaidServiceCents / 100,
      unpaidServiceCount: unpaid[0]?.count ?? 0,
      total: c.currentBalance,
    },
    login: row.login
      ? { email: row.login.email, emailVerified: row.login.emailVerified, createdAt: row.login.createdAt.toISOString() }
      : null,
    activeSubscription: activeSubscription[0] ?? null,
    appointments: appointmentRows.map((a) => ({ ...a, appointmentDate: a.appointmentDate.toISOString() })),
    serviceHistory: historyRows.map(({ invoiceId, invoiceNumber, invoiceStatus, ...record }) => ({
      ...record,
      invoice: invoiceId ? { id: invoiceId, number: invoiceNumber, status: invoiceStatus! } : null,
    })),
    orders: orderRows.map((o) => ({
      id: o.id,
      createdAt: o.createdAt.toISOString(),
      serviceType: o.serviceType,
      planCode: o.planCode,
      amountCents: o.amount,
      status: o.status,
    })),
    rewardClaims: claimRows.map((r) => ({
      id: r.id,
      rewardCode: r.rewardCode,
      claimYear: r.claimYear,
      points: r.points,
      status: r.status,
      claimedAt: r.createdAt.toISOString(),
    })),
    counts: {
      appointments: Number(countRow.appointments),
      serviceHistory: Number(countRow.service_history),
      orders: Number(countRow.orders),
      rewardClaims: Number(countRow.reward_claims),
    },
  };
}
