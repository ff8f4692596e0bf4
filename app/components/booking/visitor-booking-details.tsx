import { CalendarCheck } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { HoneypotInput } from "~/components/forms/honeypot-input";
import { SmsConsentField } from "~/components/forms/sms-consent-field";
import { TextField } from "~/components/forms/text-field";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/class-names";
import { BUSINESS_TIME_ZONE } from "~/config/business-rules";
import { SUBMISSION_TOKEN_FIELD } from "~/http/submission-token";
import { format, type Locale } from "~/i18n/catalog";
import type { BookingMessages } from "~/i18n/en/booking";
import { localizedPath } from "~/i18n/locale";
import { BOOKING_FORM_ID, Chosen, StepHeading } from "./visitor-booking-steps";
import { windowText } from "./window-text";

type Words = BookingMessages;
type WindowShown = { id: string; date: string; startsAt: string; endsAt: string };

/** Step 3: who and where, posted once; a window taken meanwhile offers the next free ones in the same form. */
export function DetailsStep(props: {
  words: Words;
  locale: Locale;
  serviceType: string;
  zipCode: string;
  window: WindowShown | null;
  windowId: string;
  submissionToken: string | null;
  values: Record<string, string>;
  errors: Record<string, string>;
  nextWindows: WindowShown[] | null;
}) {
  const { words, locale, values, errors } = props;
  const busy = useNavigation().state === "submitting";
  const value = (field: string) => values[field] ?? "";
  const backToWindows = `?${new URLSearchParams({ serviceType: props.serviceType, zipCode: props.zipCode })}`;
  const formError = errors.window ?? errors.zipCode ?? errors.serviceType;
  return (
    <Form method="post" className="relative space-y-5" noValidate>
      <StepHeading words={words} step={3} />
      <Chosen words={words} serviceType={props.serviceType} zipCode={props.zipCode} />
      <input type="hidden" name="serviceType" value={props.serviceType} />
      <input type="hidden" name="zipCode" value={props.zipCode} />
      {props.submissionToken ? (
        <input type="hidden" name={SUBMISSION_TOKEN_FIELD} value={props.submissionToken} />
      ) : null}
      <HoneypotInput formId={BOOKING_FORM_ID} />
      {props.nextWindows ? (
        <fieldset role="alert" className="space-y-2 rounded-md border border-destructive/40 bg-destructive/5 p-3">
          <legend className="font-semibold">{words.windowTaken.title}</legend>
          <p className="text-sm">{props.nextWindows.length > 0 ? words.windowTaken.next : words.windowTaken.body}</p>
          {props.nextWindows.map((window, index) => (
            <label key={window.id} className="flex min-h-11 items-center gap-2 text-sm">
              <input type="radio" name="window" value={window.id} defaultChecked={index === 0} />
              {windowText(window, locale)}
            </label>
          ))}
          <Link to={backToWindows} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {words.change}
          </Link>
        </fieldset>
      ) : (
        <>
          <input type="hidden" name="window" value={props.windowId} />
          <p className="flex flex-wrap items-center gap-x-3 font-medium">
            <CalendarCheck aria-hidden className="size-5 text-primary" />
            {format(words.chosenWindow, { window: props.window ? windowText(props.window, locale) : props.windowId })}
            <Link to={backToWindows} className="text-sm text-primary underline-offset-4 hover:underline">
              {words.change}
            </Link>
          </p>
        </>
      )}
      {formError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          formId={BOOKING_FORM_ID}
          name="name"
          label={words.fields.name}
          required
          autoComplete="name"
          maxLength={100}
          defaultValue={value("name")}
          error={errors.name}
        />
        <TextField
          formId={BOOKING_FORM_ID}
          name="phone"
          label={words.fields.phone}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={40}
          defaultValue={value("phone")}
          error={errors.phone}
        />
      </div>
      <TextField
        formId={BOOKING_FORM_ID}
        name="email"
        label={words.fields.email}
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        defaultValue={value("email")}
        error={errors.email}
        hint={words.fields.emailHint}
      />
      <TextField
        formId={BOOKING_FORM_ID}
        name="serviceAddress"
        label={words.fields.serviceAddress}
        required
        autoComplete="street-address"
        maxLength={300}
        defaultValue={value("serviceAddress")}
        error={errors.serviceAddress}
      />
      <TextField
        formId={BOOKING_FORM_ID}
        name="customerNotes"
        label={words.fields.customerNotes}
        multiline
        maxLength={2000}
        defaultValue={value("customerNotes")}
        error={errors.customerNotes}
      />
      <SmsConsentField formId={BOOKING_FORM_ID} defaultChecked={value("smsConsent") === "yes"} />
      <Button type="submit" size="lg" variant="accent" disabled={busy} className="w-full sm:w-auto">
        {busy ? words.submitting : words.submit}
      </Button>
    </Form>
  );
}

/** The booking's confirmation, drawn in place of the form (its link travels only in the mail). */
export function Booked(props: {
  words: Words;
  locale: Locale;
  booked: { serviceType: string; startsAt: string; endsAt: string; email: string; status: string };
}) {
  const { words, locale, booked } = props;
  const window = { date: businessDateOf(booked.startsAt), startsAt: booked.startsAt, endsAt: booked.endsAt };
  return (
    <div role="status" className="space-y-3">
      <h2 className="flex items-center gap-2 text-2xl font-bold">
        <CalendarCheck aria-hidden className="size-7 text-success" />
        {words.booked.title}
      </h2>
      <p className="text-lg">
        {format(words.booked.body, {
          service: words.serviceTypes[booked.serviceType] ?? booked.serviceType,
          window: windowText(window, locale),
        })}
      </p>
      <p>{format(words.booked.emailed, { email: booked.email })}</p>
      {booked.status === "scheduled" ? <p className="text-muted-foreground">{words.booked.scheduled}</p> : null}
      <Link to={localizedPath("/", locale)} className={cn(buttonVariants({ variant: "outline" }), "mt-2")}>
        {words.booked.home}
      </Link>
    </div>
  );
}

/** The business date (Miami) of an instant, as the window text names its day. */
function businessDateOf(instant: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: BUSINESS_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(instant));
}
