import { INVOICE_LINK_LIFETIME_DAYS } from "~/config/invoice-rules";
import { publicOrigin } from "~/config/public-origin.server";
import type { Executor } from "~/db/client.server";
import { issueScopedToken } from "~/domain/scoped-tokens/issue-scoped-token.server";
import type { Locale } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";
import { INVOICE_LINK_PATH } from "./pay-linked-invoice.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A new link to one invoice for one contact (ADR 075, purpose invoice_view), valid INVOICE_LINK_LIFETIME_DAYS: the
 * e-mail's, the text's and the one staff hand over are all made here, in the caller's transaction. The address is the
 * configured public origin's (never a request's Host), in the invoice's language.
 */
export async function issueInvoiceLink(
  tx: Executor,
  input: { invoiceId: string; contact: string; locale: Locale; now: Date },
): Promise<{ url: string; tokenId: string; expiresAt: Date }> {
  const expiresAt = new Date(input.now.getTime() + INVOICE_LINK_LIFETIME_DAYS * DAY_MS);
  const { token, tokenId } = await issueScopedToken(tx, {
    purpose: "invoice_view",
    recordId: input.invoiceId,
    contact: input.contact,
    expiresAt,
  });
  return {
    url: `${publicOrigin()}${localizedPath(`${INVOICE_LINK_PATH}/${token}`, input.locale)}`,
    tokenId,
    expiresAt,
  };
}
