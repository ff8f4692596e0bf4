import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { appointments, customers, jobs, leads, serviceRequests } from "~/db/schema";
import { createMondayClient } from "~/integrations/monday/monday-client.server";
import type { JobHandlers } from "~/jobs/job-types";
import { createJobWorker, type JobWorkerOptions } from "~/jobs/worker.server";
import type { FakeMonday } from "../fakes/monday";
import { createCrmJobHandlers } from "~/domain/crm/crm-job-handlers.server";
import { enqueueAppointmentSync, enqueueLeadSync } from "~/domain/crm/crm-jobs.server";

/** Test support for the CRM tests (not used by the app). */

export const FAKE_BOARD_ID = "4242";

/** The reference an item name ends with, e.g. "(#3f0c1b7e)". */
export function ref(id: string): string {
  return `(#${id.replaceAll("-", "").slice(0, 8)})`;
}

export function crmHandlersFor(
  fake: FakeMonday,
  options: { timeoutMs?: number; boardId?: string; token?: string; unknownOutcomeWaitSeconds?: number } = {},
): JobHandlers {
  const client = createMondayClient({
    apiUrl: fake.url,
    token: options.token ?? fake.token,
    timeoutMs: options.timeoutMs ?? 2_000,
  });
  return createCrmJobHandlers({
    client,
    boardId: options.boardId ?? FAKE_BOARD_ID,
    unknownOutcomeWaitSeconds: options.unknownOutcomeWaitSeconds,
  });
}

export function crmWorker(db: () => Database, handlers: JobHandlers, options: Partial<JobWorkerOptions> = {}) {
  return createJobWorker({ handlers, database: async () => db(), random: () => 0.5, reapIntervalMs: 0, ...options });
}

/** Runs due jobs until none is due; returns the outcomes in order. */
export async function drain(worker: ReturnType<typeof createJobWorker>, maxRuns = 1_000) {
  const outcomes: string[] = [];
  for (let run = 0; run < maxRuns; run++) {
    const outcome = await worker.runOnce();
    if (outcome === undefined) return outcomes;
    outcomes.push(outcome);
  }
  throw new Error(`still busy after ${maxRuns} runs`);
}

type LeadValues = Partial<typeof leads.$inferInsert>;

/** Saves a lead and queues its sync in one transaction, as the forms do. */
export async function saveLead(db: Database, values: LeadValues = {}) {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .insert(leads)
      .values({
        name: "Ana Pérez",
        email: "ana@example.com",
        phone: "(305) 555-0101",
        address: "12 Palm Ave, Miami, FL",
        zipCode: "33101",
        notes: "The AC blows warm air",
        source: "website_form",
        ...values,
      })
      .returning();
    const job = await enqueueLeadSync(tx, { leadId: lead!.id });
    return { lead: lead!, jobId: job.id };
  });
}

export async function leadRow(db: Database, id: string) {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row!;
}

export async function insertCustomer(db: Database, values: Partial<typeof customers.$inferInsert> = {}) {
  const [row] = await db
    .insert(customers)
    .values({
      firstName: "Luis",
      lastName: "Gómez",
      email: "luis@example.com",
      phone: "305-555-0123",
      addressLine1: "88 Coral Way",
      city: "Miami",
      zipCode: "33145",
      ...values,
    })
    .returning();
  return row!;
}

/** A portal appointment request: the customer, the service request, the appointment and its sync job. */
export async function saveAppointmentRequest(db: Database, options: { withRequest?: boolean } = {}) {
  const customer = await insertCustomer(db);
  return db.transaction(async (tx) => {
    const [request] =
      options.withRequest === false
        ? [undefined]
        : await tx
            .insert(serviceRequests)
            .values({
              customerId: customer.id,
              name: "Luis Gómez",
              email: customer.email,
              phone: "305-555-0123",
              serviceType: "AC Repair",
              message: "Unit leaks water",
            })
            .returning();
    const [appointment] = await tx
      .insert(appointments)
      .values({
        customerId: customer.id,
        serviceRequestId: request?.id ?? null,
        serviceType: "AC Repair",
        appointmentDate: new Date("2031-03-14T14:00:00Z"),
        durationMinutes: 90,
        serviceAddress: "88 Coral Way, Miami, FL",
        phone: "305-555-0123",
        customerNotes: "Unit leaks water",
      })
      .returning();
    const job = await enqueueAppointmentSync(tx, { appointmentId: appointment!.id });
    return { customer, request, appointment: appointment!, jobId: job.id };
  });
}

export async function jobsOfType(db: Database, type: string) {
  return db.select().from(jobs).where(eq(jobs.type, type)).orderBy(jobs.id);
}
