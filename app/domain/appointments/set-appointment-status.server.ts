import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { database } from "~/db/database.server";
import { appointments, APPOINTMENT_STATUSES } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { businessToday } from "~/domain/customers/due-soon-date";
import { changeVisitState } from "~/domain/visits/change-visit-state.server";
import type { VisitServiceRecordFacts } from "~/domain/visits/visit-service-record.server";
import { AppointmentIdSchema } from "./appointment-schemas";
import { instantToBusinessLocal, visitHasStarted } from "./requested-time-rules";

export type StaffAppointmentStatus = "confirmed" | "completed" | "cancelled";

/** What staff set when they confirm a visit (the schedule dialog): saved on the appointment with the status. */
export type AppointmentSchedule = {
  appointmentDate: Date;
  technicianName: string | null;
  technicianNotes: string | null;
};

/**
 * Which statuses each change may start from. Spec document 2 §4: staff may set scheduled, completed or cancelled
 * from any state, so a cancelled or completed visit can be re-opened (confirmed again) or corrected.
 */
const ALLOWED_FROM: Record<StaffAppointmentStatus, readonly string[]> = {
  confirmed: APPOINTMENT_STATUSES,
  completed: APPOINTMENT_STATUSES,
  cancelled: APPOINTMENT_STATUSES,
};

type AppointmentRow = typeof appointments.$inferSelect;

/** The schedule's values that differ from the row (nothing when staff saved it unchanged). */
function scheduleChanges(
  current: AppointmentRow,
  schedule: AppointmentSchedule | undefined,
): Partial<AppointmentSchedule> {
  if (!schedule) return {};
  const changes: Partial<AppointmentSchedule> = {};
  if (schedule.appointmentDate.getTime() !== current.appointmentDate.getTime())
    changes.appointmentDate = schedule.appointmentDate;
  if (schedule.technicianName !== current.technicianName) changes.technicianName = schedule.technicianName;
  if (schedule.technicianNotes !== current.technicianNotes) changes.technicianNotes = schedule.technicianNotes;
  return changes;
}

/**
 * A visit staff move to a time of their choosing leaves its booked arrival window (issue 34): it has no window end
 * any more, and its technician's reservation moves with it, keeping its length. A technician typed anew by name is
 * no longer the booked technician.
 */
function leftWindow(
  current: AppointmentRow,
  changes: Partial<AppointmentSchedule>,
): Partial<Pick<AppointmentRow, "windowEnd" | "busyUntil" | "technicianId">> {
  const moved: Partial<Pick<AppointmentRow, "windowEnd" | "busyUntil" | "technicianId">> = {};
  if (changes.appointmentDate) {
    moved.windowEnd = null;
    if (current.busyUntil)
      moved.busyUntil = new Date(
        changes.appointmentDate.getTime() + (current.busyUntil.getTime() - current.appointmentDate.getTime()),
      );
  }
  if (changes.technicianName !== undefined && current.technicianId) moved.technicianId = null;
  return moved;
}

/**
 * The service record staff completing a visit write with it (issue 35 item 6): no amount yet ($0, pending, which staff
 * correct on the Service History screen), dated the visit's day in Miami, or today when it was completed before it
 * began.
 */
function staffServiceRecord(
  current: AppointmentRow,
  now: Date,
  completedEarly: boolean,
): Omit<VisitServiceRecordFacts, "customerId" | "serviceType"> {
  return {
    serviceDate: completedEarly ? businessToday(now) : instantToBusinessLocal(current.appointmentDate).slice(0, 10),
    description: null,
    technicianName: current.technicianName,
    amountCharged: 0,
    paymentStatus: "pending",
    partsUsed: null,
  };
}

/**
 * Staff confirm, complete or cancel an appointment (the back office's one entry point; DECISIONS.md §4). Updates the
 * appointment and its service request (both `updated_at`), mails the customer in their language, updates the CRM
 * item and records the audit entry `appointment.status` ({from, to, technicianName?, appointmentDate?}), in one
 * transaction. Confirming may carry the schedule (time, technician, technician notes): on an appointment that is
 * already confirmed that is a re-schedule, and the customer is mailed the new details. Setting the status it already
 * has, with no schedule change, changes nothing and sends nothing. A visit is completed from its start time on;
 * before it only with `completedToday` (the service record is then dated today, and the audit says so), else
 * BAD_INPUT with the field key `completedToday: "completeBeforeStart"`.
 * Throws NOT_FOUND for an unknown id. The caller checks the staff member's rights; `actor` is who the audit names
 * (none: the system).
 */
export async function setAppointmentStatus(input: {
  appointmentId: string;
  status: StaffAppointmentStatus;
  actor?: { id: string } | null;
  /** Only read when confirming. */
  schedule?: AppointmentSchedule;
  /** Only read when completing a visit whose start time is still ahead: staff say it was done today (issue 33). */
  completedToday?: boolean;
  now?: Date;
  executor?: Executor;
}): Promise<{
  appointmentId: string;
  status: StaffAppointmentStatus;
  changed: boolean;
  completedEarly: boolean;
  /** The completed visit's service record (written with it, or the one it already had). */
  serviceRecordId: string | null;
}> {
  const id = AppointmentIdSchema.safeParse(input.appointmentId);
  if (!id.success) throw new AppError("NOT_FOUND", "No such appointment");
  const db = input.executor ?? (await database());
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(appointments).where(eq(appointments.id, id.data)).for("update");
    if (!current) throw new AppError("NOT_FOUND", "No such appointment");
    const changes = input.status === "confirmed" ? scheduleChanges(current, input.schedule) : {};
    const rescheduled = Object.keys(changes).length > 0;
    if (current.status === input.status && !rescheduled)
      return {
        appointmentId: current.id,
        status: input.status,
        changed: false,
        completedEarly: false,
        serviceRecordId: null,
      };
    if (!ALLOWED_FROM[input.status].includes(current.status)) {
      throw new AppError("CONFLICT", `A ${current.status} appointment cannot be set to ${input.status}`);
    }
    const completedEarly =
      input.status === "completed" && !visitHasStarted(current.appointmentDate, input.now ?? new Date());
    if (completedEarly && !input.completedToday)
      throw new AppError("BAD_INPUT", `Appointment ${current.id} has not started yet`, {
        completedToday: "completeBeforeStart",
      });
    const now = input.now ?? new Date();
    const technicianName = changes.technicianName !== undefined ? changes.technicianName : current.technicianName;
    const details = {
      ...(input.status === "confirmed" && technicianName ? { technicianName } : {}),
      ...(changes.appointmentDate ? { appointmentDate: changes.appointmentDate.toISOString() } : {}),
      ...(completedEarly ? { completedEarly: true } : {}),
    };
    const columns = { ...changes, ...leftWindow(current, changes) };
    const { serviceRecordId } = await changeVisitState(tx, {
      current,
      actor: input.actor ?? null,
      now,
      details,
      change:
        input.status === "completed"
          ? { to: "completed", columns, record: staffServiceRecord(current, now, completedEarly) }
          : input.status === "confirmed"
            ? { to: "confirmed", columns, rescheduled: current.status === "confirmed" }
            : { to: "cancelled" },
    });
    return { appointmentId: current.id, status: input.status, changed: true, completedEarly, serviceRecordId };
  });
}
