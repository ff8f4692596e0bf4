import { asc, eq } from "drizzle-orm";
import { publicOrigin } from "~/config/public-origin.server";
import type { Executor } from "~/db/client.server";
import { customers, invoicePayments } from "~/db/schema";
import { jobOrSkipBadRecipient } from "~/domain/notifications/notification-result";
import { templatedEmailJob } from "~/domain/notifications/queue-templated-email.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { isLocale } from "~/i18n/catalog";
import { enqueueJob } from "~/jobs/enqueue.server";

/**
 * The receipt of an online payment (issue 38 item 3), queued in the webhook's transaction so it goes exactly once,
 * when the payment commits, in the language the customer paid in. A customer without a usable address gets none. The
 * receipt's PDF (one for the whole session) is attached by the job when it sends, from one of the session's payments.
 */
export async function queueInvoiceReceipt(
  tx: Executor,
  input: {
    customerId: string;
    locale: string;
    paidAt: Date;
    sessionId: string;
    items: { number: string; amountCents: number }[];
  },
): Promise<boolean> {
  const [customer] = await tx
    .select({ email: customers.email, firstName: customers.firstName })
    .from(customers)
    .where(eq(customers.id, input.customerId));
  const to = customer?.email?.trim();
  if (!to) return false;
  const [payment] = await tx
    .select({ id: invoicePayments.id })
    .from(invoicePayments)
    .where(eq(invoicePayments.stripeCheckoutSessionId, input.sessionId))
    .orderBy(asc(invoicePayments.createdAt))
    .limit(1);
  const settings = await getSettings({ executor: tx });
  const plan = jobOrSkipBadRecipient(
    () =>
      templatedEmailJob({
        to,
        locale: isLocale(input.locale) ? input.locale : "en",
        template: "invoice-receipt",
        data: {
          name: customer!.firstName,
          items: input.items,
          totalCents: input.items.reduce((sum, item) => sum + item.amountCents, 0),
          paidAt: input.paidAt.toISOString(),
          url: `${publicOrigin()}/customer/invoices`,
        },
        settings,
        ...(payment ? { attachments: [{ kind: "receipt-pdf" as const, id: payment.id }] } : {}),
      }),
    `receipt of ${input.items.map((item) => item.number).join(", ")}`,
  );
  if (!plan.job) return false;
  await enqueueJob(tx, plan.job);
  return true;
}
