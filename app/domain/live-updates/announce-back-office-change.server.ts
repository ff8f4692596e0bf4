import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { BACK_OFFICE_EVENTS_CHANNEL, type BackOfficeTopic } from "./back-office-topics";

/**
 * Tells the back office's open screens that a topic changed, as migration 0008's triggers do for their tables: a
 * NOTIFY in the caller's transaction, delivered only when it commits (and by PostgreSQL to every app server that
 * listens). For changes no trigger sees, such as a visit moved on the dispatch board or a technician's step, which
 * write only the appointments table.
 */
export async function announceBackOfficeChange(executor: Executor, topic: BackOfficeTopic): Promise<void> {
  await executor.execute(sql`select pg_notify(${BACK_OFFICE_EVENTS_CHANNEL}, ${JSON.stringify({ topic })})`);
}
