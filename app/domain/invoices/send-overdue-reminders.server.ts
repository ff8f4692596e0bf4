import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { publicOrigin } from "~/config/public-origin.server";
import { PORTAL_INVOICES_PATH } from "~/domain/invoice-payments/pay-own-invoices.server";
import type { Database, Executor } from "~/db/client.server";
import { customers, invoices, jobs } from "~/db/schema";
import { businessToday } from "~/domain/customers/due-soon-date";
import { jobOrSkipBadRecipient } from "~/domain/notifications/notification-result";
import { templatedEmailJob } from "~/domain/notifications/queue-templated-email.server";
import { getSettings } from "~/domain/settings/get-settings.server";
import { isLocale } from "~/i18n/catalog";
import { enqueueJob } from "~/jobs/enqueue.server";
import { followInvoiceServiceRecord } from "./follow-invoice-service-record.server";
import { overdueInvoiceWhere } from "./invoice-overdue.server";

/** Invoices read per query: the run's memory stays bounded however many are overdue. */
const BATCH_SIZE = 200;

/** The one reminder of one invoice: its mail job's dedupe key, kept with the completed job. */
export function overdueReminderKey(invoiceId: string): string {
  return `invoice-overdue:${invoiceId}`;
}

export type OverdueRunCounts = { queued: number; failed: number };

/**
 * The daily pass over overdue invoices (issue 38): every OPEN invoice past its due date (Miami's today) gets ONE
 * reminder e-mail in its language, ever: the mail job's dedupe key names the invoice and a completed job is kept, so
 * a second run, a second server or a run after a crash queues nothing twice. Invoices already reminded are skipped
 * before anything is rendered. The same pass marks the invoice's service record overdue (ADR 084: the record's payment
 * status follows its invoice). Statuses are not changed: overdue is derived from the due date. A customer without a
 * usable address gets no mail and is looked at again the next day (they may add one).
 */
export async function sendOverdueReminders(db: Database, now: Date): Promise<OverdueRunCounts> {
  const today = businessToday(now);
  const counts: OverdueRunCounts = { queued: 0, failed: 0 };
  let afterId: string | null = null;
  for (;;) {
    const batch: { id: string; serviceHistoryId: string | null; dueDate: string | null }[] = await db
      .select({ id: invoices.id, serviceHistoryId: invoices.serviceHistoryId, dueDate: invoices.dueDate })
      .from(invoices)
      .where(and(overdueInvoiceWhere(today), afterId ? gt(invoices.id, afterId) : undefined))
      .orderBy(asc(invoices.id))
      .limit(BATCH_SIZE);
    if (batch.length === 0) return counts;
    afterId = batch.at(-1)!.id;
    const reminded = await db
      .select({ key: jobs.dedupeKey })
      .from(jobs)
      .where(
        inArray(
          jobs.dedupeKey,
          batch.map((row) => overdueReminderKey(row.id)),
        ),
      );
    const remindedKeys = new Set(reminded.map((row) => row.key));
    for (const row of batch) {
      if (remindedKeys.has(overdueReminderKey(row.id))) continue;
      try {
        if (await db.transaction((tx) => queueOverdueReminder(tx, { invoiceId: row.id, now }))) counts.queued += 1;
      } catch (error) {
        counts.failed += 1;
        console.error(`[invoices] the overdue reminder of invoice ${row.id} failed; the next run tries again`, error);
      }
    }
  }
}

/** One reminder, on the invoice locked and read again (it may have been paid meanwhile); false when none was queued. */
async function queueOverdueReminder(tx: Executor, input: { invoiceId: string; now: Date }): Promise<boolean> {
  const [row] = await tx
    .select({ invoice: invoices, email: customers.email, firstName: customers.firstName })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(and(eq(invoices.id, input.invoiceId), overdueInvoiceWhere(businessToday(input.now))))
    .for("update", { of: invoices });
  if (!row) return false;
  const { invoice } = row;
  await followInvoiceServiceRecord(tx, invoice, input.now);
  const to = row.email?.trim();
  if (!to || !invoice.number || !invoice.dueDate) return false;
  const settings = await getSettings({ executor: tx });
  const mail = jobOrSkipBadRecipient(
    () =>
      templatedEmailJob({
        to,
        locale: isLocale(invoice.locale) ? invoice.locale : "en",
        template: "invoice-overdue",
        data: {
          name: row.firstName,
          number: invoice.number!,
          balanceCents: invoice.balanceCents,
          dueDate: invoice.dueDate!,
          url: `${publicOrigin()}${PORTAL_INVOICES_PATH}`,
        },
        settings,
      }),
    `overdue reminder of invoice ${invoice.number}`,
  );
  if (!mail.job) return false;
  const queued = await enqueueJob(tx, { ...mail.job, dedupeKey: overdueReminderKey(invoice.id) });
  return !queued.deduplicated;
}
