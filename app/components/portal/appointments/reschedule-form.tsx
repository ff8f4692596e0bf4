import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { WindowPicker } from "~/components/booking/window-picker";
import { windowText } from "~/components/booking/window-text";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import {
  APPOINTMENT_ADDRESS_MAX_LENGTH,
  APPOINTMENT_NOTES_MAX_LENGTH,
  APPOINTMENT_PHONE_MAX_LENGTH,
} from "~/domain/appointments/appointment-schemas";
import type { CustomerAppointment } from "~/domain/appointments/list-customer-appointments.server";
import type { PortalBookingForm } from "~/domain/appointments/portal-booking-form.server";
import { PORTAL_BOOKING_MAX_LENGTHS } from "~/domain/appointments/portal-booking-schemas";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import type { AppointmentFormReply } from "./appointment-form";
import { appointmentTimeText } from "./appointment-time-text";
import { FormField, OutsideAreaNotice, fieldProps } from "./appointment-form-parts";

const FORM_ID = "reschedule-form";

/**
 * Editing a booked visit (the spec's edit mode, issue 34 item 5): its address, phone and notes, and the picker again
 * for the visit's service type and zip code, its first choice keeping the current time; one POST (intent reschedule).
 * The server decides everything else: the visit is the customer's own, 24 hours or more ahead, a new window still free.
 */
export function RescheduleForm(props: {
  appointment: CustomerAppointment;
  booking: PortalBookingForm;
  mainPhone: string;
  reply: AppointmentFormReply | undefined;
  closeHref: string;
  pageHref: (from: string | null) => string;
}) {
  const m = useMessages().portal.appointments;
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "reschedule";
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errors = props.reply?.fieldErrors ?? {};
  const values = props.reply?.values;
  const { appointment, booking } = props;
  const service = (m.serviceTypes as Record<string, string>)[appointment.serviceType] ?? appointment.serviceType;
  const now = appointment.windowEnd
    ? windowText({ startsAt: appointment.appointmentDate, endsAt: appointment.windowEnd }, locale)
    : appointmentTimeText(appointment.appointmentDate, locale);

  useEffect(() => headingRef.current?.focus(), [appointment.id]);

  return (
    <section aria-labelledby={`${FORM_ID}-heading`} className="rounded-lg border bg-card p-4 shadow-sm sm:p-6">
      <h2 id={`${FORM_ID}-heading`} ref={headingRef} tabIndex={-1} className="mb-2 text-xl font-semibold outline-none">
        {m.editHeading}
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">{format(m.rescheduleCurrent, { service, window: now })}</p>
      <Form method="post" noValidate className="grid gap-4" id={FORM_ID}>
        <input type="hidden" name="intent" value="reschedule" />
        <input type="hidden" name="appointmentId" value={appointment.id} />
        {booking.asksZipCode ? (
          <FormField
            formId={FORM_ID}
            name="zipCode"
            label={m.fields.zipCode}
            required
            error={errors.zipCode}
            hint={m.fields.zipCodeHint}
          >
            <Input
              {...fieldProps(FORM_ID, "zipCode", errors, true)}
              required
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={PORTAL_BOOKING_MAX_LENGTHS.zipCode}
              defaultValue={props.reply?.values?.zipCode ?? ""}
            />
          </FormField>
        ) : null}
        <FormField
          formId={FORM_ID}
          name="serviceAddress"
          label={m.fields.serviceAddress}
          required
          error={errors.serviceAddress}
        >
          <Input
            {...fieldProps(FORM_ID, "serviceAddress", errors)}
            required
            autoComplete="address-line1"
            maxLength={APPOINTMENT_ADDRESS_MAX_LENGTH}
            defaultValue={values?.serviceAddress ?? appointment.serviceAddress}
          />
        </FormField>
        <FormField formId={FORM_ID} name="phone" label={m.fields.phone} required error={errors.phone}>
          <Input
            {...fieldProps(FORM_ID, "phone", errors)}
            type="tel"
            required
            autoComplete="tel"
            inputMode="tel"
            maxLength={APPOINTMENT_PHONE_MAX_LENGTH}
            defaultValue={values?.phone ?? appointment.phone}
          />
        </FormField>
        <FormField formId={FORM_ID} name="customerNotes" label={m.fields.customerNotes} error={errors.customerNotes}>
          <Textarea
            {...fieldProps(FORM_ID, "customerNotes", errors)}
            rows={3}
            maxLength={APPOINTMENT_NOTES_MAX_LENGTH}
            placeholder={m.fields.customerNotesPlaceholder}
            defaultValue={values?.customerNotes ?? appointment.customerNotes ?? ""}
          />
        </FormField>
        {booking.outsideArea ? (
          <OutsideAreaNotice zip={booking.zipCode ?? ""} phone={props.mainPhone} />
        ) : (
          <WindowPicker
            data={booking.picker}
            words={m.picker}
            locale={locale}
            pageHref={props.pageHref}
            selectedId={props.reply?.values?.window ?? null}
            id={`${FORM_ID}-window`}
            error={errors.window ?? errors.form}
            required
            keep={{ label: format(m.keepWindow, { window: now }) }}
          />
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to={props.closeHref} preventScrollReset className={buttonVariants({ variant: "outline" })}>
            {m.cancelForm}
          </Link>
          <Button type="submit" variant="accent" disabled={busy || booking.outsideArea} aria-disabled={busy}>
            {busy ? m.submittingEdit : m.submitEdit}
          </Button>
        </div>
      </Form>
    </section>
  );
}
