import { and, eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { auditLog } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { CustomerImportReport } from "./customer-import-report";

/**
 * A past import's report, from its audit entry (`customer.import`): what the report page shows after a plain form
 * post, and any time later. An id that is not an import's entry is NOT_FOUND.
 */
export async function getCustomerImportReport({
  auditId,
}: {
  actor: { id: string };
  auditId: string;
}): Promise<CustomerImportReport> {
  if (!/^\d{1,15}$/.test(auditId)) throw new AppError("NOT_FOUND", "No such import report");
  const db = await database();
  const [entry] = await db
    .select({ id: auditLog.id, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.id, Number(auditId)), eq(auditLog.action, "customer.import")));
  if (!entry?.details) throw new AppError("NOT_FOUND", "No such import report");
  return { ...(entry.details as Omit<CustomerImportReport, "auditId">), auditId: entry.id };
}
