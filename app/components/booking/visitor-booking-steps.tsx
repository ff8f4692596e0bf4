import { MapPinOff, Phone } from "lucide-react";
import { Form, Link } from "react-router";
import { TextField } from "~/components/forms/text-field";
import { PhoneLink } from "~/components/site/phone-link";
import { Button, buttonVariants } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { APPOINTMENT_SERVICE_TYPES } from "~/config/service-types";
import type { WindowPickerData } from "~/domain/scheduling/window-picker-days";
import type { BookingMessages } from "~/i18n/en/booking";
import { format, type Locale } from "~/i18n/catalog";
import { WindowPicker } from "./window-picker";

export const BOOKING_FORM_ID = "booking";
const SELECT =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive md:text-sm";

type Words = BookingMessages;

/** "Step 2 of 3: Arrival window", the heading of each step. */
export function StepHeading({ words, step }: { words: Words; step: 1 | 2 | 3 }) {
  const name = [words.steps.start, words.steps.window, words.steps.details][step - 1];
  return (
    <h2 className="text-lg font-semibold">
      <span className="block text-sm font-medium text-muted-foreground">{format(words.step, { step })}</span>
      {name}
    </h2>
  );
}

/** Step 1: service type and zip code, a plain GET (the zip code is checked against the zones before any window). */
export function StartStep(props: { words: Words; values: Record<string, string>; errors: Record<string, string> }) {
  const { words, values, errors } = props;
  const error = (field: string) => (errors[field] ? (words.validation[errors[field]!] ?? errors[field]) : undefined);
  const serviceError = error("serviceType");
  return (
    <Form method="get" className="space-y-5" noValidate>
      <StepHeading words={words} step={1} />
      <div className="space-y-2">
        <Label htmlFor={`${BOOKING_FORM_ID}-serviceType`}>
          {words.fields.serviceType}
          <span aria-hidden="true" className="ml-0.5">
            *
          </span>
        </Label>
        <select
          id={`${BOOKING_FORM_ID}-serviceType`}
          name="serviceType"
          required
          defaultValue={values.serviceType ?? ""}
          aria-invalid={serviceError ? true : undefined}
          aria-describedby={serviceError ? `${BOOKING_FORM_ID}-serviceType-error` : undefined}
          className={SELECT}
        >
          <option value="">{words.fields.serviceTypePlaceholder}</option>
          {APPOINTMENT_SERVICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {words.serviceTypes[type] ?? type}
            </option>
          ))}
        </select>
        {serviceError ? (
          <p id={`${BOOKING_FORM_ID}-serviceType-error`} className="text-sm font-medium text-destructive">
            {serviceError}
          </p>
        ) : null}
      </div>
      <TextField
        formId={BOOKING_FORM_ID}
        name="zipCode"
        label={words.fields.zipCode}
        required
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={10}
        defaultValue={values.zipCode}
        error={error("zipCode")}
      />
      <Button type="submit" size="lg" variant="accent" className="w-full sm:w-auto">
        {words.seeWindows}
      </Button>
    </Form>
  );
}

/** A zip code in no zone: the office's phone, never a window. */
export function OutsideArea({ words, zipCode, phone }: { words: Words; zipCode: string; phone: string }) {
  return (
    <div className="space-y-4" role="status">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <MapPinOff aria-hidden className="size-5 text-accent" />
        {words.outsideArea.title}
      </h2>
      <p>{format(words.outsideArea.body, { zip: zipCode, phone })}</p>
      <div className="flex flex-wrap gap-3">
        <PhoneLink phone={phone} className={buttonVariants({ variant: "accent", size: "lg" })}>
          <Phone aria-hidden />
          {phone}
        </PhoneLink>
        <Link to="?" className={buttonVariants({ variant: "outline", size: "lg" })}>
          {words.outsideArea.another}
        </Link>
      </div>
    </div>
  );
}

/** What was chosen so far, with a way back to change it. */
export function Chosen({ words, serviceType, zipCode }: { words: Words; serviceType: string; zipCode: string }) {
  const query = new URLSearchParams({ serviceType, zipCode });
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 text-sm text-muted-foreground">
      {format(words.chosen, { service: words.serviceTypes[serviceType] ?? serviceType, zip: zipCode })}
      <Link to={`?${query}&change=1`} className="font-medium text-primary underline-offset-4 hover:underline">
        {words.change}
      </Link>
    </p>
  );
}

/** Step 2: the shared window picker inside a GET form, so "Continue" carries the chosen window in the address. */
export function WindowStep(props: {
  words: Words;
  locale: Locale;
  serviceType: string;
  zipCode: string;
  picker: WindowPickerData;
  windowError: string | null;
}) {
  const { words, serviceType, zipCode } = props;
  const pageHref = (from: string | null) =>
    `?${new URLSearchParams({ serviceType, zipCode, ...(from ? { from } : {}) })}`;
  return (
    <Form method="get" className="space-y-5">
      <StepHeading words={words} step={2} />
      <Chosen words={words} serviceType={serviceType} zipCode={zipCode} />
      {props.windowError ? (
        <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
          <p className="font-semibold">{words.windowTaken.title}</p>
          <p>{words.windowTaken.body}</p>
        </div>
      ) : null}
      <input type="hidden" name="serviceType" value={serviceType} />
      <input type="hidden" name="zipCode" value={zipCode} />
      <WindowPicker data={props.picker} words={words.picker} locale={props.locale} pageHref={pageHref} required />
      {props.picker.firstFreeId ? (
        <Button type="submit" size="lg" variant="accent" className="w-full sm:w-auto">
          {words.continue}
        </Button>
      ) : null}
    </Form>
  );
}
