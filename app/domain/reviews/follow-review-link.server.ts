import { and, eq, isNull } from "drizzle-orm";
import { database } from "~/db/database.server";
import { reviewRequests } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { openScopedToken } from "~/domain/scoped-tokens/open-scoped-token.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { reviewLinkOf } from "./review-link-setting";

/**
 * A review request's link was followed (/r/<token>, issue 36 item 5): the request's first click is recorded, and the
 * answer is the one review page of the settings, the same for every customer whatever the visit. A bad, expired or
 * revoked link, or an empty review link setting, is NOT_FOUND. A mail scanner that follows links counts as a click:
 * "clicked" tells staff the link was opened, not that a review was written.
 */
export async function followReviewLink(input: { token: string; now?: Date }): Promise<{ reviewLink: string }> {
  const db = await database();
  return db.transaction(async (tx) => {
    const reviewLink = reviewLinkOf((await getSettings({ executor: tx })).messaging);
    if (!reviewLink) throw new AppError("NOT_FOUND", "No review link is set");
    const opened = await openScopedToken(tx, { token: input.token, purpose: "review_link" });
    await tx
      .update(reviewRequests)
      .set({ clickedAt: input.now ?? new Date() })
      .where(and(eq(reviewRequests.appointmentId, opened.recordId), isNull(reviewRequests.clickedAt)));
    return { reviewLink };
  });
}
