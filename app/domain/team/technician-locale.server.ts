import { eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { technicians } from "~/db/schema";

/** The language staff set for a technician's login (technicians.locale), or null when it has no technician record. */
export async function technicianLocaleOf(userId: string): Promise<"en" | "es" | null> {
  const db = await database();
  const [row] = await db.select({ locale: technicians.locale }).from(technicians).where(eq(technicians.userId, userId));
  return row?.locale ?? null;
}
