import { eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { appointments, customers } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { openScopedToken } from "~/domain/scoped-tokens/open-scoped-token.server";

/** What the "tell the owner" page shows: whose visit it was and which, nothing else of the record. */
export type OwnerFeedbackPage = { firstName: string; serviceType: string; visitDate: string };

/**
 * The page a review request's private link opens (/feedback/<token>, issue 36 item 5). GET only shows it (mail
 * scanners follow links); a bad, expired or revoked link is NOT_FOUND, as every scoped link answers (ADR 075).
 */
export async function openOwnerFeedback(input: { token: string | undefined }): Promise<OwnerFeedbackPage> {
  const db = await database();
  const opened = await openScopedToken(db, { token: input.token ?? "", purpose: "owner_feedback" });
  const [visit] = await db
    .select({
      firstName: customers.firstName,
      serviceType: appointments.serviceType,
      visitDate: appointments.appointmentDate,
    })
    .from(appointments)
    .innerJoin(customers, eq(customers.id, appointments.customerId))
    .where(eq(appointments.id, opened.recordId));
  if (!visit) throw new AppError("NOT_FOUND", "The visit of this owner-feedback link is gone");
  return { ...visit, visitDate: visit.visitDate.toISOString() };
}
