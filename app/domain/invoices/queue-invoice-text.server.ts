import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { customers } from "~/db/schema";
import { formatUsd } from "~/domain/dashboard/dashboard-format";
import { issueInvoiceLink } from "~/domain/invoice-payments/issue-invoice-link.server";
import { usPhoneToE164 } from "~/domain/messaging/phone-number";
import { queueText } from "~/domain/messaging/queue-text.server";
import { readConsent } from "~/domain/messaging/read-consent.server";
import { TEXT_POLICIES } from "~/domain/messaging/text-policy";
import { getSettings } from "~/domain/settings/get-settings.server";
import { isLocale } from "~/i18n/catalog";
import type { InvoiceRow } from "./load-invoice-for-update.server";

/**
 * The text that goes with a sent invoice (issue 38 item 1), queued in the send's transaction, in the invoice's
 * language, once per invoice (dedupe key). Only where consented: a record whose phone cannot be texted, or whose number
 * has no transactional SMS consent in the ledger now, gets none, so the message log shows no text nobody agreed to.
 * The send job reads consent and the switches again when it runs (ADR 077): a STOP that arrives in between still
 * stops it. Its link is the invoice's own (ADR 075, purpose invoice_view), like the e-mail's but issued for this
 * number as its contact, in the same transaction: it opens this one invoice to view and pay without signing in, and
 * asks for the phone's last four digits from INVOICE_LINK_PHONE_CHECK_AFTER_DAYS on, as every invoice link does.
 * Answers whether a text was queued.
 */
export async function queueInvoiceText(
  tx: Executor,
  invoice: Pick<InvoiceRow, "id" | "customerId" | "locale">,
  sent: { number: string; balanceCents: number },
): Promise<boolean> {
  if (sent.balanceCents === 0) return false; // nothing to pay: the e-mail is the receipt, a text would only ask
  const [customer] = await tx
    .select({ phone: customers.phone })
    .from(customers)
    .where(eq(customers.id, invoice.customerId));
  const to = customer?.phone ? usPhoneToE164(customer.phone) : null;
  if (!to) return false;
  const consent = await readConsent({
    contact: to,
    channel: "sms",
    purpose: TEXT_POLICIES.invoice_sent.purpose,
    executor: tx,
  });
  if (!consent?.granted) return false;
  const locale = isLocale(invoice.locale) ? invoice.locale : "en";
  const settings = await getSettings({ executor: tx });
  const { url } = await issueInvoiceLink(tx, { invoiceId: invoice.id, contact: to, locale, now: new Date() });
  await queueText({
    executor: tx,
    to,
    template: "invoice_sent",
    data: {
      invoice: sent.number,
      amount: formatUsd(sent.balanceCents / 100, locale),
      link: url,
      phone: settings.mainPhone,
    },
    locale,
    customerId: invoice.customerId,
    dedupeKey: `invoice-sent:${invoice.id}`,
    settings,
  });
  return true;
}
