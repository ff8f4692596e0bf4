import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testHttp } from "../../../tests/support/auth-test-requests";
import { leads, serviceRequests } from "~/db/schema";
import { signUpCustomer } from "~/domain/accounts/sign-up-customer.server";
import { createMondayClient, MondayApiError, type MondayClient } from "~/integrations/monday/monday-client.server";
import { jobRow, makeDue, secondsUntilDue } from "../../../tests/support/job-test-support";
import type { JobHandler } from "~/jobs/job-types";
import { startFakeMonday, type FakeMonday } from "../../../tests/fakes/monday";
import { useTestDatabase } from "../../../tests/support/test-database";
import { takeConsoleErrors } from "../../../tests/support/vitest-setup";
import { configuredCrmJobHandlers, createCrmJobHandlers } from "./crm-job-handlers.server";
import { CRM_JOB } from "./crm-jobs.server";
import {
  crmHandlersFor,
  crmWorker,
  drain,
  jobsOfType,
  leadRow,
  ref,
  saveAppointmentRequest,
  saveLead,
} from "../../../tests/support/crm-test-support";

const { db } = useTestDatabase();
let fake: FakeMonday;

beforeAll(async () => {
  fake = await startFakeMonday();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.recover();
  fake.items.splice(0);
  fake.updates.splice(0);
  fake.createsWithoutAnswer = {};
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

describe("syncing a lead to the monday.com board", () => {
  it("turns an estimate request into one item: fields in the matching columns, every detail in its update", async () => {
    const { lead, jobId } = await saveLead(db());
    expect(await drain(crmWorker(db, crmHandlersFor(fake)))).toEqual(["completed", "completed"]);

    expect(fake.items).toHaveLength(1);
    const [item] = fake.items;
    expect(item).toMatchObject({
      boardId: "4242",
      name: `Ana Pérez — Estimate request ${ref(lead.id)}`,
      columnValues: {
        email: { email: "ana@example.com", text: "ana@example.com" },
        phone: { phone: "3055550101", countryShortName: "US" },
        text_address: "12 Palm Ave, Miami, FL",
        text_zip: "33101",
        long_text: { text: "The AC blows warm air" },
        status: { label: "Estimate request" },
      },
    });
    expect(await leadRow(db(), lead.id)).toMatchObject({ mondayItemId: item!.id, status: "synced_to_monday" });
    expect(fake.updates).toHaveLength(1);
    expect(fake.updates[0]!.itemId).toBe(item!.id);
    for (const line of [
      `Ana Pérez — Estimate request ${ref(lead.id)}`,
      "Address: 12 Palm Ave, Miami, FL",
      "Zip Code: 33101",
      "Notes: The AC blows warm air",
      `Lead ID: ${lead.id}`,
      "Date: ",
    ]) {
      expect(fake.updates[0]!.body).toContain(line);
    }
    expect((await jobRow(db(), jobId)).status).toBe("completed");
  });

  it("names contact-form messages and sign-ups after their source, including a real sign-up's own job", async () => {
    const contact = await saveLead(db(), {
      name: "Ricardo Mena",
      source: "contact_form",
      address: null,
      zipCode: null,
      notes: "Do you service walk-in coolers?",
    });
    const { userId } = await signUpCustomer({
      form: {
        firstName: "Marta",
        lastName: "Díaz",
        email: "marta@example.com",
        password: "Cool-Breeze-2031",
        confirmPassword: "Cool-Breeze-2031",
      },
      locale: "en",
      http: testHttp(),
    });
    await drain(crmWorker(db, crmHandlersFor(fake)));

    const [signUpLead] = await db().select().from(leads).where(eq(leads.userId, userId));
    expect(fake.items.map((item) => item.name).sort()).toEqual([
      `Marta Díaz — Sign-up ${ref(signUpLead!.id)}`,
      `Ricardo Mena — Contact form ${ref(contact.lead.id)}`,
    ]);
    expect((await leadRow(db(), contact.lead.id)).status).toBe("synced_to_monday");
    const signUpItem = fake.items.find((item) => item.name.startsWith("Marta"))!;
    expect(signUpItem.columnValues).toMatchObject({
      email: { email: "marta@example.com" },
      status: { label: "Sign-up" },
    });
    expect(fake.updates.find((update) => update.itemId === signUpItem.id)!.body).toContain(`User ID: ${userId}`);
    const contactUpdate = fake.updates.find((update) => update.itemId !== signUpItem.id)!;
    expect(contactUpdate.body).toContain("Notes: Do you service walk-in coolers?");
    expect(contactUpdate.body).not.toContain("Address:");
  });

  it("does not send a lead that already has an item, and leaves a lead staff moved on in its status", async () => {
    await saveLead(db(), { mondayItemId: "77", status: "synced_to_monday" });
    const contacted = await saveLead(db(), { name: "Frank Russo", status: "contacted" });
    await drain(crmWorker(db, crmHandlersFor(fake)));
    expect(fake.items.map((item) => item.name)).toEqual([`Frank Russo — Estimate request ${ref(contacted.lead.id)}`]);
    expect(await leadRow(db(), contacted.lead.id)).toMatchObject({
      status: "contacted",
      mondayItemId: fake.items[0]!.id,
    });
  });
});

describe("syncing an appointment request", () => {
  it("creates one item with the appointment's details and keeps its id on the service request", async () => {
    const { request, appointment } = await saveAppointmentRequest(db());
    await drain(crmWorker(db, crmHandlersFor(fake)));

    expect(fake.items).toHaveLength(1);
    expect(fake.items[0]).toMatchObject({
      name: `Luis Gómez — Appointment request: AC Repair ${ref(appointment.id)}`,
      columnValues: {
        email: { email: "luis@example.com" },
        text_address: "88 Coral Way, Miami, FL",
        text_zip: "33145",
        status: { label: "Appointment request" },
      },
    });
    const body = fake.updates[0]!.body;
    for (const line of [
      "Customer name: Luis Gómez",
      "Phone: 305-555-0123",
      "Date: Mar 14, 2031, 10:00 AM EDT",
      "Duration: 90 minutes",
      "Service type: AC Repair",
      "Notes: Unit leaks water",
      `Appointment ID: ${appointment.id}`,
    ]) {
      expect(body).toContain(line);
    }
    const [stored] = await db().select().from(serviceRequests).where(eq(serviceRequests.id, request!.id));
    expect(stored!.mondayItemId).toBe(fake.items[0]!.id);
  });

  it("parks an appointment without a service request as dead rather than risk a second item", async () => {
    const { jobId } = await saveAppointmentRequest(db(), { withRequest: false });
    expect(await drain(crmWorker(db, crmHandlersFor(fake)))).toEqual(["dead"]);
    expect((await jobRow(db(), jobId)).lastError).toContain("has no service request");
    expect(fake.items).toHaveLength(0);
    takeConsoleErrors();
  });
});

describe("monday.com failures", () => {
  it("treats an errors array in an HTTP 200 answer as a failure with its first message, and retries", async () => {
    const { lead, jobId } = await saveLead(db());
    const worker = crmWorker(db, crmHandlersFor(fake));
    fake.failFor("graphql-error", 60_000);
    expect(await worker.runOnce()).toBe("retry");
    expect((await jobRow(db(), jobId)).lastError).toBe("MondayApiError: Internal error in monday");
    expect((await leadRow(db(), lead.id)).status).toBe("new");

    fake.recover();
    await makeDue(db(), jobId);
    await drain(worker);
    expect(fake.items).toHaveLength(1);
    expect((await leadRow(db(), lead.id)).status).toBe("synced_to_monday");
  });

  it("waits exactly as long as a 429's retry_in_seconds says", async () => {
    const { jobId } = await saveLead(db());
    fake.failFor("rate-limit", 60_000, { retryInSeconds: 42 });
    expect(await crmWorker(db, crmHandlersFor(fake)).runOnce()).toBe("retry");
    const seconds = await secondsUntilDue(db(), jobId);
    expect(seconds).toBeGreaterThan(40);
    expect(seconds).toBeLessThanOrEqual(42);
    expect((await jobRow(db(), jobId)).lastError).toContain("RetryLaterError: monday.com asked us to wait 42 s");
  });

  it("backs off exponentially after server errors and time-outs, then syncs once", async () => {
    const { lead, jobId } = await saveLead(db());
    const worker = crmWorker(db, crmHandlersFor(fake, { timeoutMs: 200 }), {
      backoff: { baseMs: 10_000, capMs: 60_000 },
    });
    fake.failFor("server-error", 60_000);
    expect(await worker.runOnce()).toBe("retry");
    expect((await jobRow(db(), jobId)).lastError).toBe("MondayApiError: monday.com answered HTTP 500");
    expect(await secondsUntilDue(db(), jobId)).toBeCloseTo(7.5, 0); // 10 s ceiling, equal jitter at 0.5

    fake.failFor("timeout", 60_000);
    await makeDue(db(), jobId);
    expect(await worker.runOnce()).toBe("retry");
    expect((await jobRow(db(), jobId)).lastError).toBe("MondayApiError: monday.com did not answer within 200 ms");
    expect(await secondsUntilDue(db(), jobId)).toBeCloseTo(15, 0); // doubled

    fake.recover();
    await makeDue(db(), jobId);
    await drain(worker);
    expect(fake.items).toHaveLength(1);
    expect((await leadRow(db(), lead.id)).mondayItemId).toBe(fake.items[0]!.id);
  });

  it("keeps retrying with back-off when the token is refused or the board is missing, and logs it for staff", async () => {
    const { jobId } = await saveLead(db());
    expect(await crmWorker(db, crmHandlersFor(fake, { token: "revoked" })).runOnce()).toBe("retry");
    expect((await jobRow(db(), jobId)).status).toBe("pending");
    expect(String(takeConsoleErrors()[0]?.[0])).toMatch(
      /refused the item for lead .* Not Authenticated.*MONDAY_API_TOKEN/,
    );

    await makeDue(db(), jobId);
    expect(await crmWorker(db, crmHandlersFor(fake, { boardId: "999" })).runOnce()).toBe("retry");
    expect((await jobRow(db(), jobId)).lastError).toContain("board 999 was not found");
    expect(takeConsoleErrors()).toHaveLength(1);
    expect(fake.items).toHaveLength(0);
  });
});

describe("exactly one item per record", () => {
  it("never creates an item twice, even when completing the job fails after create_item", async () => {
    const { lead, jobId } = await saveLead(db());
    const handlers = crmHandlersFor(fake);
    const original = handlers[CRM_JOB.syncLead] as JobHandler;
    const failingCompletion: JobHandler = (job, context) =>
      original(job, {
        ...context,
        completeWith: async () => {
          throw new Error("the database went away");
        },
      });
    expect(await crmWorker(db, { ...handlers, [CRM_JOB.syncLead]: failingCompletion }).runOnce()).toBe("retry");
    expect(fake.items).toHaveLength(1);
    expect(await leadRow(db(), lead.id)).toMatchObject({ mondayItemId: fake.items[0]!.id, status: "synced_to_monday" });

    await makeDue(db(), jobId);
    await drain(crmWorker(db, handlers));
    expect((await jobRow(db(), jobId)).status).toBe("completed");
    expect(fake.items).toHaveLength(1);
    expect(await jobsOfType(db(), CRM_JOB.postUpdate)).toHaveLength(1);
    expect(fake.updates).toHaveLength(1);
  });

  it("uses the item a timed-out create_item made instead of creating a second one", async () => {
    const { lead, jobId } = await saveLead(db());
    const real = createMondayClient({ apiUrl: fake.url, token: fake.token });
    // monday.com created the item, but its answer never reached us.
    const lostAnswer: MondayClient = {
      ...real,
      createItem: async (input) => {
        await real.createItem(input);
        throw new MondayApiError("monday.com did not answer within 15000 ms", true, undefined, "TIMEOUT");
      },
    };
    expect(await crmWorker(db, createCrmJobHandlers({ client: lostAnswer, boardId: "4242" })).runOnce()).toBe("retry");
    expect(fake.items).toHaveLength(1);
    expect((await leadRow(db(), lead.id)).mondayItemId).toBeNull();

    await makeDue(db(), jobId);
    await drain(crmWorker(db, crmHandlersFor(fake)));
    expect(fake.items).toHaveLength(1);
    expect(await leadRow(db(), lead.id)).toMatchObject({ mondayItemId: fake.items[0]!.id, status: "synced_to_monday" });
    expect(fake.updates).toHaveLength(1);
  });

  it("waits before looking for the item of an unanswered create_item, so a create monday.com processes late is found, not made twice", async () => {
    const { lead, jobId } = await saveLead(db());
    // monday.com makes the item 400 ms after the call; our client gave up after 150 ms.
    fake.failFor("create-processed-late", 60_000, { processAfterMs: 400 });
    expect(await crmWorker(db, crmHandlersFor(fake, { timeoutMs: 150 })).runOnce()).toBe("retry");
    // Not retried at once (it would look before the item lands) but after the default wait of a minute.
    expect(await secondsUntilDue(db(), jobId)).toBeGreaterThan(55);
    expect((await jobRow(db(), jobId)).lastError).toContain("it may have been made, so the retry looks for it in 60 s");
    await vi.waitFor(() => expect(fake.createsWithoutAnswer["create-processed-late"]).toBe(1), { timeout: 10_000 });
    expect(fake.items).toHaveLength(1);

    fake.recover();
    await makeDue(db(), jobId);
    await drain(crmWorker(db, crmHandlersFor(fake)));
    expect(fake.items).toHaveLength(1);
    expect(await leadRow(db(), lead.id)).toMatchObject({ mondayItemId: fake.items[0]!.id, status: "synced_to_monday" });
  });

  it("posts an item's update once when the answer to an earlier create_update was lost", async () => {
    await saveLead(db());
    const real = createMondayClient({ apiUrl: fake.url, token: fake.token });
    // monday.com posted the update, but its answer never reached us.
    const lostAnswer: MondayClient = {
      ...real,
      createUpdate: async (input) => {
        await real.createUpdate(input);
        throw new MondayApiError("monday.com did not answer within 15000 ms", true, undefined, "TIMEOUT");
      },
    };
    expect(await drain(crmWorker(db, createCrmJobHandlers({ client: lostAnswer, boardId: "4242" })))).toEqual([
      "completed",
      "retry",
    ]);
    const [update] = await jobsOfType(db(), CRM_JOB.postUpdate);
    expect(await secondsUntilDue(db(), update!.id)).toBeGreaterThan(55);
    expect(fake.updates).toHaveLength(1);

    await makeDue(db(), update!.id);
    expect(await drain(crmWorker(db, crmHandlersFor(fake)))).toEqual(["completed"]);
    expect(fake.updates).toHaveLength(1);
    expect((await jobRow(db(), update!.id)).status).toBe("completed");
  });

  it("keeps the update text when posting it fails after the item was created", async () => {
    await saveLead(db());
    const worker = crmWorker(db, crmHandlersFor(fake));
    expect(await worker.runOnce()).toBe("completed");
    fake.failFor("server-error", 60_000);
    expect(await worker.runOnce()).toBe("retry");
    const [update] = await jobsOfType(db(), CRM_JOB.postUpdate);
    expect(update).toMatchObject({ status: "pending", payload: { itemId: fake.items[0]!.id } });

    fake.recover();
    await makeDue(db(), update!.id);
    await drain(worker);
    expect(fake.items).toHaveLength(1);
    expect(fake.updates).toMatchObject([
      { itemId: fake.items[0]!.id, body: expect.stringContaining("Notes: The AC blows warm air") },
    ]);
  });

  it("completes without calling monday.com when the lead was deleted before its sync ran", async () => {
    const { lead, jobId } = await saveLead(db());
    await db().delete(leads).where(eq(leads.id, lead.id));
    await drain(crmWorker(db, crmHandlersFor(fake)));
    expect((await jobRow(db(), jobId)).status).toBe("completed");
    expect(fake.items).toHaveLength(0);
  });
});

describe("without monday.com settings", () => {
  it("registers no CRM handler, so the jobs wait without spending attempts, and run once it is configured", async () => {
    const { lead, jobId } = await saveLead(db());
    const settings = { MONDAY_API_URL: fake.url, MONDAY_API_TOKEN: undefined, MONDAY_BOARD_ID: "4242" };
    expect(configuredCrmJobHandlers(settings)).toEqual({});
    expect(configuredCrmJobHandlers({ ...settings, MONDAY_API_TOKEN: fake.token, MONDAY_BOARD_ID: undefined })).toEqual(
      {},
    );
    const unconfigured = crmWorker(db, { "email.send": async () => undefined, ...configuredCrmJobHandlers(settings) });
    for (let run = 0; run < 3; run++) expect(await unconfigured.runOnce()).toBeUndefined();
    expect(await jobRow(db(), jobId)).toMatchObject({ status: "pending", attempts: 0 });

    const configured = configuredCrmJobHandlers({ ...settings, MONDAY_API_TOKEN: fake.token });
    expect(Object.keys(configured).sort()).toEqual([
      "crm.post-update",
      "crm.sync-appointment",
      "crm.sync-customers",
      "crm.sync-lead",
    ]);
    await drain(crmWorker(db, configured));
    expect(await leadRow(db(), lead.id)).toMatchObject({ status: "synced_to_monday", mondayItemId: fake.items[0]!.id });
  });
});
