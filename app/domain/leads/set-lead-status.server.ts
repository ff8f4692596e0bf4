import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { leads } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { knownLeadId } from "./get-lead.server";
import type { LeadStatus } from "./lead-list-params";

/**
 * The statuses staff set by hand (spec document 2 §4 shows no transitions beyond the sync; issue 12 adds these):
 * contacted, and new again to undo a mistaken "contacted". synced_to_monday is the sync's to set, converted Link
 * Accounts'.
 */
export const STAFF_LEAD_STATUSES = ["contacted", "new"] as const;
export type StaffLeadStatus = (typeof STAFF_LEAD_STATUSES)[number];

export const SetLeadStatusSchema = z.object({ status: z.enum(STAFF_LEAD_STATUSES, { error: "statusInvalid" }) });

export type SetLeadStatusResult = { from: LeadStatus; to: LeadStatus; changed: boolean };

/**
 * Marks a lead contacted, or undoes that. "New" puts the lead back where the sync left it: synced_to_monday when it
 * has a monday.com item id (the sync will not run again to say so), else new. Asking for the status a lead already
 * has changes nothing and is not audited. A converted lead is refused (CONFLICT): it belongs to a customer record
 * now. A status other than those two is BAD_INPUT with a field message key ("statusInvalid"); an unknown lead
 * NOT_FOUND. Audited as "lead.status" with {from, to}.
 */
export async function setLeadStatus(input: {
  actor: Pick<SessionUser, "id">;
  leadId: unknown;
  status: unknown;
}): Promise<SetLeadStatusResult> {
  const parsed = SetLeadStatusSchema.safeParse({ status: input.status });
  if (!parsed.success) throw new AppError("BAD_INPUT", "Choose contacted or new", { status: "statusInvalid" });
  const asked = parsed.data.status;
  const leadId = knownLeadId(input.leadId);
  const db = await database();
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ status: leads.status, mondayItemId: leads.mondayItemId })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    if (!lead) throw new AppError("NOT_FOUND", "Lead not found");
    if (lead.status === "converted")
      throw new AppError("CONFLICT", "A converted lead keeps its status", { leadId: "convertedKeepsStatus" });
    const from = lead.status;
    const to: LeadStatus =
      asked === "contacted"
        ? "contacted"
        : from !== "contacted"
          ? from
          : lead.mondayItemId
            ? "synced_to_monday"
            : "new";
    if (to === from) return { from, to, changed: false };
    await tx
      .update(leads)
      .set({ status: to, updatedAt: sql`now()` })
      .where(eq(leads.id, leadId));
    await recordAudit(tx, {
      actor: input.actor,
      action: "lead.status",
      entity: "lead",
      entityId: leadId,
      details: { from, to },
    });
    return { from, to, changed: true };
  });
}
