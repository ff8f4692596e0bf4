import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { WindowPicker } from "~/components/booking/window-picker";
import { SHOWN_WITHOUT_JS } from "~/components/document/without-javascript-style";
import { SmsConsentField } from "~/components/forms/sms-consent-field";
import { showToast } from "~/components/forms/show-toast";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { APPOINTMENT_SERVICE_TYPES } from "~/config/service-types";
import {
  APPOINTMENT_ADDRESS_MAX_LENGTH,
  APPOINTMENT_NOTES_MAX_LENGTH,
  APPOINTMENT_PHONE_MAX_LENGTH,
} from "~/domain/appointments/appointment-schemas";
import type { PortalBookingForm } from "~/domain/appointments/portal-booking-form.server";
import { PORTAL_BOOKING_MAX_LENGTHS, PortalBookingSchema } from "~/domain/appointments/portal-booking-schemas";
import { firstIssuePerField } from "~/domain/form-field-errors";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import type { FormReply } from "~/http/form-reply";
import { fieldMessagesOf, validationToast } from "./appointment-form-messages";
import { FormField, OutsideAreaNotice, SELECT_CLASSES, fieldProps } from "./appointment-form-parts";

export const FORM_ID = "appointment-form";

/** What the action answers a refused post with (ADR 063's FormReply): which appointment the form was about. */
export type AppointmentFormReply = FormReply & {
  intent: "create" | "reschedule" | "cancel" | "windows";
  appointmentId?: string;
};

/**
 * The request form (spec document 1 §2) with "Preferred Date & Time" as the free arrival windows (issue 34 item 5).
 * A plain POST without JavaScript (the server's field messages come back on the page; "Show free windows" posts the
 * service type and zip code to reload the windows); with JavaScript the same zod schema checks it first (inline
 * messages and the spec's 3-second toast for the first failing field), choosing a service type reloads the windows
 * in place, and the button shows 'Requesting...'.
 */
