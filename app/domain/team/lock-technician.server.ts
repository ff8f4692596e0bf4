import { eq } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { technicians } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { isTechnicianId } from "./technician-id";

export type LockedTechnician = typeof technicians.$inferSelect;

/**
 * The technician's row, locked for the rest of the caller's transaction so two staff changing one technician take
 * turns. An id from the browser that names no technician (or is no id at all) is NOT_FOUND.
 */
export async function lockTechnician(tx: Transaction, technicianId: string): Promise<LockedTechnician> {
  if (!isTechnicianId(technicianId)) throw new AppError("NOT_FOUND", `No technician ${technicianId}`);
  const [row] = await tx.select().from(technicians).where(eq(technicians.id, technicianId)).for("update");
  if (!row) throw new AppError("NOT_FOUND", `No technician ${technicianId}`);
  return row;
}
