import { eq, sql } from "drizzle-orm";
import type { AuditAction } from "~/config/audit-actions";
import type { Executor } from "~/db/client.server";
import { appointments, serviceRequests, SERVICE_REQUEST_STATUSES } from "~/db/schema";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { enqueueAppointmentSync } from "~/domain/crm/crm-jobs.server";
import { queueVisitTexts, type VisitTextEvent } from "~/domain/messaging/queue-visit-texts.server";
import { announceBackOfficeChange } from "~/domain/live-updates/announce-back-office-change.server";
import { sendAppointmentStatusEmail } from "~/domain/notifications/send-appointment-status-email.server";
import { sendOnMyWayEmail } from "~/domain/notifications/send-on-my-way-email.server";
import { discardVisitDraft } from "~/domain/invoices/discard-visit-draft.server";
import { draftInvoiceForVisit } from "~/domain/invoices/draft-invoice-for-visit.server";
import { followPlanVisitAppointment } from "~/domain/plan-visits/follow-plan-visit-appointment.server";
import { followUpCompletedVisit } from "~/domain/reviews/follow-up-completed-visit.server";
import type { ResizedWorkPhoto } from "~/domain/work-photos/resize-work-photo.server";
import {
  removeVisitServiceRecord,
  writeVisitServiceRecord,
  type VisitServiceRecordFacts,
} from "./visit-service-record.server";

export type VisitRow = typeof appointments.$inferSelect;

/** The appointment's own columns a change may set besides its status (staff's schedule, the technician's notes). */
export type VisitColumns = Partial<
  Pick<VisitRow, "appointmentDate" | "technicianName" | "technicianNotes" | "windowEnd" | "busyUntil" | "technicianId">
>;

/**
 * One change of a visit's state, from staff or from the technician's phone. Staff set confirmed, completed or
 * cancelled from any state; the technician steps forward (the callers check which moves they allow).
 */
export type VisitChange =
  | { to: "confirmed"; columns?: VisitColumns; rescheduled: boolean }
  | { to: "cancelled" }
  | { to: "on_my_way"; technicianName: string }
  | { to: "arrived" }
  | {
      to: "completed";
      columns?: VisitColumns;
      record: Omit<VisitServiceRecordFacts, "customerId" | "serviceType">;
      photos?: ResizedWorkPhoto[][];
      /** Price book items the technician picked (codes and quantities): the draft invoice is priced from them. */
      invoiceLines?: readonly { code: string; quantityThousandths: number }[];
    };

/** The linked service request follows its appointment (DECISIONS.md §4: scheduled ↔ confirmed). */
const REQUEST_STATUS_FOR: Record<"confirmed" | "completed" | "cancelled", (typeof SERVICE_REQUEST_STATUSES)[number]> = {
  confirmed: "scheduled",
  completed: "completed",
  cancelled: "cancelled",
};

/**
 * The one way a visit changes state (issue 35 item 6), in the caller's transaction, on a row the caller locked:
 * the office's Schedule / Complete / Cancel, the dispatch board and the technician's screen all come here.
 * - on my way: the time, and the customer is mailed in their language; arrived: the time. The status stays confirmed.
 * - completed: status and completion time, the service request, the service record linked by the appointment (with
 *   the technician's photos), the visit's draft invoice (with an on-site payment as its deposit), the completion mail, the thank-you text, the review request and the CRM sync.
 * - confirmed / cancelled: the status, the request, the mail and the CRM sync; re-opening a completed visit removes
 *   its service record (and so its reward points) and its completion time.
 * Every change is audited once (`appointment.status`, `appointment.on-my-way`, `appointment.arrived`) with `details`;
 * a removed record's contents are kept in its entry.
 * Answers the service record's id when the visit is completed.
 */
