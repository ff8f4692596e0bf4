import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, leads } from "~/db/schema";
import { CRM_JOB } from "~/domain/crm/crm-jobs.server";
import { useTestDatabase } from "../../../tests/support/test-database";
import { createContactLead } from "./create-contact-lead.server";
import { createEstimateLead } from "./create-estimate-lead.server";
import { ContactMessageSchema, EstimateRequestSchema } from "./lead-schemas";
import { readSubmissionToken } from "./lead-submission-key.server";

const { db } = useTestDatabase();

const ESTIMATE = EstimateRequestSchema.parse({
  name: "Ana Pérez",
  address: "12 Palm Ave, Miami",
  zipCode: "33101",
  phone: "305-555-0188",
});
const CONTACT = ContactMessageSchema.parse({
  name: "Luis Gómez",
  email: "luis@example.com",
  phone: "",
  message: "Can you come Friday?",
});
const TOKEN = "3f1c7a52-6a0e-4c1e-9a55-0d7c1f6e2b11";

async function countOf(type: string) {
  return (await db().select().from(jobs).where(eq(jobs.type, type))).length;
}

describe("a repeated post of a public lead form", () => {
  it("saves one estimate lead, one sync and one notification when the same token and words arrive twice", async () => {
    const first = await createEstimateLead(ESTIMATE, { submissionToken: TOKEN });
    const second = await createEstimateLead(ESTIMATE, { submissionToken: TOKEN });
    expect(first.repeated).toBe(false);
    expect(second).toEqual({ repeated: true, leadId: first.leadId });
    expect(await db().select().from(leads)).toHaveLength(1);
    expect(await countOf(CRM_JOB.syncLead)).toBe(1);
  });

  it("saves one contact lead when two posts with one token arrive at the same moment", async () => {
    const answers = await Promise.all([
      createContactLead(CONTACT, { submissionToken: TOKEN }),
      createContactLead(CONTACT, { submissionToken: TOKEN }),
    ]);
    expect(answers.map((answer) => answer.repeated).sort()).toEqual([false, true]);
    expect(new Set(answers.map((answer) => answer.leadId)).size).toBe(1);
    expect(await db().select().from(leads)).toHaveLength(1);
  });

  it("saves a second lead when the same token comes with other words, as a page a cache gave two visitors would send", async () => {
    await createEstimateLead(ESTIMATE, { submissionToken: TOKEN });
    await createEstimateLead({ ...ESTIMATE, name: "Bea Ruiz" }, { submissionToken: TOKEN });
    expect(await db().select().from(leads)).toHaveLength(2);
  });

  it("saves every post that carries no token, as before", async () => {
    await createEstimateLead(ESTIMATE);
    await createEstimateLead(ESTIMATE);
    expect(await db().select().from(leads)).toHaveLength(2);
  });

  it("takes only tokens of the expected shape", () => {
    expect(readSubmissionToken(TOKEN)).toBe(TOKEN);
    expect(readSubmissionToken("short")).toBeNull();
    expect(readSubmissionToken("x".repeat(65))).toBeNull();
    expect(readSubmissionToken("abc def ghi jkl mno pqr")).toBeNull();
    expect(readSubmissionToken(undefined)).toBeNull();
  });
});
