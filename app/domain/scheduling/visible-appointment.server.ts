import { and, eq, type SQL } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { appointments, customers } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { AppointmentIdSchema } from "~/domain/appointments/appointment-schemas";

/**
 * Who changes a booked visit, and so where its id is looked up: a signed-in customer only among their own records
 * (customers.user_id), a visitor's scoped link only within the customer record the link names, staff anywhere (with
 * a booker's powers when moving it: a named technician, the override).
 */
export type BookingActor =
  | { kind: "customer"; userId: string }
  | { kind: "visitor"; customerId: string }
  | { kind: "staff"; actor: { id: string }; override?: boolean; technicianId?: string };

export type VisibleAppointment = typeof appointments.$inferSelect;

/**
 * The appointment with this id if the actor may see it, optionally locked for the caller's change. Another
 * customer's id, a made-up one and a malformed one all answer NOT_FOUND alike, so nobody learns which ids exist.
 */
export async function findVisibleAppointment(
  db: Executor,
  input: { appointmentId: unknown; actor: BookingActor; lock?: boolean },
): Promise<VisibleAppointment> {
  const id = AppointmentIdSchema.safeParse(input.appointmentId);
  if (!id.success) throw new AppError("NOT_FOUND", "No such appointment");
  const query = db
    .select({ appointment: appointments })
    .from(appointments)
    .innerJoin(customers, eq(customers.id, appointments.customerId))
    .where(and(eq(appointments.id, id.data), visibleTo(input.actor)));
  const [row] = input.lock ? await query.for("update", { of: appointments }) : await query;
  if (!row) throw new AppError("NOT_FOUND", "No such appointment");
  return row.appointment;
}

function visibleTo(actor: BookingActor): SQL | undefined {
  if (actor.kind === "customer") return eq(customers.userId, actor.userId);
  if (actor.kind === "visitor") return eq(appointments.customerId, actor.customerId);
  return undefined;
}
