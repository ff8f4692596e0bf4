import { eq, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { appointments, serviceRequests, SERVICE_REQUEST_STATUSES } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { enqueueAppointmentSync } from "~/domain/crm/crm-jobs.server";
import { sendAppointmentStatusEmail } from "~/domain/notifications/send-appointment-status-email.server";
import { AppointmentIdSchema } from "./appointment-schemas";

export type StaffAppointmentStatus = "confirmed" | "completed" | "cancelled";

/** The linked service request follows its appointment (DECISIONS.md §4: scheduled ↔ confirmed). */
const REQUEST_STATUS_FOR: Record<StaffAppointmentStatus, (typeof SERVICE_REQUEST_STATUSES)[number]> = {
  confirmed: "scheduled",
  completed: "completed",
  cancelled: "cancelled",
};

/** Which statuses each change may start from: a completed or cancelled visit is final. */
const ALLOWED_FROM: Record<StaffAppointmentStatus, readonly string[]> = {
  confirmed: ["scheduled"],
  completed: ["scheduled", "confirmed"],
  cancelled: ["scheduled", "confirmed"],
};

/**
 * Staff confirm, complete or cancel an appointment (the back office's one entry point; DECISIONS.md §4). Updates the
 * appointment and its service request, mails the customer in their language and updates the CRM item, in one
 * transaction. Setting the status it already has changes nothing and sends nothing.
 * Throws NOT_FOUND for an unknown id, CONFLICT when the change is not allowed from the current status.
 * The caller checks the staff member's rights: this function does not see who acts.
 */
export async function setAppointmentStatus(input: {
  appointmentId: string;
  status: StaffAppointmentStatus;
  executor?: Executor;
}): Promise<{ appointmentId: string; status: StaffAppointmentStatus; changed: boolean }> {
  const id = AppointmentIdSchema.safeParse(input.appointmentId);
  if (!id.success) throw new AppError("NOT_FOUND", "No such appointment");
  const db = input.executor ?? (await database());
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(appointments).where(eq(appointments.id, id.data)).for("update");
    if (!current) throw new AppError("NOT_FOUND", "No such appointment");
    if (current.status === input.status) return { appointmentId: current.id, status: input.status, changed: false };
    if (!ALLOWED_FROM[input.status].includes(current.status)) {
      throw new AppError("CONFLICT", `A ${current.status} appointment cannot be set to ${input.status}`);
    }
    await tx.update(appointments).set({ status: input.status, updatedAt: sql`now()` }).where(eq(appointments.id, current.id));
    if (current.serviceRequestId) {
      await tx
        .update(serviceRequests)
        .set({ status: REQUEST_STATUS_FOR[input.status], updatedAt: sql`now()` })
        .where(eq(serviceRequests.id, current.serviceRequestId));
    }
    await sendAppointmentStatusEmail({ executor: tx, appointmentId: current.id, status: input.status });
    await enqueueAppointmentSync(tx, { appointmentId: current.id });
    return { appointmentId: current.id, status: input.status, changed: true };
  });
}
