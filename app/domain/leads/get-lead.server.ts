import { eq } from "drizzle-orm";
import { z } from "zod";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { customers, leads } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { leadColumns, withMatches, type LeadRow } from "./list-leads.server";
import { listSignupCandidates } from "./list-recent-signups.server";

/** A lead with everything it says: the list's row plus its message (notes). */
export type LeadDetail = LeadRow & { notes: string | null };

/** A lead's id as a URL or a form carries it; anything else names no lead (404, never a uuid syntax error). */
export function knownLeadId(leadId: unknown): string {
  const parsed = z.uuid().safeParse(leadId);
  if (!parsed.success) throw new AppError("NOT_FOUND", "Lead not found");
  return parsed.data;
}

/** One lead for its detail and Link Accounts dialogs, with its potential matches; NOT_FOUND when it does not exist. */
export async function getLead(input: {
  actor: Pick<SessionUser, "id">;
  leadId: unknown;
  now?: Date;
}): Promise<LeadDetail> {
  const id = knownLeadId(input.leadId);
  const db = await database();
  const [[row], signups] = await Promise.all([
    db
      .select({ ...leadColumns, notes: leads.notes })
      .from(leads)
      .leftJoin(customers, eq(customers.id, leads.customerId))
      .where(eq(leads.id, id))
      .limit(1),
    listSignupCandidates({ now: input.now }),
  ]);
  if (!row) throw new AppError("NOT_FOUND", "Lead not found");
  const { notes, ...listed } = row;
  return { ...withMatches([listed], signups)[0]!, notes };
}