export async function changeVisitState(
  tx: Executor,
  input: {
    current: VisitRow;
    change: VisitChange;
    actor: { id: string } | null;
    details?: Record<string, unknown>;
    now: Date;
  },
): Promise<{ serviceRecordId: string | null }> {
  const { current, change, now } = input;
  const audit = (action: AuditAction, details: Record<string, unknown>) =>
    recordAudit(tx, {
      actor: input.actor,
      action,
      entity: "appointment",
      entityId: current.id,
      details: { ...details, ...input.details },
    });
  if (change.to === "on_my_way" || change.to === "arrived") {
    await tx
      .update(appointments)
      .set(
        change.to === "on_my_way"
          ? { onMyWayAt: now, updatedAt: sql`now()` }
          : { arrivedAt: now, updatedAt: sql`now()` },
      )
      .where(eq(appointments.id, current.id));
    if (change.to === "on_my_way") {
      await sendOnMyWayEmail({ executor: tx, appointmentId: current.id, technicianName: change.technicianName });
      await queueVisitTexts(tx, {
        appointmentId: current.id,
        event: { kind: "on_my_way", technicianName: change.technicianName },
        now,
      });
    }
    await audit(change.to === "on_my_way" ? "appointment.on-my-way" : "appointment.arrived", { at: now.toISOString() });
    // Only the appointment changed, which no trigger announces: the dispatch board shows the step live.
    await announceBackOfficeChange(tx, "schedule");
    return { serviceRecordId: null };
  }

  const reopened = current.status === "completed" && change.to !== "completed";
  const columns = change.to === "cancelled" ? {} : (change.columns ?? {});
  await tx
    .update(appointments)
    .set({
      status: change.to,
      ...columns,
      ...(change.to === "completed" ? { completedAt: now } : reopened ? { completedAt: null } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(appointments.id, current.id));
  if (current.serviceRequestId) {
    await tx
      .update(serviceRequests)
      .set({ status: REQUEST_STATUS_FOR[change.to], updatedAt: sql`now()` })
      .where(eq(serviceRequests.id, current.serviceRequestId));
  }
  let serviceRecordId: string | null = null;
  let removedRecord: Record<string, unknown> | null = null;
  let invoiceId: string | null = null;
  let draftDiscarded = false;
  if (change.to === "completed") {
    const written = await writeVisitServiceRecord(tx, {
      appointmentId: current.id,
      facts: { customerId: current.customerId, serviceType: current.serviceType, ...change.record },
      photos: change.photos ?? [],
    });
    serviceRecordId = written.recordId;
    // The visit's invoice is drafted from what was recorded (issue 38): staff review and send it.
    const drafted = await draftInvoiceForVisit(tx, {
      appointmentId: current.id,
      customerId: current.customerId,
      serviceRecordId,
      amountCharged: change.record.amountCharged,
      description: change.record.description,
      paidOnSite: change.record.paymentStatus === "paid",
      pickedLines: change.invoiceLines ?? [],
      actor: input.actor,
      now,
    });
    invoiceId = drafted.invoiceId;
  } else if (reopened) {
    removedRecord = await removeVisitServiceRecord(tx, { appointmentId: current.id });
    draftDiscarded = await discardVisitDraft(tx, { appointmentId: current.id });
  }
  await sendAppointmentStatusEmail({
    executor: tx,
    appointmentId: current.id,
    status: change.to,
    rescheduled: change.to === "confirmed" && change.rescheduled,
  });
  const textEvent = statusTextEvent(current, change);
  if (textEvent) await queueVisitTexts(tx, { appointmentId: current.id, event: textEvent, now });
  // The thank-you text and the one review request (issue 36 items 4 and 5), exactly when the completion commits.
  if (change.to === "completed") await followUpCompletedVisit(tx, { appointmentId: current.id, now });
  // A plan visit is done with its appointment, and the plan's next visit is dated from this completion (issue 37).
  await followPlanVisitAppointment(tx, { appointmentId: current.id, to: change.to, reopened, now });
  await enqueueAppointmentSync(tx, { appointmentId: current.id });
  await audit("appointment.status", {
    from: current.status,
    to: change.to,
    ...(current.serviceRequestId ? { serviceRequestId: current.serviceRequestId } : {}),
    ...(serviceRecordId ? { serviceRecordId } : {}),
    ...(removedRecord ? { serviceRecordRemoved: removedRecord } : {}),
    ...(invoiceId ? { invoiceId } : {}),
    ...(draftDiscarded ? { invoiceDraftDiscarded: true } : {}),
  });
  // A visit without a service request changes no row a trigger watches.
  await announceBackOfficeChange(tx, "schedule");
  return { serviceRecordId };
}

/**
 * The text a staff change sends (issue 36 item 4): a visit newly confirmed, one moved to another start, one
 * cancelled. Completion's text belongs to the review requests; a confirmed visit whose technician or notes changed
 * keeps its window and reminders, so the customer is not texted.
 */
function statusTextEvent(current: VisitRow, change: VisitChange): VisitTextEvent | null {
  if (change.to === "cancelled") return current.status === "cancelled" ? null : { kind: "cancelled" };
  if (change.to !== "confirmed") return null;
  if (current.status !== "confirmed") return { kind: "confirmed" };
  const start = change.columns?.appointmentDate;
  return start && start.getTime() !== current.appointmentDate.getTime() ? { kind: "rescheduled" } : null;
}
