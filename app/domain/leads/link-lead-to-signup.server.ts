import { eq, sql } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { isDesignatedAdminEmail, isTechnicianRole } from "~/auth/permissions";
import { database } from "~/db/database.server";
import { customers, leads, user } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { ensureCustomerRecord } from "~/domain/customers/ensure-customer-record.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { hasCharactersRefusedInALine } from "~/domain/text-fields/text-field-schemas";
import { CONTACT_LEAD_PLACEHOLDER_ADDRESS, CONTACT_LEAD_PLACEHOLDER_ZIP_CODE } from "./create-contact-lead.server";
import { knownLeadId } from "./get-lead.server";

/** The customer record fields a linked lead may fill, and the lead field each comes from. */
const COPIED_FIELDS = [
  { field: "addressLine1", from: "address", placeholder: CONTACT_LEAD_PLACEHOLDER_ADDRESS },
  { field: "zipCode", from: "zipCode", placeholder: CONTACT_LEAD_PLACEHOLDER_ZIP_CODE },
  { field: "phone", from: "phone", placeholder: null },
] as const;

export type CopiedField = (typeof COPIED_FIELDS)[number]["field"];

export type LinkLeadResult = {
  customerId: string;
  customerNumber: string;
  /** existing: the sign-up already had a record; claimed: an unlinked record with its verified e-mail; created: new. */
  record: "existing" | "claimed" | "created";
  /** The record's empty fields the lead filled. */
  copiedFields: CopiedField[];
};

function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === "";
}

/**
 * Link Accounts (DECISIONS.md §2, §4; issue 12): the lead becomes the sign-up's. In one transaction the sign-up's
 * customer record is found or made (ensureCustomerRecord: the linked record, an unlinked one with its verified
 * e-mail, or a new one), the lead's address, zip code and phone fill the record's EMPTY fields only (the contact
 * form's placeholder address and zip are not an address), and the lead points at the record, gets the user when it
 * had none, and is converted. Audited as "lead.link".
 *
 * Refused: an unknown lead or user (NOT_FOUND); a lead already converted or linked, a lead that is another login's
 * own sign-up lead, or a staff login (CONFLICT). Every refusal but an unknown lead carries its reason as a message key
 * in `fieldErrors` (leadId or userId: "alreadyConverted", "staffAccount", "signupNotFound"…) for the screen to word.
 */
export async function linkLeadToSignup(input: {
  actor: Pick<SessionUser, "id">;
  leadId: unknown;
  userId: unknown;
}): Promise<LinkLeadResult> {
  const leadId = knownLeadId(input.leadId);
  // A NUL byte would reach PostgreSQL, which refuses it in text with an error (a 500): no login's id holds one.
  if (
    typeof input.userId !== "string" ||
    input.userId.trim() === "" ||
    input.userId.length > 200 ||
    hasCharactersRefusedInALine(input.userId)
  )
    throw new AppError("NOT_FOUND", "Sign-up not found", { userId: "signupNotFound" });
  const userId = input.userId;
  const { adminEmail } = await getSettings();
  const db = await database();
  return db.transaction(async (tx) => {
    // The lead's row lock makes two staff members linking the same lead at once take turns: the second is refused.
    const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for("update");
    if (!lead) throw new AppError("NOT_FOUND", "Lead not found");
    if (lead.status === "converted")
      throw new AppError("CONFLICT", "This lead is already converted", { leadId: "alreadyConverted" });
    if (lead.customerId)
      throw new AppError("CONFLICT", "This lead is already linked to a customer record", { leadId: "alreadyLinked" });
    if (lead.userId && lead.userId !== userId)
      throw new AppError("CONFLICT", "This lead belongs to another account", { leadId: "otherAccount" });

    const [login] = await tx
      .select({ id: user.id, role: user.role, email: user.email })
      .from(user)
      .where(eq(user.id, userId));
    if (!login) throw new AppError("NOT_FOUND", "Sign-up not found", { userId: "signupNotFound" });
    // Staff logins, technicians' included (issue 34), are never a customer's.
    if (login.role === "admin" || isTechnicianRole(login.role) || isDesignatedAdminEmail(login.email, adminEmail))
      throw new AppError("CONFLICT", "That account belongs to staff, not to a customer", { userId: "staffAccount" });

    const { customer: found, outcome } = await ensureCustomerRecord({ userId, executor: tx });
    const [record] = await tx.select().from(customers).where(eq(customers.id, found.id)).for("update");
    if (!record) throw new Error(`linkLeadToSignup: the record ${found.id} ensureCustomerRecord answered is gone`);

    const filled: Partial<Record<CopiedField, string>> = {};
    for (const { field, from, placeholder } of COPIED_FIELDS) {
      const value = lead[from]?.trim();
      if (!value || value === placeholder || !isBlank(record[field])) continue;
      filled[field] = value;
    }
    const copiedFields = Object.keys(filled) as CopiedField[];
    if (copiedFields.length > 0)
      await tx
        .update(customers)
        .set({ ...filled, updatedAt: sql`now()` })
        .where(eq(customers.id, record.id));

    await tx
      .update(leads)
      .set({ customerId: record.id, userId: lead.userId ?? userId, status: "converted", updatedAt: sql`now()` })
      .where(eq(leads.id, leadId));
    await recordAudit(tx, {
      actor: input.actor,
      action: "lead.link",
      entity: "lead",
      entityId: leadId,
      details: { userId, customerId: record.id, customerNumber: record.customerNumber, record: outcome, copiedFields },
    });
    return { customerId: record.id, customerNumber: record.customerNumber, record: outcome, copiedFields };
  });
}
