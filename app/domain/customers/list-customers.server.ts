import { eq, sql } from "drizzle-orm";
import { database } from "~/db/database.server";
import { customers, plans } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { customerBalanceSql } from "~/domain/dashboard/customer-balance.server";
import type { Locale } from "~/i18n/catalog";
import type { CustomerListParams } from "./customer-list-params";
import { customerListOrder, customerSearchWhere } from "./customer-list-query.server";
import { dueSoonCutoff } from "./due-soon-date";

/** One row of the back office customer table (spec document 2 §2: every column). */
export type CustomerListRow = {
  id: string;
  customerNumber: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  city: string | null;
  state: string;
  zipCode: string | null;
  /** basic, premium_care, commercial_plus or none. */
  planCode: string;
  /** The plan's name in the catalog, in the page's language; null for none (or a code the catalog lacks). */
  planName: string | null;
  /** US dollars: the balance staff entered plus unpaid service history (DECISIONS.md §4). */
  balance: number;
  /** YYYY-MM-DD or null. */
  nextServiceDue: string | null;
  /** Next service on or before today + 30 days in Miami, overdue included. */
  dueSoon: boolean;
  status: string;
  /** ISO instant: the Joined date. */
  createdAt: string;
};

export type CustomerListPage = {
  rows: CustomerListRow[];
  /** Every customer the search finds, not just this page. */
  total: number;
  /** The page shown: the one asked for, or the last one when the list has become shorter than that. */
  page: number;
  size: number;
  /** At least 1, so "page 1 of 1" reads right for an empty list. */
  pageCount: number;
};

type ListInput = { actor: { isAdmin: boolean }; params: CustomerListParams; locale?: Locale; now?: Date };

/**
 * One page of the customer list, searched, sorted and paged in the database (ADR 033), and the number of customers
 * the search finds (a separate count over the same condition). OFFSET paging: measured fast enough on a deep page
 * at 100,000 customers (`npm run bench:customers`).
 */
export async function listCustomers({
  actor,
  params,
  locale = "en",
  now = new Date(),
}: ListInput): Promise<CustomerListPage> {
  if (!actor.isAdmin) throw new AppError("FORBIDDEN", "Only staff can list customers");
  const db = await database();
  const where = customerSearchWhere(params.q);
  const cutoff = dueSoonCutoff(now);

  const order = customerListOrder(params.sort);
  // The page's ids first (the index does the ordering and the skipping), then only those 25–100 rows get their
  // details and balance: computed in the same SELECT, the balance would run for every row OFFSET skips.
  const pageOf = (page: number) => {
    const pageIds = db
      .select({ id: customers.id })
      .from(customers)
      .where(where)
      .orderBy(...order)
      .limit(params.size)
      .offset((page - 1) * params.size)
      .as("page_ids");
    return db
      .select({
        id: customers.id,
        customerNumber: customers.customerNumber,
        firstName: customers.firstName,
        lastName: customers.lastName,
        email: customers.email,
        phone: customers.phone,
        city: customers.city,
        state: customers.state,
        zipCode: customers.zipCode,
        planCode: customers.servicePlan,
        planName: locale === "es" ? plans.nameEs : plans.name,
        balance: customerBalanceSql(),
        nextServiceDue: customers.nextServiceDue,
        dueSoon: sql<boolean>`coalesce(${customers.nextServiceDue} <= ${cutoff}::date, false)`,
        status: customers.status,
        createdAt: customers.createdAt,
      })
      .from(customers)
      .innerJoin(pageIds, eq(pageIds.id, customers.id))
      .leftJoin(plans, eq(plans.code, customers.servicePlan))
      .orderBy(...order);
  };

  const [rows, counted] = await Promise.all([
    pageOf(params.page),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(customers)
      .where(where),
  ]);
  const total = counted[0]?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / params.size));
  // A bookmark past the end (customers deleted since, a narrower search) shows the last page rather than nothing.
  const page = Math.min(params.page, pageCount);
  const shown = page === params.page ? rows : await pageOf(page);
  return {
    rows: shown.map((row) => ({
      ...row,
      planName: row.planCode === "none" ? null : row.planName,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page,
    size: params.size,
    pageCount,
  };
}
