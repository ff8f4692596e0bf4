import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, leads, user } from "~/db/schema";
import { insertLead } from "../../../tests/support/lead-test-support";
import { useTestDatabase } from "../../../tests/support/test-database";
import { setLeadStatus } from "./set-lead-status.server";

const { db } = useTestDatabase();
const actor = { id: "admin-1" };

beforeEach(async () => {
  await db().insert(user).values({ id: actor.id, name: "Olga Owner", email: "admin@awac.example", role: "admin" });
});

async function statusOf(id: string) {
  const [row] = await db().select({ status: leads.status }).from(leads).where(eq(leads.id, id));
  return row!.status;
}

describe("setLeadStatus", () => {
  it("marks a new lead contacted and audits the change", async () => {
    const lead = await insertLead(db());
    expect(await setLeadStatus({ actor, leadId: lead.id, status: "contacted" })).toEqual({
      from: "new",
      to: "contacted",
      changed: true,
    });
    expect(await statusOf(lead.id)).toBe("contacted");
    expect(await db().select().from(auditLog)).toMatchObject([
      {
        actorUserId: actor.id,
        action: "lead.status",
        entity: "lead",
        entityId: lead.id,
        details: { from: "new", to: "contacted" },
      },
    ]);
  });

  it("sets a contacted lead back to new, or to synced_to_monday when it is on the board", async () => {
    const plain = await insertLead(db(), { status: "contacted" });
    const synced = await insertLead(db(), { status: "contacted", mondayItemId: "991" });
    expect(await setLeadStatus({ actor, leadId: plain.id, status: "new" })).toMatchObject({ to: "new", changed: true });
    expect(await setLeadStatus({ actor, leadId: synced.id, status: "new" })).toMatchObject({
      to: "synced_to_monday",
      changed: true,
    });
    expect(await statusOf(synced.id)).toBe("synced_to_monday");
  });

  it("changes nothing and audits nothing when the lead already has that status", async () => {
    const lead = await insertLead(db(), { status: "synced_to_monday", mondayItemId: "5" });
    expect(await setLeadStatus({ actor, leadId: lead.id, status: "new" })).toEqual({
      from: "synced_to_monday",
      to: "synced_to_monday",
      changed: false,
    });
    expect(await db().select().from(auditLog)).toEqual([]);
  });

  it("refuses a converted lead", async () => {
    const lead = await insertLead(db(), { status: "converted" });
    await expect(setLeadStatus({ actor, leadId: lead.id, status: "contacted" })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    expect(await statusOf(lead.id)).toBe("converted");
  });

  it("refuses a status staff cannot set with a field message, and an unknown lead with NOT_FOUND", async () => {
    const lead = await insertLead(db());
    for (const status of ["converted", "synced_to_monday", "CONTACTED", "", undefined, ["contacted"]]) {
      await expect(setLeadStatus({ actor, leadId: lead.id, status })).rejects.toMatchObject({
        code: "BAD_INPUT",
        fieldErrors: { status: "statusInvalid" },
      });
    }
    await expect(
      setLeadStatus({ actor, leadId: "00000000-0000-4000-8000-000000000000", status: "contacted" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await statusOf(lead.id)).toBe("new");
    expect(await db().select().from(auditLog)).toEqual([]);
  });
});
