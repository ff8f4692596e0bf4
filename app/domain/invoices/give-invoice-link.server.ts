import { eq } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { INVOICE_LINK_PHONE_CHECK_AFTER_DAYS } from "~/config/invoice-rules";
import { database } from "~/db/database.server";
import { customers } from "~/db/schema";
import { addDays, businessDateOf } from "~/domain/analytics/analytics-calendar";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { issueInvoiceLink } from "~/domain/invoice-payments/issue-invoice-link.server";
import { handedLinkContact, type HandedLink } from "~/domain/scoped-tokens/handed-link";
import { isLocale } from "~/i18n/catalog";
import { knownInvoiceId, loadInvoiceForUpdate } from "./load-invoice-for-update.server";

/** Why an invoice has no link to give, as the field key the page words ("link"). */
const REFUSED = { draft: "invoiceNotSent", void: "invoiceVoid", paid: "invoicePaid" } as const;

/**
 * "Get the customer's link" on an open invoice (issue 38): a fresh invoice_view link (ADR 075), the e-mail's purpose
 * and lifetime, for staff to hand to a customer the invoice could not be e-mailed to (a phone-only record). Staff only.
 * A draft, a void or a paid invoice has nothing to pay: CONFLICT on `link`, in words. The link is answered once and
 * never stored (only its hash is); earlier links stay valid. Audited as `invoice.link-issued`, without the token.
 */
export async function giveInvoiceLink(input: {
  actor: Pick<SessionUser, "id" | "isAdmin">;
  invoiceId: unknown;
  now?: Date;
}): Promise<HandedLink> {
  if (!input.actor.isAdmin) throw new AppError("FORBIDDEN", "Only staff can give an invoice's link");
  const invoiceId = knownInvoiceId(input.invoiceId);
  const now = input.now ?? new Date();
  const db = await database();
  return db.transaction(async (tx) => {
    // Locked, so a void or a payment that commits meanwhile is seen before the link is made.
    const invoice = await loadInvoiceForUpdate(tx, invoiceId);
    if (invoice.status !== "open")
      throw new AppError("CONFLICT", `Invoice ${invoice.number ?? invoice.id} is ${invoice.status}: no link`, {
        link: REFUSED[invoice.status],
      });
    const [customer] = await tx.select().from(customers).where(eq(customers.id, invoice.customerId));
    if (!customer) throw new AppError("NOT_FOUND", "Invoice customer not found");
    const contact = handedLinkContact(customer);
    const locale = isLocale(invoice.locale) ? invoice.locale : "en";
    const issued = await issueInvoiceLink(tx, { invoiceId, contact, locale, now });
    await recordAudit(tx, {
      actor: input.actor,
      action: "invoice.link-issued",
      entity: "invoice",
      entityId: invoiceId,
      details: { number: invoice.number, tokenId: issued.tokenId, contact, expiresAt: issued.expiresAt.toISOString() },
    });
    const phoneCheckFrom = addDays(invoice.issueDate ?? businessDateOf(now), INVOICE_LINK_PHONE_CHECK_AFTER_DAYS);
    return {
      url: issued.url,
      number: invoice.number ?? "",
      expiresOn: businessDateOf(issued.expiresAt),
      customerName: `${customer.firstName} ${customer.lastName}`.trim(),
      phone: customer.phone?.trim() || null,
      email: customer.email?.trim() || null,
      phoneCheckFrom,
      phoneCheckStarted: phoneCheckFrom <= businessDateOf(now),
    };
  });
}
