import { eq } from "drizzle-orm";
import { database } from "~/db/database.server";
import { newsletterSubscriptions } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { readUnsubscribeToken } from "./newsletter-unsubscribe-token.server";

/** What the unsubscribe page shows before anything is changed. */
export type NewsletterUnsubscribeView = { status: "subscribed"; email: string } | { status: "already_gone" };

/**
 * The subscription an unsubscribe link names, for the page that asks to confirm; it changes nothing, since mail
 * scanners open links on their own. Throws AppError NOT_FOUND for a forged, altered or malformed token.
 */
export async function getNewsletterUnsubscribe(input: {
  token: string | undefined;
}): Promise<NewsletterUnsubscribeView> {
  const subscriptionId = readUnsubscribeToken(input.token ?? "");
  if (!subscriptionId) throw new AppError("NOT_FOUND", "Not a valid newsletter unsubscribe token");
  const db = await database();
  const [row] = await db
    .select({ email: newsletterSubscriptions.email })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, subscriptionId));
  return row ? { status: "subscribed", email: row.email } : { status: "already_gone" };
}
