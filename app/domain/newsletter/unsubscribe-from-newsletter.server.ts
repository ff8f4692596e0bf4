import { eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { newsletterSubscriptions } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { readUnsubscribeToken } from "./newsletter-unsubscribe-token.server";

export type NewsletterUnsubscribeResult = { status: "unsubscribed"; email: string } | { status: "already_gone" };

/**
 * Takes the subscription a signed link names off the list. The row is deleted, not flagged: the privacy policy
 * keeps the address "until you unsubscribe". Only that row goes; a later subscription of the same address has its
 * own id and its own link. Throws AppError NOT_FOUND for a forged, altered or malformed token.
 */
export async function unsubscribeFromNewsletter(input: {
  token: string | undefined;
}): Promise<NewsletterUnsubscribeResult> {
  const subscriptionId = readUnsubscribeToken(input.token ?? "");
  if (!subscriptionId) throw new AppError("NOT_FOUND", "Not a valid newsletter unsubscribe token");
  const db = await database();
  const [removed] = await db
    .delete(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, subscriptionId))
    .returning({ email: newsletterSubscriptions.email });
  return removed ? { status: "unsubscribed", email: removed.email } : { status: "already_gone" };
}