export function AppointmentForm(props: {
  booking: PortalBookingForm;
  hoursText: string;
  mainPhone: string;
  reply: AppointmentFormReply | undefined;
  presetServiceType?: string | null;
  closeHref: string;
  /** The same screen with another service type, zip code or page of dates (kept in the query, so it works without JavaScript). */
  hrefFor: (change: { service?: string; from?: string | null }) => string;
}) {
  const m = useMessages().portal.appointments;
  const locale = useLocale();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "create";
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errors = clientErrors ?? props.reply?.fieldErrors ?? {};
  const values = props.reply?.values;
  const { booking } = props;
  const defaults = {
    serviceType: values?.serviceType ?? props.presetServiceType ?? "",
    serviceAddress: values?.serviceAddress ?? booking.serviceAddress,
    phone: values?.phone ?? booking.phone,
    zipCode: values?.zipCode ?? booking.zipCode ?? "",
    customerNotes: values?.customerNotes ?? "",
  };

  useEffect(() => {
    // A form opened by the header button: take the keyboard user straight to it.
    headingRef.current?.focus();
  }, []);

  useEffect(() => {
    if (props.reply) setClientErrors(null);
  }, [props.reply]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === "windows") return;
    const result = PortalBookingSchema.safeParse(Object.fromEntries(new FormData(form)));
    if (result.success) {
      setClientErrors({});
      return;
    }
    event.preventDefault();
    const keys = firstIssuePerField(result.error, "window") as Record<string, string>;
    setClientErrors(fieldMessagesOf(keys, m, props.hoursText, props.mainPhone));
    showToast(validationToast(keys, m, props.hoursText, props.mainPhone));
    form.querySelector<HTMLElement>(`[name="${Object.keys(keys)[0]}"]:not([disabled])`)?.focus();
  }

  function onServiceChange(serviceType: string) {
    // The windows depend on the service type (its duration and who does it): load that type's windows in place.
    void navigate(props.hrefFor({ service: serviceType, from: null }), { replace: true, preventScrollReset: true });
  }

  const field = (name: string) => fieldProps(FORM_ID, name, errors, name === "zipCode");
  const zipShown = booking.asksZipCode;

  return (
    <section aria-labelledby={`${FORM_ID}-heading`} className="rounded-lg border bg-card p-4 shadow-sm sm:p-6">
      <h2 id={`${FORM_ID}-heading`} ref={headingRef} tabIndex={-1} className="mb-4 text-xl font-semibold outline-none">
        {m.createHeading}
      </h2>
      <Form method="post" noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" id={FORM_ID}>
        {/*
          The form's default button (Enter in a field) must request the appointment, not "Show free windows", which
          comes earlier in the form: a first submit button, rendered but out of sight and out of the tab order.
        */}
        <button type="submit" name="intent" value="create" className="sr-only" tabIndex={-1} aria-hidden="true" />
        <FormField formId={FORM_ID} name="serviceType" label={m.fields.serviceType} required error={errors.serviceType}>
          <select
            {...field("serviceType")}
            required
            defaultValue={defaults.serviceType}
            onChange={(event) => onServiceChange(event.currentTarget.value)}
            className={SELECT_CLASSES}
          >
            <option value="">{m.fields.serviceTypePlaceholder}</option>
            {APPOINTMENT_SERVICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {m.serviceTypes[type]}
              </option>
            ))}
          </select>
        </FormField>
        {zipShown ? (
          <FormField
            formId={FORM_ID}
            name="zipCode"
            label={m.fields.zipCode}
            required
            error={errors.zipCode}
            hint={m.fields.zipCodeHint}
          >
            <Input
              {...field("zipCode")}
              required
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={PORTAL_BOOKING_MAX_LENGTHS.zipCode}
              defaultValue={defaults.zipCode}
            />
          </FormField>
        ) : null}
        <div className={zipShown ? "sm:col-span-2" : "self-end"}>
          <Button
            type="submit"
            name="intent"
            value="windows"
            variant="outline"
            className={zipShown ? "" : "hidden"}
            {...(zipShown ? {} : SHOWN_WITHOUT_JS)}
          >
            {m.fields.showWindows}
          </Button>
        </div>
        <div className="sm:col-span-2">
          {booking.memberLeadTimeHours !== null && !booking.outsideArea ? (
            <p className="mb-2 text-sm text-muted-foreground" data-testid="member-lead-time">
              {format(m.memberLeadTime, { hours: booking.memberLeadTimeHours })}
            </p>
          ) : null}
          {booking.outsideArea ? (
            <OutsideAreaNotice zip={booking.zipCode ?? ""} phone={props.mainPhone} />
          ) : (
            <WindowPicker
              data={booking.picker}
              words={m.picker}
              locale={locale}
              pageHref={(from) => props.hrefFor({ from })}
              selectedId={values?.window ?? null}
              id={`${FORM_ID}-window`}
              error={errors.window}
              required
            />
          )}
        </div>
        <FormField
          formId={FORM_ID}
          name="serviceAddress"
          label={m.fields.serviceAddress}
          required
          error={errors.serviceAddress}
        >
          <Input
            {...field("serviceAddress")}
            required
            autoComplete="address-line1"
            maxLength={APPOINTMENT_ADDRESS_MAX_LENGTH}
            defaultValue={defaults.serviceAddress}
          />
        </FormField>
        <FormField formId={FORM_ID} name="phone" label={m.fields.phone} required error={errors.phone}>
          <Input
            {...field("phone")}
            type="tel"
            required
            autoComplete="tel"
            inputMode="tel"
            maxLength={APPOINTMENT_PHONE_MAX_LENGTH}
            defaultValue={defaults.phone}
          />
        </FormField>
        <FormField
          formId={FORM_ID}
          name="customerNotes"
          label={m.fields.customerNotes}
          error={errors.customerNotes}
          className="sm:col-span-2"
        >
          <Textarea
            {...field("customerNotes")}
            rows={3}
            maxLength={APPOINTMENT_NOTES_MAX_LENGTH}
            placeholder={m.fields.customerNotesPlaceholder}
            defaultValue={defaults.customerNotes}
          />
        </FormField>
        <div className="sm:col-span-2">
          <SmsConsentField formId={FORM_ID} defaultChecked={values?.smsConsent === "yes"} />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <Link to={props.closeHref} preventScrollReset className={buttonVariants({ variant: "outline" })}>
            {m.cancelForm}
          </Link>
          <Button
            type="submit"
            name="intent"
            value="create"
            variant="accent"
            disabled={busy || booking.outsideArea}
            aria-disabled={busy}
          >
            {busy ? m.submittingCreate : m.submitCreate}
          </Button>
        </div>
      </Form>
    </section>
  );
}
