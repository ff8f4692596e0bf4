import { and, desc, eq, ilike, ne, or, type SQL } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { appointments, customers, invoices, serviceHistory } from "~/db/schema";
import { listServicePhotos } from "~/domain/visits/list-service-photos.server";
import type { HistoryFilters } from "./history-filters";

export type ServiceHistoryRow = {
  id: string;
  serviceType: string;
  /** YYYY-MM-DD */
  serviceDate: string;
  description: string | null;
  technicianName: string | null;
  amountCharged: number;
  paymentStatus: string;
  /** The notes the technician left for the customer on the visit the record completes (issue 35). */
  technicianNotes: string | null;
  /** The visit's photos in order, each as a small and a large stored size's address. */
  photos: { small: string; large: string }[];
  /** The record's invoice once it is sent (a draft is not the customer's yet), for its PDF (issue 38 item 5). */
  invoice: { id: string; number: string } | null;
};

export type ServiceHistoryList = {
  rows: ServiceHistoryRow[];
  /** Over the filtered rows (spec document 1 §2, Service History screen). */
  summary: { count: number; totalAmount: number; lastServiceDate: string | null };
  /** The distinct service types of all the customer's rows, sorted, for the Service Type select. */
  serviceTypes: string[];
  /** Whether the customer has any history at all (which empty state to show). */
  hasHistory: boolean;
};

/** `%text%` for ILIKE with the text's own %, _ and \ matched literally (backslash is LIKE's default escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function filterConditions(filters: HistoryFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(
      or(
        ilike(serviceHistory.serviceType, pattern),
        ilike(serviceHistory.description, pattern),
        ilike(serviceHistory.technicianName, pattern),
      )!,
    );
  }
  if (filters.payment !== "all") conditions.push(eq(serviceHistory.paymentStatus, filters.payment));
  if (filters.type !== "all") conditions.push(eq(serviceHistory.serviceType, filters.type));
  return conditions;
}

/**
 * The signed-in customer's service history, newest first, filtered in the database. Rows are reached only
 * through `customers.user_id`; a login without a customer record has no history.
 */
export async function listServiceHistory(input: {
  user: Pick<SessionUser, "id">;
  filters: HistoryFilters;
}): Promise<ServiceHistoryList> {
  const db = await database();
  const [record] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.userId, input.user.id))
    .limit(1);
  if (!record)
    return {
      rows: [],
      summary: { count: 0, totalAmount: 0, lastServiceDate: null },
      serviceTypes: [],
      hasHistory: false,
    };

  const ownRows = eq(serviceHistory.customerId, record.id);
  const [rows, types] = await Promise.all([
    db
      .select({
        id: serviceHistory.id,
        serviceType: serviceHistory.serviceType,
        serviceDate: serviceHistory.serviceDate,
        description: serviceHistory.description,
        technicianName: serviceHistory.technicianName,
        amountCharged: serviceHistory.amountCharged,
        paymentStatus: serviceHistory.paymentStatus,
        technicianNotes: appointments.technicianNotes,
        invoiceId: invoices.id,
        invoiceNumber: invoices.number,
      })
      .from(serviceHistory)
      .leftJoin(appointments, eq(appointments.id, serviceHistory.appointmentId))
      .leftJoin(invoices, and(eq(invoices.serviceHistoryId, serviceHistory.id), ne(invoices.status, "draft")))
      .where(and(ownRows, ...filterConditions(input.filters)))
      .orderBy(desc(serviceHistory.serviceDate), desc(serviceHistory.createdAt), desc(serviceHistory.id)),
    db.selectDistinct({ serviceType: serviceHistory.serviceType }).from(serviceHistory).where(ownRows),
  ]);

  const photos = await listServicePhotos(
    db,
    rows.map((row) => row.id),
  );
  // Summed in cents: adding dollar amounts as floats drifts (0.1 + 0.2).
  const totalCents = rows.reduce((sum, row) => sum + Math.round(row.amountCharged * 100), 0);
  return {
    rows: rows.map(({ invoiceId, invoiceNumber, ...row }) => ({
      ...row,
      photos: photos.get(row.id) ?? [],
      invoice: invoiceId && invoiceNumber ? { id: invoiceId, number: invoiceNumber } : null,
    })),
    summary: { count: rows.length, totalAmount: totalCents / 100, lastServiceDate: rows[0]?.serviceDate ?? null },
    // Sorted here, not by the database, so both databases' collations give the select the same order.
    serviceTypes: types.map((type) => type.serviceType).sort((a, b) => a.localeCompare(b, "en")),
    hasHistory: types.length > 0,
  };
}
