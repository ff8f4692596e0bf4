import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { jobs, leads, settings } from "~/db/schema";
import { CRM_JOB } from "~/domain/crm/crm-jobs.server";
import { crmHandlersFor, crmWorker, drain } from "../../../tests/support/crm-test-support";
import { startFakeMonday, type FakeMonday } from "../../../tests/fakes/monday";
import { countStatements } from "../../../tests/support/statement-count";
import { useTestDatabase } from "../../../tests/support/test-database";
import { getSettings } from "~/domain/settings/get-settings.server";
import {
  createContactLead,
  CONTACT_LEAD_PLACEHOLDER_ADDRESS,
  CONTACT_LEAD_PLACEHOLDER_ZIP_CODE,
} from "./create-contact-lead.server";
import { createEstimateLead } from "./create-estimate-lead.server";
import { ContactMessageSchema, EstimateRequestSchema } from "./lead-schemas";

const { db } = useTestDatabase();
let fake: FakeMonday;

beforeAll(async () => {
  fake = await startFakeMonday();
});
afterAll(async () => {
  await fake.close();
});

const ESTIMATE = EstimateRequestSchema.parse({
  name: " Ana Pérez ",
  address: "12 Palm Ave, Miami",
  zipCode: "33101-1234",
  phone: " (305) 555-0188 ",
  email: " Ana.Perez@Example.com ",
  note: "Warm air from the vents",
});
const CONTACT = ContactMessageSchema.parse({
  name: "Luis Gómez",
  email: "Luis@Example.com",
  phone: "",
  message: "Can you come Friday?",
});

async function jobsOfType(type: string) {
  return db().select().from(jobs).where(eq(jobs.type, type));
}

describe("createEstimateLead", () => {
  it("saves a new website_form lead and queues its CRM sync and the staff e-mail with it", async () => {
    await db().update(settings).set({ emailNotifications: true });
    const saved = await createEstimateLead(ESTIMATE);
    if (saved.repeated) throw new Error("a first post is never a repeat");
    const [lead] = await db().select().from(leads);
    expect(lead).toMatchObject({
      id: saved.leadId,
      name: "Ana Pérez",
      address: "12 Palm Ave, Miami",
      zipCode: "33101-1234",
      phone: "(305) 555-0188",
      email: "ana.perez@example.com",
      notes: "Warm air from the vents",
      source: "website_form",
      status: "new",
    });
    const [sync] = await jobsOfType(CRM_JOB.syncLead);
    expect(sync).toMatchObject({ id: saved.syncJobId, status: "pending", payload: { leadId: saved.leadId } });
    const mails = (await jobsOfType("email.send")).map((job) => job.payload as { subject: string; kind: string });
    expect(mails).toEqual([expect.objectContaining({ subject: "New lead: Ana Pérez", kind: "lead-notification" })]);
    expect(saved.notification).toMatchObject({ queued: true });
  });

  it("stores no note as null and queues no e-mail when notifications are off", async () => {
    await db().update(settings).set({ emailNotifications: false });
    await createEstimateLead(
      EstimateRequestSchema.parse({
        name: "Bea",
        address: "1 Main St",
        zipCode: "33139",
        phone: "305 555 0100",
        email: "  ",
        note: "   ",
      }),
    );
    const [lead] = await db().select().from(leads);
    expect(lead!.notes).toBeNull();
    expect(lead!.email).toBeNull();
    expect(await jobsOfType("email.send")).toHaveLength(0);
    expect(await jobsOfType(CRM_JOB.syncLead)).toHaveLength(1);
  });

  it("gives the office the visitor's phone and e-mail in the lead row, the staff e-mail and the CRM item", async () => {
    await db().update(settings).set({ emailNotifications: true });
    const saved = await createEstimateLead(ESTIMATE);
    if (saved.repeated) throw new Error("a first post is never a repeat");
    const [lead] = await db().select().from(leads);
    expect(lead).toMatchObject({ phone: "(305) 555-0188", email: "ana.perez@example.com" });

    const [mail] = (await jobsOfType("email.send")).map((job) => job.payload as { text: string });
    expect(mail!.text).toContain("Phone: (305) 555-0188");
    expect(mail!.text).toContain("Email: ana.perez@example.com");

    await drain(crmWorker(db, crmHandlersFor(fake)));
    const item = fake.items.find((candidate) => candidate.name.startsWith("Ana Pérez — Estimate request"));
    expect(item?.columnValues).toMatchObject({
      email: { email: "ana.perez@example.com", text: "ana.perez@example.com" },
      phone: { phone: "3055550188", countryShortName: "US" },
    });
    const update = fake.updates.find((candidate) => candidate.itemId === item!.id);
    expect(update?.body).toContain("Phone: (305) 555-0188");
    expect(update?.body).toContain("Email: ana.perez@example.com");
  });

  it("stores nothing at all when its sync job cannot be queued, so a lead never exists without its sync", async () => {
    await db().execute(sql.raw("alter table jobs rename to jobs_gone"));
    try {
      await expect(createEstimateLead(ESTIMATE)).rejects.toThrow();
    } finally {
      await db().execute(sql.raw("alter table jobs_gone rename to jobs"));
    }
    expect(await db().select().from(leads)).toHaveLength(0);
  });

  it("stores the lead, its sync and its e-mail with one statement once the request has read the settings", async () => {
    await db().update(settings).set({ emailNotifications: true });
    const known = await getSettings();
    const statements = countStatements(db());
    try {
      expect(await createEstimateLead(ESTIMATE, { settings: known })).toMatchObject({
        repeated: false,
        notification: { queued: true },
      });
      expect(statements.count()).toBe(1);
    } finally {
      statements.stop();
    }
    expect(await jobsOfType(CRM_JOB.syncLead)).toHaveLength(1);
    expect(await jobsOfType("email.send")).toHaveLength(1);
  });

  it("keeps the lead saved while monday.com fails, and syncs it once monday.com answers again", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const saved = await createEstimateLead(ESTIMATE);
    const worker = crmWorker(db, crmHandlersFor(fake), { backoff: { baseMs: 0, capMs: 0 } });
    fake.failFor("server-error", 60_000);
    expect(await worker.runOnce()).toBe("retry");
    const [waiting] = await db().select().from(leads).where(eq(leads.id, saved.leadId));
    expect(waiting).toMatchObject({ status: "new", mondayItemId: null });

    fake.failFor("server-error", 0);
    await drain(worker);
    const [synced] = await db().select().from(leads).where(eq(leads.id, saved.leadId));
    expect(synced!.status).toBe("synced_to_monday");
    expect(synced!.mondayItemId).toBeTruthy();
  });
});

