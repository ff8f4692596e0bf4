import { eq } from "drizzle-orm";
import { publicOrigin } from "~/config/public-origin.server";
import { PORTAL_INVOICES_PATH } from "~/domain/invoice-payments/pay-own-invoices.server";
import type { Executor } from "~/db/client.server";
import { customers } from "~/db/schema";
import { formatUsd } from "~/domain/dashboard/dashboard-format";
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
 * stops it. Answers whether a text was queued.
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
  await queueText({
    executor: tx,
    to,
    template: "invoice_sent",
    data: {
      invoice: sent.number,
      amount: formatUsd(sent.balanceCents / 100, locale),
      link: `${publicOrigin()}${PORTAL_INVOICES_PATH}`,
      phone: settings.mainPhone,
    },
    locale,
    customerId: invoice.customerId,
    dedupeKey: `invoice-sent:${invoice.id}`,
    settings,
  });
  return true;
}
