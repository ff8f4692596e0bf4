import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { customers, serviceHistory } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import {
  customerSearchCondition,
  findCustomerChoice,
  type CustomerChoice,
} from "~/domain/customers/find-customer-choices.server";
import { containsPattern } from "./list-service-history.server";
import type { ServiceListParams } from "./service-record-schemas";

/** One service record as the back office lists it, with its customer's name and number. */
export type ServiceRecordRow = {
  id: string;
  customerId: string;
  customerName: string;
  customerNumber: string;
  serviceType: string;
  /** YYYY-MM-DD */
  serviceDate: string;
  description: string | null;
  technicianName: string | null;
  amountCharged: number;
  paymentStatus: string;
};

export type ServiceRecordList = {
  rows: ServiceRecordRow[];
  /** Every record matching the search and filters (the count badge), not the page's size. */
  total: number;
  /** The page shown: the asked one, or the last when it asked past the end. */
  page: number;
  pageCount: number;
  /** The customer `?customer=` narrows the list to. */
  customer: CustomerChoice | null;
};

export const serviceRecordColumns = {
  id: serviceHistory.id,
  customerId: serviceHistory.customerId,
  firstName: customers.firstName,
  lastName: customers.lastName,
  customerNumber: customers.customerNumber,
  serviceType: serviceHistory.serviceType,
  serviceDate: serviceHistory.serviceDate,
  description: serviceHistory.description,
  technicianName: serviceHistory.technicianName,
  amountCharged: serviceHistory.amountCharged,
  paymentStatus: serviceHistory.paymentStatus,
};

type SelectedRow = Omit<ServiceRecordRow, "customerName"> & { firstName: string; lastName: string };

export function toServiceRecordRow({ firstName, lastName, ...row }: SelectedRow): ServiceRecordRow {
  return { ...row, customerName: `${firstName} ${lastName}` };
}

/**
 * The search: the customer's name, e-mail, number or phone (the customer list's indexed search, ADR 033), or the
 * record's service type, technician or description (ILIKE over the records, which are listed by date anyway).
 */
function conditionsFor(params: ServiceListParams): SQL[] {
  const conditions: SQL[] = [];
  if (params.q) {
    const pattern = containsPattern(params.q);
    const matches = [
      customerSearchCondition(params.q),
      ilike(serviceHistory.serviceType, pattern),
      ilike(serviceHistory.technicianName, pattern),
      ilike(serviceHistory.description, pattern),
    ].filter((condition): condition is SQL => condition !== undefined);
    conditions.push(or(...matches)!);
  }
  if (params.payment !== "all") conditions.push(eq(serviceHistory.paymentStatus, params.payment));
  if (params.customer) conditions.push(eq(serviceHistory.customerId, params.customer));
  return conditions;
}

/**
 * Service History (spec document 2 §2, §7: ordered by service date, newest first) for staff: every customer's
 * records, searched, filtered by payment status or one customer, and paged on the server. An unknown `customer`
 * answers NOT_FOUND.
 */
export async function listServiceRecords(input: {
  actor: Pick<SessionUser, "id">;
  params: ServiceListParams;
}): Promise<ServiceRecordList> {
  const { params } = input;
  const customer = params.customer
    ? await findCustomerChoice({ actor: input.actor, customerId: params.customer })
    : null;
  if (params.customer && !customer) throw new AppError("NOT_FOUND", "Customer not found");
  const db = await database();
  const where = and(...conditionsFor(params));
  const [counted] = await db
    .select({ total: count() })
    .from(serviceHistory)
    .innerJoin(customers, eq(customers.id, serviceHistory.customerId))
    .where(where);
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / params.size));
  const page = Math.min(params.page, pageCount);
  const rows =
    total === 0
      ? []
      : await db
          .select(serviceRecordColumns)
          .from(serviceHistory)
          .innerJoin(customers, eq(customers.id, serviceHistory.customerId))
          .where(where)
          .orderBy(desc(serviceHistory.serviceDate), desc(serviceHistory.createdAt), desc(serviceHistory.id))
          .limit(params.size)
          .offset((page - 1) * params.size);
  return { rows: rows.map(toServiceRecordRow), total, page, pageCount, customer };
}
