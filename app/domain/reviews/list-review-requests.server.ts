import { count, desc, eq, isNotNull } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { ANALYTICS_REVIEW_REQUESTS_LIMIT } from "~/config/business-rules";
import { database } from "~/db/database.server";
import { appointments, customers, reviewRequests } from "~/db/schema";
import { AppError } from "~/domain/app-error";

/** One customer asked for a review, as staff see it: who, for which visit, how, and what they did. ISO instants. */
export type ReviewRequestRow = {
  appointmentId: string;
  customerId: string;
  customerName: string;
  serviceType: string;
  channel: "sms" | "email";
  askedAt: string;
  remindedAt: string | null;
  clickedAt: string | null;
  ownerFeedbackAt: string | null;
};

export type ReviewRequestList = {
  items: ReviewRequestRow[];
  /** Every request, and those whose review link was followed, not only the ones shown. */
  total: number;
  clicked: number;
};

/**
 * Who was asked for a review and who followed the link (issue 36 item 5), newest first, the first
 * ANALYTICS_REVIEW_REQUESTS_LIMIT of them, with the totals. Staff only.
 */
export async function listReviewRequests(input: {
  actor: Pick<SessionUser, "id" | "isAdmin">;
}): Promise<ReviewRequestList> {
  if (!input.actor.isAdmin) throw new AppError("FORBIDDEN", "Only staff can see review requests");
  const db = await database();
  const [items, [all], [followed]] = await Promise.all([
    db
      .select({
        appointmentId: reviewRequests.appointmentId,
        customerId: reviewRequests.customerId,
        firstName: customers.firstName,
        lastName: customers.lastName,
        serviceType: appointments.serviceType,
        channel: reviewRequests.channel,
        sentAt: reviewRequests.sentAt,
        createdAt: reviewRequests.createdAt,
        remindedAt: reviewRequests.reminderSentAt,
        clickedAt: reviewRequests.clickedAt,
        ownerFeedbackAt: reviewRequests.ownerFeedbackAt,
      })
      .from(reviewRequests)
      .innerJoin(customers, eq(customers.id, reviewRequests.customerId))
      .innerJoin(appointments, eq(appointments.id, reviewRequests.appointmentId))
      .orderBy(desc(reviewRequests.createdAt), desc(reviewRequests.appointmentId))
      .limit(ANALYTICS_REVIEW_REQUESTS_LIMIT),
    db.select({ total: count() }).from(reviewRequests),
    db.select({ total: count() }).from(reviewRequests).where(isNotNull(reviewRequests.clickedAt)),
  ]);
  const iso = (instant: Date | null) => instant?.toISOString() ?? null;
  return {
    items: items.map(({ firstName, lastName, sentAt, createdAt, ...item }) => ({
      ...item,
      customerName: `${firstName} ${lastName}`.trim(),
      askedAt: (sentAt ?? createdAt).toISOString(),
      remindedAt: iso(item.remindedAt),
      clickedAt: iso(item.clickedAt),
      ownerFeedbackAt: iso(item.ownerFeedbackAt),
    })),
    total: all?.total ?? 0,
    clicked: followed?.total ?? 0,
  };
}
