import { eq } from "drizzle-orm";
import { publicOrigin } from "~/config/public-origin.server";
import type { Executor } from "~/db/client.server";
import { customers, quotes, type quoteOptions } from "~/db/schema";
import { jobOrSkipBadRecipient } from "~/domain/notifications/notification-result";
import { templatedEmailJob } from "~/domain/notifications/queue-templated-email.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { isLocale } from "~/i18n/catalog";
import { enqueueJob } from "~/jobs/enqueue.server";
import { PORTAL_QUOTES_PATH } from "./quote-link-path";
import { quoteTierLabel } from "./quote-tier-label";

/**
 * The signed copy (issue 38 item 4), queued in the signing's transaction in the quote's language: the option chosen,
 * its total and deposit, when it was signed, and the signed quote's PDF attached. Without an e-mail address, none.
 */
export async function queueQuoteSignedMail(
  tx: Executor,
  input: { quoteId: string; option: typeof quoteOptions.$inferSelect; depositCents: number; signedAt: Date },
): Promise<boolean> {
  const [row] = await tx
    .select({ number: quotes.number, locale: quotes.locale, email: customers.email, firstName: customers.firstName })
    .from(quotes)
    .innerJoin(customers, eq(customers.id, quotes.customerId))
    .where(eq(quotes.id, input.quoteId));
  const to = row?.email?.trim();
  if (!row || !to) return false;
  const locale = isLocale(row.locale) ? row.locale : "en";
  const settings = await getSettings({ executor: tx });
  const plan = jobOrSkipBadRecipient(
    () =>
      templatedEmailJob({
        to,
        locale,
        template: "quote-signed",
        data: {
          name: row.firstName,
          number: row.number ?? "",
          option: quoteTierLabel(input.option.tier, locale),
          totalCents: input.option.totalCents,
          depositCents: input.depositCents,
          signedAt: input.signedAt.toISOString(),
          url: `${publicOrigin()}${PORTAL_QUOTES_PATH}/${input.quoteId}`,
        },
        settings,
        // The signed copy, made by the job when it sends (never stored in the queue).
        attachments: [{ kind: "quote-pdf", id: input.quoteId }],
      }),
    `signed quote ${row.number}`,
  );
  if (!plan.job) return false;
  await enqueueJob(tx, plan.job);
  return true;
}
