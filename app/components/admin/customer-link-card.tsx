import { Copy, Link2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { formatCalendarDate } from "~/domain/dashboard/dashboard-format";
import type { HandedLink } from "~/domain/scoped-tokens/handed-link";
import type { FormReply } from "~/http/form-reply";
import { format, type Messages } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";

/** The intent both pages give "Get the customer's link" (app/routes/admin/quote-detail.tsx, invoice-detail.tsx). */
export const CUSTOMER_LINK_INTENT = "issue-link";

/** The link of the reply that answers this card, when it does: it exists only in that one response. */
function handedLinkOf(reply: FormReply | undefined): HandedLink | null {
  if (reply?.intent !== CUSTOMER_LINK_INTENT || reply.code !== null) return null;
  return (reply as FormReply & { link?: HandedLink }).link ?? null;
}

/**
 * "Get the customer's link" (issue 38): a post (it works without JavaScript) that answers a fresh link once, shown as
 * selectable text with what it opens, until when, and whom to give it to. Copy is added once the page is hydrated.
 */
export function CustomerLinkCard(props: { kind: "quote" | "invoice"; hasEmail: boolean; reply?: FormReply }) {
  const m = useMessages().admin.customerLink;
  const link = handedLinkOf(props.reply);
  const refused =
    props.reply?.intent === CUSTOMER_LINK_INTENT ? Object.values(props.reply.fieldErrors ?? {})[0] : undefined;
  return (
    <section
      aria-labelledby="customer-link-title"
      className="flex flex-col gap-3 rounded-lg border bg-card p-4"
      data-testid="customer-link"
    >
      <h2 id="customer-link-title" className="text-base font-semibold">
        {m.heading}
      </h2>
      <p className="text-sm text-muted-foreground">{props.kind === "quote" ? m.quoteHint : m.invoiceHint}</p>
      {props.hasEmail ? null : (
        <p className="text-sm font-medium" data-testid="customer-link-no-email">
          {m.noEmail}
        </p>
      )}
      <Form method="post" aria-describedby={refused ? "customer-link-error" : undefined}>
        <input type="hidden" name="intent" value={CUSTOMER_LINK_INTENT} />
        <Button type="submit" variant={link ? "outline" : "default"}>
          <Link2 aria-hidden />
          {link ? m.again : m.get}
        </Button>
      </Form>
      {refused ? (
        <p id="customer-link-error" role="alert" className="text-sm text-destructive">
          {refused}
        </p>
      ) : null}
      {link ? <HandedLinkBox kind={props.kind} link={link} /> : null}
    </section>
  );
}

/** Whether the page asks for the phone's digits from a date to come or already does, and whether there is a phone. */
function phoneCheckWords(m: Messages["admin"]["customerLink"], link: HandedLink): string {
  if (link.phoneCheckStarted) return link.phone ? m.phoneCheckStarted : m.phoneCheckStartedNoPhone;
  return link.phone ? m.phoneCheck : m.phoneCheckNoPhone;
}

function HandedLinkBox({ kind, link }: { kind: "quote" | "invoice"; link: HandedLink }) {
  const m = useMessages().admin.customerLink;
  const locale = useLocale();
  const date = (isoDate: string) => formatCalendarDate(isoDate, locale);
  return (
    <div className="flex flex-col gap-2 rounded-md border border-primary/40 bg-primary/5 p-3">
      <p className="text-sm font-medium">{m.linkLabel}</p>
      {/* Plain text, selected whole on a click: copying works without JavaScript. */}
      <code
        className="block select-all break-all rounded bg-background px-2 py-1.5 font-mono text-sm"
        data-testid="customer-link-url"
      >
        {link.url}
      </code>
      <CopyButton text={link.url} />
      <p className="text-sm">
        {format(kind === "quote" ? m.opensQuote : m.opensInvoice, {
          number: link.number,
          date: date(link.expiresOn),
        })}{" "}
        {link.phone
          ? format(m.giveToPhone, { name: link.customerName, phone: link.phone })
          : format(m.giveTo, { name: link.customerName })}
      </p>
      {link.phoneCheckFrom ? (
        <p className="text-sm">{format(phoneCheckWords(m, link), { date: date(link.phoneCheckFrom) })}</p>
      ) : null}
      <p className="text-xs text-muted-foreground">{m.shownOnce}</p>
    </div>
  );
}

/** Copy to the clipboard: drawn only once React runs (without it the text above is there to select). */
function CopyButton({ text }: { text: string }) {
  const m = useMessages().admin.customerLink;
  const [ready, setReady] = useState(false);
  const [outcome, setOutcome] = useState<"copied" | "failed" | null>(null);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  const copy = () => {
    setOutcome(null);
    // No clipboard at all off a secure origin: said like a refusal.
    const written = navigator.clipboard?.writeText(text) ?? Promise.reject(new Error("No clipboard"));
    written.then(
      () => setOutcome("copied"),
      // A browser that refuses the clipboard (no permission, not a secure page): the words say to select it instead.
      () => setOutcome("failed"),
    );
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="button" variant="outline" size="sm" onClick={copy} data-testid="customer-link-copy">
        <Copy aria-hidden />
        {m.copy}
      </Button>
      <span role="status" className="text-sm text-muted-foreground">
        {outcome === "copied" ? m.copied : outcome === "failed" ? m.copyFailed : ""}
      </span>
    </div>
  );
}
