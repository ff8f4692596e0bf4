import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { customers } from "~/db/schema";
import { jobOrSkipBadRecipient } from "~/domain/notifications/notification-result";
import { templatedEmailJob } from "~/domain/notifications/queue-templated-email.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { isLocale } from "~/i18n/catalog";
import { enqueueJob } from "~/jobs/enqueue.server";
import { quoteTierLabel } from "./quote-tier-label";
import type { QuoteDocument, QuoteRow } from "./quote-document.server";
import { issueQuoteLink } from "./issue-quote-link.server";

/**
 * The customer's copy of a sent quote, queued in the send's transaction (it goes once, when the send commits, and is
 * retried by the queue if the mail server is down), in the quote's language. Its link is a scoped token (ADR 075,
 * purpose quote_view) for this one quote and this one address, issued in the same transaction. A customer without an
 * e-mail address gets none (staff then hand the link over themselves: "Get the customer's link" on the quote's page).
 */
export async function queueQuoteMail(
  tx: Executor,
  quote: Pick<QuoteRow, "id" | "customerId" | "locale" | "title" | "expiresAt">,
  document: QuoteDocument,
  now: Date,
): Promise<boolean> {
  const [customer] = await tx
    .select({ email: customers.email, firstName: customers.firstName })
    .from(customers)
    .where(eq(customers.id, quote.customerId));
  const to = customer?.email?.trim();
  if (!to) return false;
  const locale = isLocale(quote.locale) ? quote.locale : "en";
  const { url } = await issueQuoteLink(tx, { quoteId: quote.id, contact: to, locale, now });
  const settings = await getSettings({ executor: tx });
  const plan = jobOrSkipBadRecipient(
    () =>
      templatedEmailJob({
        to,
        locale,
        template: "quote-sent",
        data: {
          name: customer!.firstName,
          number: document.number,
          title: quote.title,
          options: document.options.map((option) => ({
            label: quoteTierLabel(option.tier, locale),
            totalCents: option.totalCents,
          })),
          expiresAt: quote.expiresAt?.toISOString() ?? null,
          url,
        },
        settings,
      }),
    `quote ${document.number}`,
  );
  if (!plan.job) return false;
  await enqueueJob(tx, plan.job);
  return true;
}
