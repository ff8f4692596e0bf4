import type { Locale } from "~/i18n/catalog";
import { bookQuoteVisit } from "./book-quote-visit.server";
import { declineQuote } from "./decline-quote.server";
import type { QuoteAccess } from "./quote-access.server";
import { signQuote } from "./sign-quote.server";
import { startQuoteDepositCheckout } from "./start-quote-deposit-checkout.server";

/** What the quote page's forms post, besides the access (the link's token or the portal's session). */
export type QuoteIntent =
  | { intent: "sign"; form: Record<string, string>; clientIp: string | null }
  | { intent: "decline"; form: Record<string, string> }
  | { intent: "pay" }
  | { intent: "book"; windowId: string };

/**
 * One customer action on a quote (issue 38 item 4), the same from the link's page and the portal: sign (then the
 * deposit's checkout, unless none is asked), decline, pay the deposit, or book the visit. Answers where to go next:
 * Stripe's (or the demo's) page, or back to the page with what happened.
 */
export async function actOnQuote(input: {
  access: QuoteAccess;
  action: QuoteIntent;
  locale: Locale;
  /** The quote's page, where Stripe returns (never stored: it may hold the link's token). */
  pagePath: string;
  origin: string;
}): Promise<{ redirectTo: string; done: "signed" | "declined" | "paying" | "booked" }> {
  const { access, action } = input;
  const checkout = () =>
    startQuoteDepositCheckout({ ...access, locale: input.locale, returnPath: input.pagePath, origin: input.origin });
  switch (action.intent) {
    case "sign": {
      const signed = await signQuote({ ...access, form: action.form, clientIp: action.clientIp });
      if (signed.status === "approved") return { redirectTo: `${input.pagePath}?signed=1`, done: "signed" };
      // Signed and kept first: a payment page that fails to open leaves the signature, and Pay on the page retries.
      const started = await checkout();
      return { redirectTo: started.url, done: "paying" };
    }
    case "decline":
      await declineQuote({ ...access, form: action.form });
      return { redirectTo: input.pagePath, done: "declined" };
    case "pay":
      return { redirectTo: (await checkout()).url, done: "paying" };
    case "book":
      await bookQuoteVisit({ ...access, windowId: action.windowId, locale: input.locale });
      return { redirectTo: `${input.pagePath}?booked=1`, done: "booked" };
  }
}
