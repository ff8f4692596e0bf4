import { asc, eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { customers, invoiceLines } from "~/db/schema";
import { issueInvoiceLink } from "~/domain/invoice-payments/issue-invoice-link.server";
import { jobOrSkipBadRecipient } from "~/domain/notifications/notification-result";
import { templatedEmailJob } from "~/domain/notifications/queue-templated-email.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { isLocale } from "~/i18n/catalog";
import { enqueueJob } from "~/jobs/enqueue.server";
import type { InvoiceRow } from "./load-invoice-for-update.server";

/**
 * The customer's copy of a sent invoice (issue 38), queued in the send's transaction so it goes exactly when the send
 * commits, in the invoice's language. Its link is a scoped token (ADR 075, purpose invoice_view) that opens this one
 * invoice for this one address, to view and pay without signing in; it is issued in the same transaction. A customer
 * without an e-mail address (or with one the queue refuses) gets none. The invoice's PDF is attached by the job when it
 * sends (made then from the invoice, never stored in the queue).
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
  const locale = isLocale(invoice.locale) ? invoice.locale : "en";
  const { url } = await issueInvoiceLink(tx, { invoiceId: invoice.id, contact: to, locale, now: new Date() });
  const plan = jobOrSkipBadRecipient(
    () =>
      templatedEmailJob({
        to,
        locale,
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
          url,
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
