import { publicOrigin } from "~/config/public-origin.server";
import { QUOTE_LINK_LIFETIME_DAYS } from "~/config/quote-rules";
import type { Executor } from "~/db/client.server";
import { issueScopedToken } from "~/domain/scoped-tokens/issue-scoped-token.server";
import type { Locale } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";
import { QUOTE_LINK_PATH } from "./quote-link-path";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A new link to one quote for one contact (ADR 075, purpose quote_view), valid QUOTE_LINK_LIFETIME_DAYS: the e-mail's
 * and the one staff hand over are both made here, in the caller's transaction. The address is the configured public
 * origin's (never a request's Host), in the quote's language.
 */
export async function issueQuoteLink(
  tx: Executor,
  input: { quoteId: string; contact: string; locale: Locale; now: Date },
): Promise<{ url: string; tokenId: string; expiresAt: Date }> {
  const expiresAt = new Date(input.now.getTime() + QUOTE_LINK_LIFETIME_DAYS * DAY_MS);
  const { token, tokenId } = await issueScopedToken(tx, {
    purpose: "quote_view",
    recordId: input.quoteId,
    contact: input.contact,
    expiresAt,
  });
  return { url: `${publicOrigin()}${localizedPath(`${QUOTE_LINK_PATH}/${token}`, input.locale)}`, tokenId, expiresAt };
}
