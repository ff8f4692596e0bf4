import { asc, eq } from "drizzle-orm";
import { publicOrigin } from "~/config/public-origin.server";
import type { Executor } from "~/db/client.server";
import { customers, invoiceLines } from "~/db/schema";
import { jobOrSkipBadRecipient } from "~/domain/notifications/notification-result";
import { templatedEmailJob } from "~/domain/notifications/queue-templated-email.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { isLocale } from "~/i18n/catalog";
import { enqueueJob } from "~/jobs/enqueue.server";
import type { InvoiceRow } from "./load-invoice-for-update.server";

/**
 * The customer's copy of a sent invoice (issue 38), queued in the send's transaction so it goes exactly when the send
 * commits, in the invoice's language. The portal has no invoice screen yet: the link opens the customer's dashboard,
 * where the balance shows. A customer without an e-mail address (or with one the queue refuses) gets none. The
 * invoice's PDF is attached by the job when it sends (made then from the invoice, never stored in the queue).
 */
export async function queueInvoiceMail(
  tx: Executor,
  invoice: Pick<InvoiceRow, "id" | "customerId" | "locale" | "subtotalCents" | "discountPercent" | "discountCents">,
  sent: { number: string; dueDate: string; totalCents: number; paidCents: number; balanceCents: number },
): Promise<boolean> {
  const [customer] = await tx
    .select({ email: customers.email, firstName: customers.firstName })
    .from(customers)
    .where(eq(customers.id, invoice.customerId));
  const to = customer?.email?.trim();
  if (!to) return false;
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.position));
  const settings = await getSettings({ executor: tx });
  const plan = jobOrSkipBadRecipient(
    () =>
      templatedEmailJob({
        to,
        locale: isLocale(invoice.locale) ? invoice.locale : "en",
        template: "invoice-sent",
        data: {
          name: customer!.firstName,
          lines: lines.map((line) => ({
            description: line.description,
            quantity: line.quantityThousandths / 1000,
            amountCents: line.lineTotalCents,
          })),
          subtotalCents: invoice.subtotalCents,
          discountPercent: invoice.discountPercent,
          discountCents: invoice.discountCents,
          ...sent,
          url: `${publicOrigin()}/customer/dashboard`,
        },
        settings,
        attachments: [{ kind: "invoice-pdf", id: invoice.id }],
      }),
    `invoice ${sent.number}`,
  );
  if (!plan.job) return false;
  await enqueueJob(tx, plan.job);
  return true;
}
