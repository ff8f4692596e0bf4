import { eq } from "drizzle-orm";
import { publicOrigin } from "~/config/public-origin.server";
import { QUOTE_LINK_LIFETIME_DAYS } from "~/config/quote-rules";
import type { Executor } from "~/db/client.server";
import { customers } from "~/db/schema";
import { jobOrSkipBadRecipient } from "~/domain/notifications/notification-result";
import { templatedEmailJob } from "~/domain/notifications/queue-templated-email.server";
import { issueScopedToken } from "~/domain/scoped-tokens/issue-scoped-token.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { isLocale } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";
import { enqueueJob } from "~/jobs/enqueue.server";
import { quoteTierLabel } from "./quote-tier-label";
import type { QuoteDocument, QuoteRow } from "./quote-document.server";
import { QUOTE_LINK_PATH } from "./quote-link-path";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The customer's copy of a sent quote, queued in the send's transaction (it goes once, when the send commits, and is
 * retried by the queue if the mail server is down), in the quote's language. Its link is a scoped token (ADR 075,
 * purpose quote_view) for this one quote and this one address, issued in the same transaction. A customer without an
 * e-mail address gets none (staff then share the link another way: the back office shows that nothing was mailed).
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
  const { token } = await issueScopedToken(tx, {
    purpose: "quote_view",
    recordId: quote.id,
    contact: to,
    expiresAt: new Date(now.getTime() + QUOTE_LINK_LIFETIME_DAYS * DAY_MS),
  });
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
          url: `${publicOrigin()}${localizedPath(`${QUOTE_LINK_PATH}/${token}`, locale)}`,
        },
        settings,
      }),
    `quote ${document.number}`,
  );
  if (!plan.job) return false;
  await enqueueJob(tx, plan.job);
  return true;
}