describe("createContactLead", () => {
  it("saves a contact_form lead with the message as notes, phone null, the placeholder address and zip 00000", async () => {
    await db().update(settings).set({ emailNotifications: true });
    const saved = await createContactLead(CONTACT);
    const [lead] = await db().select().from(leads);
    expect(lead).toMatchObject({
      id: saved.leadId,
      name: "Luis Gómez",
      email: "luis@example.com",
      phone: null,
      notes: "Can you come Friday?",
      address: CONTACT_LEAD_PLACEHOLDER_ADDRESS,
      zipCode: CONTACT_LEAD_PLACEHOLDER_ZIP_CODE,
      source: "contact_form",
      status: "new",
    });
    expect(CONTACT_LEAD_PLACEHOLDER_ZIP_CODE).toBe("00000");
    expect(await jobsOfType(CRM_JOB.syncLead)).toHaveLength(1);
    const mails = (await jobsOfType("email.send")).map((job) => job.payload as { subject: string; kind: string });
    expect(mails).toEqual([
      expect.objectContaining({ subject: "New contact message from Luis Gómez", kind: "contact-notification" }),
    ]);
  });

  it("keeps a phone number that was given", async () => {
    await createContactLead(ContactMessageSchema.parse({ ...CONTACT, phone: "(305) 555-0123" }));
    const [lead] = await db().select().from(leads);
    expect(lead!.phone).toBe("(305) 555-0123");
  });
});

describe("the lead form schemas", () => {
  const ESTIMATE_INPUT = { name: "Ana", address: "1 Main St", zipCode: "33101", phone: "305-555-0100" };

  it.each([
    [
      { name: "", address: "", zipCode: "" },
      { name: "nameRequired", address: "addressRequired", zipCode: "zipCodeRequired", phone: "phoneRequired" },
    ],
    [{ ...ESTIMATE_INPUT, zipCode: "3310" }, { zipCode: "zipCodeInvalid" }],
    [{ ...ESTIMATE_INPUT, zipCode: "33101-12" }, { zipCode: "zipCodeInvalid" }],
    [{ ...ESTIMATE_INPUT, name: "n".repeat(101) }, { name: "nameTooLong" }],
    [{ ...ESTIMATE_INPUT, phone: "  " }, { phone: "phoneRequired" }],
    [{ ...ESTIMATE_INPUT, phone: "call me" }, { phone: "phoneInvalid" }],
    [{ ...ESTIMATE_INPUT, phone: "555-01" }, { phone: "phoneInvalid" }],
    [{ ...ESTIMATE_INPUT, email: "ana@" }, { email: "emailInvalid" }],
    [{ ...ESTIMATE_INPUT, email: `${"a".repeat(250)}@example.com` }, { email: "emailTooLong" }],
  ])("refuse the estimate %j with the spec's message keys", (input, expected) => {
    const result = EstimateRequestSchema.safeParse(input);
    expect(result.success).toBe(false);
    const keys = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]).reverse());
    expect(keys).toEqual(expected);
  });

  it("accept 12345 and 12345-6789 zip codes", () => {
    expect(EstimateRequestSchema.safeParse(ESTIMATE_INPUT).success).toBe(true);
    expect(EstimateRequestSchema.safeParse({ ...ESTIMATE_INPUT, zipCode: " 33101-6789 " }).success).toBe(true);
  });

  it("take an estimate without an e-mail as one with e-mail null, and check the fields in the form's order", () => {
    expect(EstimateRequestSchema.parse({ ...ESTIMATE_INPUT, email: "" }).email).toBeNull();
    expect(EstimateRequestSchema.parse(ESTIMATE_INPUT).email).toBeNull();
    const empty = EstimateRequestSchema.safeParse({ name: "", address: "", zipCode: "", phone: "", email: "x" });
    expect([...new Set(empty.error!.issues.map((issue) => issue.path[0]))]).toEqual([
      "name",
      "address",
      "zipCode",
      "phone",
      "email",
    ]);
  });

  it("refuse a contact message without name, e-mail or message, and a phone that is not one", () => {
    const missing = ContactMessageSchema.safeParse({ name: " ", email: "", message: "" });
    expect(missing.error!.issues.map((issue) => issue.message)).toEqual([
      "nameRequired",
      "emailRequired",
      "messageRequired",
    ]);
    const phone = ContactMessageSchema.safeParse({ ...CONTACT, phone: "call me" });
    expect(phone.error!.issues.map((issue) => issue.message)).toEqual(["phoneInvalid"]);
  });
});
