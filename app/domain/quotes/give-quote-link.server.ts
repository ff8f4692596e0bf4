import { eq } from "drizzle-orm";
import type { SessionUser } from "~/auth/session-user";
import { database } from "~/db/database.server";
import { customers } from "~/db/schema";
import { businessDateOf } from "~/domain/analytics/analytics-calendar";
import { AppError } from "~/domain/app-error";
import { recordAudit } from "~/domain/audit/record-audit.server";
import { handedLinkContact, type HandedLink } from "~/domain/scoped-tokens/handed-link";
import { isLocale } from "~/i18n/catalog";
import { issueQuoteLink } from "./issue-quote-link.server";
import { knownQuoteId, loadQuoteForUpdate } from "./load-quote-for-update.server";
import { isPastExpiry } from "./quote-document.server";

/**
 * "Get the customer's link" on a sent quote (issue 38 item 4): a fresh quote_view link (ADR 075), the e-mail's purpose
 * and lifetime, for staff to hand to a customer the quote could not be e-mailed to (a phone-only guest). Staff only.
 * A draft is CONFLICT (`link`: send it first); a declined or expired one, or a sent one past its date, is CONFLICT
 * too: it can no longer be signed. A signed or approved quote still gets one (its deposit and visit are on that
 * page). The link is answered once and never stored (only its hash is); earlier links stay valid. Audited as
 * `quote.link-issued`, without the token.
 */
export async function giveQuoteLink(input: {
  actor: Pick<SessionUser, "id" | "isAdmin">;
  quoteId: unknown;
  now?: Date;
}): Promise<HandedLink> {
  if (!input.actor.isAdmin) throw new AppError("FORBIDDEN", "Only staff can give a quote's link");
  const quoteId = knownQuoteId(input.quoteId);
  const now = input.now ?? new Date();
  const db = await database();
  return db.transaction(async (tx) => {
    const quote = await loadQuoteForUpdate(tx, { quoteId });
    if (quote.status === "draft")
      throw new AppError("CONFLICT", `Quote ${quoteId} is a draft: no link`, { link: "quoteNotSent" });
    if (quote.status === "declined" || quote.status === "expired" || isPastExpiry(quote, now))
      throw new AppError("CONFLICT", `Quote ${quote.number} is closed: no link`, { link: "quoteClosed" });
    const [customer] = await tx.select().from(customers).where(eq(customers.id, quote.customerId));
    if (!customer) throw new AppError("NOT_FOUND", "Quote customer not found");
    const contact = handedLinkContact(customer);
    const locale = isLocale(quote.locale) ? quote.locale : "en";
    const issued = await issueQuoteLink(tx, { quoteId, contact, locale, now });
    await recordAudit(tx, {
      actor: input.actor,
      action: "quote.link-issued",
      entity: "quote",
      entityId: quoteId,
      details: { number: quote.number, tokenId: issued.tokenId, contact, expiresAt: issued.expiresAt.toISOString() },
    });
    return {
      url: issued.url,
      number: quote.number ?? "",
      expiresOn: businessDateOf(issued.expiresAt),
      customerName: `${customer.firstName} ${customer.lastName}`.trim(),
      phone: customer.phone?.trim() || null,
      email: customer.email?.trim() || null,
      phoneCheckFrom: null,
      phoneCheckStarted: false,
    };
  });
}
