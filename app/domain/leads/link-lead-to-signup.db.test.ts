import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, customers, leads, settings, user } from "~/db/schema";
import { insertLead, insertSignup } from "../../../tests/support/lead-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { CONTACT_LEAD_PLACEHOLDER_ADDRESS } from "./create-contact-lead.server";
import { linkLeadToSignup } from "./link-lead-to-signup.server";

const { db } = useTestDatabase();
const actor = { id: "admin-1" };

beforeEach(async () => {
  await db().insert(user).values({ id: actor.id, name: "Olga Owner", email: "admin@awac.example", role: "admin" });
});

async function leadRow(id: string) {
  const [row] = await db().select().from(leads).where(eq(leads.id, id));
  return row!;
}

describe("linkLeadToSignup", () => {
  it("creates the sign-up's customer record from the lead, converts the lead and audits it", async () => {
    const signup = await insertSignup(db(), { firstName: "Ana", lastName: "Gómez", emailVerified: false });
    const lead = await insertLead(db(), {
      name: "Ana Gomez",
      phone: "305-555-0188",
      address: "12 Palm Ave",
      zipCode: "33145",
    });

    const result = await linkLeadToSignup({ actor, leadId: lead.id, userId: signup.userId });
    expect(result).toMatchObject({ record: "created", copiedFields: ["addressLine1", "zipCode", "phone"] });
    expect(result.customerNumber).toMatch(/^AW\d+$/);
    const [record] = await db().select().from(customers).where(eq(customers.id, result.customerId));
    expect(record).toMatchObject({
      userId: signup.userId,
      firstName: "Ana",
      lastName: "Gómez",
      email: signup.email,
      addressLine1: "12 Palm Ave",
      zipCode: "33145",
      phone: "305-555-0188",
    });
    expect(await leadRow(lead.id)).toMatchObject({
      customerId: result.customerId,
      userId: signup.userId,
      status: "converted",
    });
    expect(await db().select().from(auditLog)).toMatchObject([
      {
        actorUserId: actor.id,
        action: "lead.link",
        entity: "lead",
        entityId: lead.id,
        details: {
          userId: signup.userId,
          customerId: result.customerId,
          copiedFields: ["addressLine1", "zipCode", "phone"],
        },
      },
    ]);
  });

  it("finds the sign-up's existing record and fills only its empty fields", async () => {
    const signup = await insertSignup(db(), { firstName: "Luis", lastName: "Pérez" });
    const [existing] = await db()
      .insert(customers)
      .values({
        userId: signup.userId,
        firstName: "Luis",
        lastName: "Pérez",
        addressLine1: "1 Old Rd",
        phone: "  ",
        zipCode: null,
      })
      .returning();
    const lead = await insertLead(db(), {
      name: "Luis P",
      phone: "305-555-0199",
      address: "9 New St",
      zipCode: "33133",
      userId: null,
    });

    const result = await linkLeadToSignup({ actor, leadId: lead.id, userId: signup.userId });
    expect(result).toMatchObject({ customerId: existing!.id, record: "existing", copiedFields: ["zipCode", "phone"] });
    const [record] = await db().select().from(customers).where(eq(customers.id, existing!.id));
    expect(record).toMatchObject({ addressLine1: "1 Old Rd", zipCode: "33133", phone: "305-555-0199" });
    expect(await db().select().from(customers)).toHaveLength(1);
  });

  it("does not copy the contact form's placeholder address and zip code", async () => {
    const signup = await insertSignup(db(), { firstName: "Rosa", lastName: "Díaz" });
    const lead = await insertLead(db(), {
      name: "Rosa",
      source: "contact_form",
      address: CONTACT_LEAD_PLACEHOLDER_ADDRESS,
      zipCode: "00000",
      phone: null,
    });
    const result = await linkLeadToSignup({ actor, leadId: lead.id, userId: signup.userId });
    expect(result.copiedFields).toEqual([]);
    const [record] = await db().select().from(customers).where(eq(customers.id, result.customerId));
    expect(record).toMatchObject({ addressLine1: null, zipCode: null });
  });

  it("refuses a lead already converted or linked, another login's own lead, and a staff login, changing nothing", async () => {
    const signup = await insertSignup(db(), { firstName: "Ana", lastName: "Gómez" });
    const other = await insertSignup(db(), { firstName: "Ana", lastName: "Other" });
    const converted = await insertLead(db(), { status: "converted" });
    const [record] = await db().insert(customers).values({ firstName: "X", lastName: "Y" }).returning();
    const linked = await insertLead(db(), { customerId: record!.id });
    const othersOwn = await insertLead(db(), { source: "user_signup", userId: other.userId });
    const open = await insertLead(db());

    await expect(linkLeadToSignup({ actor, leadId: converted.id, userId: signup.userId })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "This lead is already converted",
    });
    await expect(linkLeadToSignup({ actor, leadId: linked.id, userId: signup.userId })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "This lead is already linked to a customer record",
    });
    await expect(linkLeadToSignup({ actor, leadId: othersOwn.id, userId: signup.userId })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    await expect(linkLeadToSignup({ actor, leadId: open.id, userId: actor.id })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "That account belongs to staff, not to a customer",
    });
    await db().update(settings).set({ adminEmail: signup.email });
    await expect(linkLeadToSignup({ actor, leadId: open.id, userId: signup.userId })).rejects.toMatchObject({
      code: "CONFLICT",
    });

    expect(await leadRow(open.id)).toMatchObject({ status: "new", customerId: null });
    expect(await db().select().from(customers)).toHaveLength(1);
    expect(await db().select().from(auditLog)).toEqual([]);
  });

  it("answers NOT_FOUND for an unknown lead or user, also a user id holding a NUL byte the database cannot compare", async () => {
    const signup = await insertSignup(db(), { firstName: "Ana", lastName: "Gómez" });
    const lead = await insertLead(db());
    await expect(
      linkLeadToSignup({ actor, leadId: "00000000-0000-4000-8000-000000000000", userId: signup.userId }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(linkLeadToSignup({ actor, leadId: "bad-id", userId: signup.userId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(linkLeadToSignup({ actor, leadId: lead.id, userId: "nobody" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(linkLeadToSignup({ actor, leadId: lead.id, userId: undefined })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(linkLeadToSignup({ actor, leadId: lead.id, userId: `${signup.userId}\u0000` })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect((await leadRow(lead.id)).status).toBe("new");
  });

  it("links a lead once when two staff members press Link Accounts at the same time", async () => {
    const signup = await insertSignup(db(), { firstName: "Ana", lastName: "Gómez" });
    const lead = await insertLead(db());
    const results = await Promise.allSettled([
      linkLeadToSignup({ actor, leadId: lead.id, userId: signup.userId }),
      linkLeadToSignup({ actor, leadId: lead.id, userId: signup.userId }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await db().select().from(customers)).toHaveLength(1);
    expect(await db().select().from(auditLog)).toHaveLength(1);
  });
});
