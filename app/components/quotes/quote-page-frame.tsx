import { Alert, AlertDescription } from "~/components/ui/alert";
import { QuoteStatusBadge } from "~/components/quotes/quote-status-badge";
import { BUSINESS_TIME_ZONE } from "~/config/business-rules";
import type { CustomerQuoteView } from "~/domain/quotes/customer-quote-view.server";
import { format, type Locale } from "~/i18n/catalog";
import { dateTimeFormat } from "~/i18n/intl-formats";
import type { QuotePageWords } from "~/i18n/quote-page-words";

/** The quote's heading (number, title, status, validity) and the notice of what just happened (paid, signed, booked). */
export function QuotePageHeading(props: {
  quote: CustomerQuoteView;
  words: QuotePageWords;
  locale: Locale;
  notice: "paid" | "signed" | "booked" | null;
}) {
  const { quote, words: w } = props;
  const date = dateTimeFormat(props.locale === "es" ? "es-US" : "en-US", {
    dateStyle: "long",
    timeZone: BUSINESS_TIME_ZONE,
  });
  const notice =
    props.notice === "paid"
      ? quote.next === "book"
        ? w.paidNotice
        : null
      : props.notice === "signed"
        ? w.signedNotice
        : props.notice === "booked"
          ? w.bookedNotice
          : null;
  return (
    <div className="flex flex-col gap-3">
      {notice ? (
        <Alert role="status">
          <AlertDescription>{notice}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{format(w.heading, { number: quote.number })}</h1>
        <QuoteStatusBadge status={quote.status} label={w.statuses[quote.status]} />
      </div>
      <p className="text-lg">{quote.title}</p>
      {quote.expiresAt && quote.status === "sent" ? (
        <p className="text-sm text-muted-foreground">
          {format(w.validUntil, { date: date.format(new Date(new Date(quote.expiresAt).getTime() - 1)) })}
        </p>
      ) : null}
    </div>
  );
}

/** The one page a bad, altered or expired quote link opens. */
export function InvalidQuoteLink({ words, phone }: { words: QuotePageWords; phone: string }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold tracking-tight">{words.invalidTitle}</h1>
      <p className="text-muted-foreground">{format(words.invalidText, { phone })}</p>
    </div>
  );
}

/** Which notice a return to the page carries: ?paid=1 from Checkout, ?signed=1 and ?booked=1 from the forms. */
export function quoteNoticeOf(url: URL): "paid" | "signed" | "booked" | null {
  if (url.searchParams.has("paid")) return "paid";
  if (url.searchParams.has("signed")) return "signed";
  if (url.searchParams.has("booked")) return "booked";
  return null;
}
