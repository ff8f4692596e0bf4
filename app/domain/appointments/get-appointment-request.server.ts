import { eq } from "drizzle-orm";
import { z } from "zod";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { serviceRequests } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { loadRequestRows, type AppointmentRequestRow } from "./list-appointment-requests.server";

/**
 * One service request for the screen's dialogs (`?schedule=<id>`, `?cancel=<id>`), as the list shows it. An unknown
 * or malformed id answers NOT_FOUND (404).
 */
export async function getAppointmentRequest(input: {
  actor: Pick<SessionUser, "id">;
  requestId: unknown;
}): Promise<AppointmentRequestRow> {
  const id = z.uuid().safeParse(input.requestId);
  if (!id.success) throw new AppError("NOT_FOUND", "No such appointment request");
  const [row] = await loadRequestRows(await database(), { where: eq(serviceRequests.id, id.data), limit: 1 });
  if (!row) throw new AppError("NOT_FOUND", "No such appointment request");
  return row;
}
