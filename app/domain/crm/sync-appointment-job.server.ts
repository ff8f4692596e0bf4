import { and, eq, isNull, sql } from "drizzle-orm";
import { appointments, customers, serviceRequests } from "~/db/schema";
import { updateTextFor } from "~/integrations/monday/board-columns";
import { findOrCreateBoardItem } from "~/integrations/monday/create-board-item.server";
import { callMonday } from "~/integrations/monday/monday-job-failure";
import { PermanentJobError, type JobHandler } from "~/jobs/job-types";
import { CRM_JOB, parseJobPayload, type CrmJobDependencies } from "./crm-jobs.server";
import { SyncAppointmentPayloadSchema } from "./crm-schemas";
import { crmEntryForAppointment } from "./crm-entries";
import { recordCrmItem } from "./record-crm-item.server";

/** The first line of the update posted when an appointment that already has an item changes. */
export const APPOINTMENT_CHANGED_PREFIX = "Appointment changed: current details";

/**
 * `crm.sync-appointment`: an appointment request becomes one board item (spec doc 1 §7 create_appointment_request).
 * The item id is kept on the appointment's service request, which every portal request creates with it. Queued
 * again on every later change (enqueueAppointmentSync), it then posts the current details as an update of the item.
 */
export function createSyncAppointmentHandler({
  client,
  boardId,
  columnsOf,
  unknownOutcomeWaitSeconds,
}: CrmJobDependencies): JobHandler {
  return async (job, { db, completeWith }) => {
    const { appointmentId } = parseJobPayload(SyncAppointmentPayloadSchema, job.payload, CRM_JOB.syncAppointment);
    const [row] = await db
      .select({
        appointment: appointments,
        customer: {
          firstName: customers.firstName,
          lastName: customers.lastName,
          email: customers.email,
          zipCode: customers.zipCode,
          customerNumber: customers.customerNumber,
        },
        request: { id: serviceRequests.id, mondayItemId: serviceRequests.mondayItemId },
      })
      .from(appointments)
      .innerJoin(customers, eq(customers.id, appointments.customerId))
      .leftJoin(serviceRequests, eq(serviceRequests.id, appointments.serviceRequestId))
      .where(eq(appointments.id, appointmentId));
    if (!row) {
      console.warn(`[crm] appointment ${appointmentId} no longer exists; nothing to sync (job ${job.id})`);
      return completeWith(async () => undefined);
    }
    // Without a row to keep the item id on, a retry could not tell that the item exists and would create it again.
    if (!row.request)
      throw new PermanentJobError(
        `Appointment ${appointmentId} has no service request to record its monday.com item on`,
      );
    const requestId = row.request.id;
    const entry = crmEntryForAppointment({ ...row.appointment, customer: row.customer });
    if (row.request.mondayItemId) {
      // The item exists: this job was queued by a change (the customer's edit or cancel, a staff status change).
      // The job reads the appointment as it is now, so the update always carries the latest details and status.
      const itemId = row.request.mondayItemId;
      await callMonday(`the change update of item ${itemId} for appointment ${appointmentId}`, () =>
        client.createUpdate({ itemId, body: `${APPOINTMENT_CHANGED_PREFIX}\n${updateTextFor(entry)}` }),
      );
    } else {
      const { itemId } = await callMonday(`the item for appointment ${appointmentId}`, async () =>
        findOrCreateBoardItem({ client, boardId, columns: await columnsOf(boardId), entry, unknownOutcomeWaitSeconds }),
      );
      await recordCrmItem({
        db,
        itemId,
        updateText: updateTextFor(entry),
        what: `appointment ${appointmentId} (service request ${requestId})`,
        store: async (tx) => {
          const stored = await tx
            .update(serviceRequests)
            .set({ mondayItemId: itemId, updatedAt: sql`now()` })
            .where(and(eq(serviceRequests.id, requestId), isNull(serviceRequests.mondayItemId)))
            .returning({ id: serviceRequests.id });
          return stored.length > 0;
        },
      });
    }
    await completeWith(async () => undefined);
  };
}
