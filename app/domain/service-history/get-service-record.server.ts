import { eq } from "drizzle-orm";
import { z } from "zod";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { customers, serviceHistory } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { serviceRecordColumns, toServiceRecordRow, type ServiceRecordRow } from "./list-service-records.server";

/** A record's id as a URL or a form carries it; anything else names no record (404, never a uuid syntax error). */
export function knownServiceRecordId(recordId: unknown): string {
  const parsed = z.uuid().safeParse(recordId);
  if (!parsed.success) throw new AppError("NOT_FOUND", "Service record not found");
  return parsed.data;
}

/** One service record for the edit and delete dialogs; NOT_FOUND when it does not exist. */
export async function getServiceRecord(input: {
  actor: Pick<SessionUser, "id">;
  recordId: string;
}): Promise<ServiceRecordRow> {
  const id = knownServiceRecordId(input.recordId);
  const db = await database();
  const [row] = await db
    .select(serviceRecordColumns)
    .from(serviceHistory)
    .innerJoin(customers, eq(customers.id, serviceHistory.customerId))
    .where(eq(serviceHistory.id, id))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", "Service record not found");
  return toServiceRecordRow(row);
}
