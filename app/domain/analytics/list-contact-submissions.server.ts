import { count, desc, eq } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { ANALYTICS_CONTACT_SUBMISSIONS_LIMIT } from "~/config/business-rules";
import { database } from "~/db/database.server";
import { leads } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { LeadStatus } from "~/domain/leads/lead-list-params";

/** One message sent from the contact page, as Recent Contact Submissions shows it. */
export type ContactSubmission = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  /** The visitor's message (the lead's notes). */
  message: string | null;
  status: LeadStatus;
  /** ISO instant. */
  createdAt: string;
};

export type ContactSubmissionList = {
  items: ContactSubmission[];
  /** Every contact-form lead, not only the ones shown. */
  total: number;
};

/**
 * Recent Contact Submissions (spec document 2 §2 and §9, DECISIONS.md §4): the leads whose source is contact_form,
 * newest first, the first ANALYTICS_CONTACT_SUBMISSIONS_LIMIT of them, and how many there are in all. Both reads use
 * the (source, created_at, id) index, so they stay quick with 200,000 leads.
 */
export async function listContactSubmissions(input: {
  actor: Pick<SessionUser, "id" | "isAdmin">;
}): Promise<ContactSubmissionList> {
  if (!input.actor.isAdmin) throw new AppError("FORBIDDEN", "Only staff can see contact submissions");
  const db = await database();
  const fromContactForm = eq(leads.source, "contact_form");
  const [items, [counted]] = await Promise.all([
    db
      .select({
        id: leads.id,
        name: leads.name,
        email: leads.email,
        phone: leads.phone,
        message: leads.notes,
        status: leads.status,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .where(fromContactForm)
      // created_at then id: two messages of the same instant keep one order.
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(ANALYTICS_CONTACT_SUBMISSIONS_LIMIT),
    db.select({ total: count() }).from(leads).where(fromContactForm),
  ]);
  return {
    items: items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })),
    total: counted?.total ?? 0,
  };
}
