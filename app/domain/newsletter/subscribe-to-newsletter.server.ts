import { database } from "~/db/database.server";
import { newsletterSubscriptions } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { queueTemplatedEmail } from "~/domain/notifications/queue-templated-email.server";
import { newsletterUnsubscribeUrl } from "./newsletter-unsubscribe-token.server";
import {
  newsletterFieldErrors,
  NewsletterSubscriptionSchema,
  type NewsletterSubscriptionInput,
} from "./newsletter-schemas";

export type NewsletterSubscribeResult = { status: "subscribed" | "already_subscribed" };

/**
 * The one operation behind both newsletter forms. The address is trimmed and lower-cased; the unique index on
 * lower(email) decides duplicates, so two simultaneous sign-ups of one address make one row and one welcome
 * mail. The welcome mail, with the row's own unsubscribe link and List-Unsubscribe headers, is queued in the same
 * transaction as the row. Throws AppError BAD_INPUT with field
 * errors (keys of `newsletter.validation`).
 */
export async function subscribeToNewsletter(input: NewsletterSubscriptionInput): Promise<NewsletterSubscribeResult> {
  const parsed = NewsletterSubscriptionSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = newsletterFieldErrors(parsed.error);
    throw new AppError(
      "BAD_INPUT",
      `Invalid newsletter subscription: ${Object.values(fieldErrors).join(", ")}`,
      fieldErrors,
    );
  }
  const { email, source, locale } = parsed.data;
  // The contact page's form has no name field; the spec stores null for it.
  const name = source === "footer" ? (parsed.data.name ?? null) : null;
  const db = await database();
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(newsletterSubscriptions)
      .values({ email, name, source })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscriptions.id });
    if (!created) return { status: "already_subscribed" as const };
    // The link is signed for this row and written in the language of the page the address was given on.
    const unsubscribeUrl = newsletterUnsubscribeUrl(created.id, locale);
    await queueTemplatedEmail({
      executor: tx,
      to: email,
      locale,
      template: "newsletter-welcome",
      data: { name, unsubscribeUrl },
    });
    return { status: "subscribed" as const };
  });
}
