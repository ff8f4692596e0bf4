import { count, desc } from "drizzle-orm";
import { APPOINTMENT_SERVICE_TYPES } from "~/config/service-types";
import { database } from "~/db/database.server";
import { serviceHistory } from "~/db/schema";

const SUGGESTIONS_FROM_HISTORY = 30;

/**
 * What the service type field suggests: the appointment form's types (app/config/service-types.ts), then the types
 * staff have used most, so "Coil Cleaning" is typed the same way every time (the rewards read those words).
 */
export async function listServiceTypeSuggestions(): Promise<string[]> {
  const db = await database();
  const used = await db
    .select({ serviceType: serviceHistory.serviceType, uses: count() })
    .from(serviceHistory)
    .groupBy(serviceHistory.serviceType)
    .orderBy(desc(count()), serviceHistory.serviceType)
    .limit(SUGGESTIONS_FROM_HISTORY);
  const types: string[] = [...APPOINTMENT_SERVICE_TYPES];
  for (const { serviceType } of used) if (!types.includes(serviceType)) types.push(serviceType);
  return types;
}
