import { Form } from "react-router";
import { QuoteOptions } from "~/components/quotes/quote-options";
import { QuoteSignatureImage } from "~/components/quotes/quote-signature-image";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { BUSINESS_TIME_ZONE } from "~/config/business-rules";
import { formatUsd } from "~/domain/dashboard/dashboard-format";
import type { StaffQuoteView } from "~/domain/quotes/read-quote.server";
import type { FormReply } from "~/http/form-reply";
import { format } from "~/i18n/catalog";
import { dateTimeFormat } from "~/i18n/intl-formats";
import { useLocale, useMessages } from "~/i18n/use-messages";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="min-w-40 text-sm text-muted-foreground">{label}</dt>
      <dd className="break-all text-sm">{children}</dd>
    </div>
  );
}

/**
 * A quote as the back office sees it once sent (issue 38 item 4): the options as the customer sees them, the chosen
 * one, the signature record (typed name, drawn signature, time, client address, document hash), the deposit and the
 * visit; and, while the customer may still sign, marking it declined or expired.
 */
export function QuoteRecord({ view, reply }: { view: StaffQuoteView; reply?: FormReply }) {
  const m = useMessages().admin.quotes;
  const d = m.detail;
  const locale = useLocale();
  const when = dateTimeFormat(locale === "es" ? "es-US" : "en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: BUSINESS_TIME_ZONE,
  });
  const money = (cents: number) => formatUsd(cents / 100, locale);
  const percent = view.depositPercent ?? view.document.depositPercent;
  const closable = view.status === "sent" || view.status === "draft";
  const reasonError = reply?.fieldErrors?.reason;
  return (
    <div className="flex flex-col gap-6">
      {view.document.options.length > 0 ? (
        <section aria-labelledby="quote-options-heading" className="flex flex-col gap-3">
          <h2 id="quote-options-heading" className="text-lg font-semibold">
            {d.options}
          </h2>
          <QuoteOptions
            options={view.document.options}
            words={{ tiers: m.tiers, total: d.total, chosen: d.chosen }}
            locale={locale}
            chosenOptionId={view.document.options.find((option) => option.tier === view.chosenTier)?.id ?? null}
            depositLabel={format(d.deposit, { percent })}
            labelledBy="quote-options-heading"
          />
        </section>
      ) : null}
      {view.signature ? (
        <section
          aria-labelledby="quote-signature-heading"
          className="flex flex-col gap-3 rounded-lg border bg-card p-4"
        >
          <h2 id="quote-signature-heading" className="text-lg font-semibold">
            {d.signatureHeading}
          </h2>
          <dl className="flex flex-col gap-2" data-testid="quote-signature-record">
            <Row label={d.signedName}>{view.signature.name}</Row>
            <Row label={d.signedAt}>{when.format(new Date(view.signature.signedAt))}</Row>
            <Row label={d.signedIp}>{view.signature.ip ?? "—"}</Row>
            <Row label={d.documentHash}>
              <code className="font-mono text-xs">{view.signature.documentHash}</code>
            </Row>
          </dl>
          <QuoteSignatureImage
            path={view.signature.path}
            label={format(d.signatureImage, { name: view.signature.name })}
          />
        </section>
      ) : null}
      {view.depositCents !== null ? (
        <section aria-labelledby="quote-deposit-heading" className="flex flex-col gap-2 rounded-lg border bg-card p-4">
          <h2 id="quote-deposit-heading" className="text-lg font-semibold">
            {d.depositHeading}
          </h2>
          <p data-testid="quote-deposit-status">
            {view.depositCents === 0
              ? d.depositNone
              : view.depositPaidAt
                ? `${money(view.depositCents)} · ${format(d.depositPaid, { date: when.format(new Date(view.depositPaidAt)) })}`
                : format(d.depositDue, { amount: money(view.depositCents) })}
          </p>
          {view.status === "approved" ? (
            <p className="text-sm text-muted-foreground">{view.appointmentId ? d.visitBooked : d.visitToBook}</p>
          ) : null}
        </section>
      ) : null}
      {view.declineReason ? (
        <p className="text-sm">{format(d.declinedReason, { reason: view.declineReason })}</p>
      ) : null}
      {closable ? (
        <section className="flex flex-col gap-3 rounded-lg border bg-card p-4">
          <p className="text-sm text-muted-foreground">{d.closeHint}</p>
          <Form method="post" className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <input type="hidden" name="intent" value="decline" />
            <div className="flex flex-1 flex-col gap-1">
              <Label htmlFor="reason">{d.declineReason}</Label>
              <Input
                id="reason"
                name="reason"
                maxLength={500}
                {...(reasonError ? { "aria-invalid": true, "aria-describedby": "reason-error" } : {})}
              />
            </div>
            <Button type="submit" variant="outline">
              {d.decline}
            </Button>
          </Form>
          {reasonError ? (
            <p id="reason-error" role="alert" className="text-sm text-destructive">
              {reasonError}
            </p>
          ) : null}
          <Form method="post">
            <input type="hidden" name="intent" value="expire" />
            <Button type="submit" variant="outline">
              {d.expire}
            </Button>
          </Form>
        </section>
      ) : null}
    </div>
  );
}
