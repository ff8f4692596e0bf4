import { Home, LockKeyhole } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { HoneypotInput } from "~/components/forms/honeypot-input";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { FieldError, Label } from "~/components/ui/label";
import { formatUsd } from "~/domain/dashboard/dashboard-format";
import type { LinkedInvoicePage } from "~/domain/invoice-payments/show-linked-invoice.server";
import { format, type Locale, type Messages } from "~/i18n/catalog";
import { localizedPath } from "~/i18n/locale";
import { CustomerInvoiceDocument } from "./customer-invoice-document";

const FORM_ID = "invoice-link";

/** The invoice a link opens, with its Pay form (the phone digits go with it when the link asked for them). */
export function LinkedInvoiceView({
  page,
  locale,
  phone,
  phoneError,
  words,
}: {
  page: LinkedInvoicePage;
  locale: Locale;
  phone: string;
  phoneError?: string;
  words: Messages["portal"]["invoices"];
}) {
  const m = words;
  const busy = useNavigation().state !== "idle";
  if (page.state === "locked") {
    const errorId = `${FORM_ID}-phone-error`;
    return (
      <div className="flex flex-col gap-4">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <LockKeyhole aria-hidden className="size-6" />
          {m.link.lockedTitle}
        </h1>
        <p className="text-muted-foreground">{format(m.link.lockedBody, { number: page.number })}</p>
        <Form method="post" className="flex max-w-xs flex-col gap-3">
          <HoneypotInput formId={FORM_ID} />
          <input type="hidden" name="intent" value="unlock" />
          <Label htmlFor={`${FORM_ID}-phone`}>{m.link.phoneLast4}</Label>
          <Input
            id={`${FORM_ID}-phone`}
            name="phoneLast4"
            inputMode="numeric"
            autoComplete="off"
            pattern="[0-9]{4}"
            maxLength={4}
            required
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={phoneError ? errorId : undefined}
          />
          <FieldError id={errorId} message={phoneError} />
          <Button type="submit" disabled={busy}>
            {m.link.unlock}
          </Button>
        </Form>
        <p className="text-sm text-muted-foreground">{format(m.link.noPhoneHint, { phone })}</p>
      </div>
    );
  }
  const { invoice } = page;
  return (
    <div className="flex flex-col gap-6">
      <CustomerInvoiceDocument
        invoice={invoice}
        words={m}
        locale={locale}
        action={
          <Form method="post">
            <HoneypotInput formId={`${FORM_ID}-pay`} />
            <input type="hidden" name="intent" value="pay" />
            {page.phoneLast4 ? <input type="hidden" name="phoneLast4" value={page.phoneLast4} /> : null}
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? m.paying : format(m.detail.pay, { amount: formatUsd(invoice.balanceCents / 100, locale) })}
            </Button>
          </Form>
        }
      />
      <p className="text-sm text-muted-foreground">
        {m.link.signInHint}{" "}
        <Link to={localizedPath("/auth", locale)} className="text-primary underline-offset-4 hover:underline">
          {m.link.signIn}
        </Link>
      </p>
    </div>
  );
}

/** A link that opens nothing (mistyped, altered, expired or revoked): one page for all, and the office's phone. */
export function InvalidInvoiceLink({
  locale,
  phone,
  words,
}: {
  locale: Locale;
  phone: string;
  words: Messages["portal"]["invoices"];
}) {
  const m = words.link;
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold tracking-tight">{m.invalidTitle}</h1>
      <p className="text-muted-foreground">{format(m.invalidBody, { phone })}</p>
      <Link to={localizedPath("/", locale)} className={buttonVariants({ size: "lg" })}>
        <Home aria-hidden />
        {words.demo.backHome}
      </Link>
    </div>
  );
}
