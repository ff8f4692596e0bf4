import { and, eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { appointments, customers } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { AppointmentIdSchema } from "./appointment-schemas";

export type AppointmentRow = typeof appointments.$inferSelect;

/**
 * One of the signed-in user's own appointments, locked for the caller's change. An id from the browser is looked up
 * only through `customers.user_id` (DECISIONS.md §2): another customer's id, a made-up one or a malformed one all
 * answer NOT_FOUND (404) alike, so nobody learns which ids exist.
 */
export async function lockOwnAppointment(
  tx: Executor,
  input: { userId: string; appointmentId: unknown },
): Promise<AppointmentRow> {
  const id = AppointmentIdSchema.safeParse(input.appointmentId);
  if (!id.success) throw new AppError("NOT_FOUND", "No such appointment");
  const [row] = await tx
    .select({ appointment: appointments })
    .from(appointments)
    .innerJoin(customers, eq(customers.id, appointments.customerId))
    .where(and(eq(appointments.id, id.data), eq(customers.userId, input.userId)))
    .for("update", { of: appointments });
  if (!row) throw new AppError("NOT_FOUND", "No such appointment");
  return row.appointment;
}
