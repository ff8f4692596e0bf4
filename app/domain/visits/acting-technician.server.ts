import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { technicians } from "~/db/schema";
import { AppError } from "~/domain/app-error";

export type ActingTechnician = { id: string; name: string; locale: "en" | "es"; userId: string };

/**
 * The technician record of a signed-in technician's login (technicians.user_id). A login whose record was removed
 * or unlinked meanwhile has nothing to see: FORBIDDEN, like any account at an address its role does not reach.
 */
export async function actingTechnician(user: { id: string }, executor?: Executor): Promise<ActingTechnician> {
  const db = executor ?? (await database());
  const [row] = await db
    .select({ id: technicians.id, name: technicians.name, locale: technicians.locale, userId: technicians.userId })
    .from(technicians)
    .where(eq(technicians.userId, user.id));
  if (!row?.userId) throw new AppError("FORBIDDEN", `Login ${user.id} has no technician record`);
  return { id: row.id, name: row.name, locale: row.locale, userId: row.userId };
}
