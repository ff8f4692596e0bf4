import { Form, useNavigation } from "react-router";
import { WindowPicker } from "~/components/booking/window-picker";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { BUSINESS_TIME_ZONE } from "~/config/business-rules";
import { formatUsd } from "~/domain/dashboard/dashboard-format";
import type { QuotePage } from "~/domain/quotes/show-quote-page.server";
import type { FormReply } from "~/http/form-reply";
import { format, type Locale } from "~/i18n/catalog";
import type { QuotePageWords } from "~/i18n/quote-page-words";
import { QuoteOptions } from "./quote-options";
import { QuoteSignatureImage } from "./quote-signature-image";
import { SignaturePad } from "./signature-pad";

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} role="alert" className="text-sm text-destructive">
      {error}
    </p>
  ) : null;
}

/**
 * What a customer does with a quote (issue 38 item 4), the same on the link's page and in the portal: compare the
 * options side by side, pick one, type their name, sign and go on to pay the deposit (or decline); then pay a deposit
 * still due; then choose a time for the visit. Every form posts to the page's own action with an `intent`.
 */
export function CustomerQuotePanel(props: {
  page: QuotePage;
  words: QuotePageWords;
  locale: Locale;
  phone: string;
  reply?: FormReply;
  pageHref: (from: string | null) => string;
  /** The signed quote's PDF, for this page's viewer. */
  pdfHref: string;
  hidden?: Record<string, string>;
}) {
  const { page, words: w, locale } = props;
  const { quote } = page;
  const busy = useNavigation().state !== "idle";
  const errors = props.reply?.fieldErrors ?? {};
  const money = (cents: number) => formatUsd(cents / 100, locale);
  const chosen = quote.document.options.find((option) => option.id === quote.chosenOptionId);
  const hidden = Object.entries(props.hidden ?? {}).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
  const posted = props.reply?.values ?? {};
  const formError = errors.quote ?? errors.documentHash;
  return (
    <div className="flex flex-col gap-6">
      {formError ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      ) : null}
      <Form method="post" className="flex flex-col gap-6" id="quote-sign-form">
        {hidden}
        <input type="hidden" name="documentHash" value={quote.documentHash} />
        <section aria-labelledby="quote-options-heading" className="flex flex-col gap-2">
          <h2 id="quote-options-heading" className="text-xl font-semibold">
            {w.optionsHeading}
          </h2>
          {quote.document.options.length > 1 ? (
            <p className="text-sm text-muted-foreground md:hidden">{w.optionsHint}</p>
          ) : null}
          <QuoteOptions
            options={quote.document.options}
            words={{ tiers: w.tiers, total: w.total, chosen: w.chosen }}
            locale={locale}
            chosenOptionId={quote.chosenOptionId}
            depositLabel={format(w.deposit, { percent: quote.document.depositPercent })}
            labelledBy="quote-options-heading"
            pick={
              quote.next === "sign"
                ? (option) => (
                    <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border p-2 font-medium has-[:checked]:border-primary has-[:checked]:bg-primary/10">
                      <input
                        type="radio"
                        name="optionId"
                        value={option.id}
                        required
                        defaultChecked={posted.optionId === option.id}
                        className="size-5 accent-[var(--color-primary)]"
                      />
                      {format(w.pick, { tier: w.tiers[option.tier] })}
                    </label>
                  )
                : undefined
            }
          />
          <FieldError id="optionId-error" error={errors.optionId} />
        </section>
        {quote.next === "sign" ? (
          <section aria-labelledby="quote-sign-heading" className="flex flex-col gap-4 rounded-lg border bg-card p-4">
            <h2 id="quote-sign-heading" className="text-xl font-semibold">
              {w.sign.heading}
            </h2>
            <p className="text-sm text-muted-foreground">{w.sign.intro}</p>
            <div className="flex flex-col gap-1">
              <Label htmlFor="signedName">{w.sign.name}</Label>
              <Input
                id="signedName"
                name="signedName"
                autoComplete="name"
                required
                maxLength={201}
                defaultValue={posted.signedName ?? ""}
                {...(errors.signedName ? { "aria-invalid": true, "aria-describedby": "signedName-error" } : {})}
              />
              <FieldError id="signedName-error" error={errors.signedName} />
            </div>
            <div className="flex flex-col gap-1">
              <span className="text-sm font-medium" id="signature-label">
                {w.sign.signature}
              </span>
              <p id="signature-hint" className="text-sm text-muted-foreground">
                {w.sign.signatureHint}
              </p>
              <SignaturePad
                id="signature-pad"
                label={w.sign.padLabel}
                clearLabel={w.sign.clear}
                markLabel={w.sign.markSign}
                nameInputId="signedName"
                describedBy={errors.signature ? "signature-hint signature-error" : "signature-hint"}
                invalid={Boolean(errors.signature)}
              />
              <FieldError id="signature-error" error={errors.signature} />
            </div>
            <p className="text-sm">{w.sign.agree}</p>
            <Button type="submit" name="intent" value="sign" disabled={busy} className="min-h-11 sm:self-start">
              {quote.document.depositPercent > 0 ? w.sign.submit : w.sign.submitNoDeposit}
            </Button>
          </section>
        ) : null}
      </Form>
      {quote.next === "sign" ? (
        <Form method="post" className="flex flex-col gap-2 rounded-lg border p-4">
          {hidden}
          <h2 className="text-lg font-semibold">{w.decline.heading}</h2>
          <Label htmlFor="reason">{w.decline.reason}</Label>
          <Textarea
            id="reason"
            name="reason"
            rows={2}
            maxLength={500}
            {...(errors.reason ? { "aria-invalid": true, "aria-describedby": "reason-error" } : {})}
          />
          <FieldError id="reason-error" error={errors.reason} />
          <Button
            type="submit"
            name="intent"
            value="decline"
            variant="outline"
            disabled={busy}
            className="sm:self-start"
          >
            {w.decline.submit}
          </Button>
        </Form>
      ) : null}
      {quote.next === "pay" && chosen && quote.depositCents ? (
        <Form method="post" className="flex flex-col gap-3 rounded-lg border bg-card p-4">
          {hidden}
          <h2 className="text-xl font-semibold">{w.pay.heading}</h2>
          <p>{format(w.pay.text, { option: w.tiers[chosen.tier], amount: money(quote.depositCents) })}</p>
          <Button
            type="submit"
            name="intent"
            value="pay"
            disabled={busy}
            className="min-h-11 sm:self-start"
            data-testid="quote-pay"
          >
            {format(w.pay.submit, { amount: money(quote.depositCents) })}
          </Button>
        </Form>
      ) : null}
      {quote.next === "book" ? (
        <section aria-labelledby="quote-book-heading" className="flex flex-col gap-3 rounded-lg border bg-card p-4">
          <h2 id="quote-book-heading" className="text-xl font-semibold">
            {w.book.heading}
          </h2>
          <p>{w.book.text}</p>
          {page.picker ? (
            <Form method="post" className="flex flex-col gap-3">
              {hidden}
              <WindowPicker
                data={page.picker}
                words={w.picker}
                locale={locale}
                pageHref={props.pageHref}
                selectedId={posted.window ?? null}
                id="quote-window"
                error={errors.window}
                required
              />
              <Button type="submit" name="intent" value="book" disabled={busy} className="min-h-11 sm:self-start">
                {w.book.submit}
              </Button>
            </Form>
          ) : (
            <p>
              {format(page.pickerProblem === "outsideArea" ? w.book.outsideArea : w.book.zipMissing, {
                phone: props.phone,
              })}
            </p>
          )}
        </section>
      ) : null}
      {quote.status === "approved" && quote.appointmentId ? <p>{w.done.approved}</p> : null}
      {quote.status === "declined" ? <p>{format(w.done.declined, { phone: props.phone })}</p> : null}
      {quote.status === "expired" ? <p>{format(w.done.expired, { phone: props.phone })}</p> : null}
      {quote.signedName && quote.signedAt && quote.signaturePath ? (
        <section className="flex flex-col gap-2" data-testid="quote-signed-record">
          <p className="text-sm text-muted-foreground">
            {format(w.signatureRecord, {
              name: quote.signedName,
              date: new Date(quote.signedAt).toLocaleString(locale === "es" ? "es-US" : "en-US", {
                dateStyle: "medium",
                timeStyle: "short",
                timeZone: BUSINESS_TIME_ZONE,
              }),
            })}
          </p>
          <QuoteSignatureImage path={quote.signaturePath} label={w.signatureImage} />
          <a href={props.pdfHref} className="font-medium text-primary underline-offset-4 hover:underline" download>
            {w.downloadPdf}
          </a>
        </section>
      ) : null}
    </div>
  );
}
