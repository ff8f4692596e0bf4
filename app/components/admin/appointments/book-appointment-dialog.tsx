import { useEffect, useState, type FormEvent } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { CustomerPicker, PickerSearchForm, type CustomerPickerData } from "~/components/admin/services/customer-picker";
import { SELECT_CLASSES } from "~/components/admin/services/service-filters";
import { showToast } from "~/components/forms/show-toast";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { UrlDialog } from "~/components/ui/url-dialog";
import { validationToast } from "~/http/form-toast";
import { APPOINTMENT_DEFAULT_DURATION_MINUTES, APPOINTMENT_DURATION_OPTIONS_MINUTES } from "~/config/business-rules";
import { APPOINTMENT_SERVICE_TYPES } from "~/config/service-types";
import {
  APPOINTMENT_ADDRESS_MAX_LENGTH,
  APPOINTMENT_NOTES_MAX_LENGTH,
  APPOINTMENT_PHONE_MAX_LENGTH,
} from "~/domain/appointments/appointment-schemas";
import {
  BookingCustomerIdSchema,
  StaffBookingSchema,
  TECHNICIAN_NAME_MAX_LENGTH,
  TECHNICIAN_NOTES_MAX_LENGTH,
} from "~/domain/appointments/staff-appointment-schemas";
import { firstIssuePerField } from "~/domain/form-field-errors";
import { useMessages } from "~/i18n/use-messages";
import { FormField, fieldProps } from "~/components/forms/dialog-form-field";
import { TechnicianNameInput } from "./appointment-form-field";
import { APPOINTMENTS_PATH } from "./request-links";
import { appointmentFieldMessages, type AppointmentFormReply } from "./request-form-messages";
import { useServiceTypeName } from "./use-service-type-name";

const FORM_ID = "book-appointment";

/** The refused fields of a booking in the dialog's order: the customer first, then the form's. */
function bookingErrors(values: Record<string, FormDataEntryValue>): Record<string, string> {
  const customer = BookingCustomerIdSchema.safeParse(values.customerId ?? "");
  const booking = StaffBookingSchema.safeParse(values);
  return {
    ...(customer.success ? {} : { customerId: customer.error.issues[0]?.message ?? "customerRequired" }),
    ...(booking.success ? {} : (firstIssuePerField(booking.error, "appointmentDate") as Record<string, string>)),
  };
}

/**
 * `?book=1`: staff book an appointment for a customer who phones in, with the portal request's fields and rules
 * (the server checks the lead time and business hours) plus the technician. The customer picker searches this
 * screen's loader. A plain POST without JavaScript; with it the schema checks first and the button shows 'Booking...'.
 */
export function BookAppointmentDialog(props: {
  picker: CustomerPickerData;
  /** Values to start from: a refused post's, or those carried through a customer search without JavaScript. */
  values: Record<string, string>;
  minLocal: string;
  technicianNames: string[];
  reply: AppointmentFormReply | undefined;
  closeHref: string;
  pickerParams: Record<string, string>;
}) {
  const m = useMessages().admin.appointments;
  const serviceName = useServiceTypeName();
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "book";
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const errors = clientErrors ?? props.reply?.fieldErrors ?? {};
  const value = (name: string, fallback = "") => props.values[name] ?? fallback;
  const words = m.bookDialog;

  useEffect(() => {
    if (props.reply) setClientErrors(null);
  }, [props.reply]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (busy) {
      event.preventDefault();
      return;
    }
    const form = event.currentTarget;
    const found = bookingErrors(Object.fromEntries(new FormData(form)));
    if (Object.keys(found).length === 0) {
      setClientErrors({});
      return;
    }
    event.preventDefault();
    const worded = appointmentFieldMessages(found, m);
    setClientErrors(worded);
    showToast(validationToast(m.toasts.bookValidationTitle, worded));
    const first = Object.keys(worded)[0];
    form.querySelector<HTMLElement>(first === "customerId" ? "#customer-picker-query" : `[name="${first}"]`)?.focus();
  }

  return (
    <UrlDialog
      title={words.title}
      description={words.description}
      closeHref={props.closeHref}
      closeLabel={m.dialog.close}
    >
      <PickerSearchForm path={APPOINTMENTS_PATH} />
      <Form
        method="post"
        action={`${location.pathname}${location.search}`}
        noValidate
        onSubmit={onSubmit}
        id={FORM_ID}
        className="grid gap-4 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value="book" />
        <CustomerPicker
          picker={props.picker}
          searchParams={props.pickerParams}
          error={errors.customerId}
          errorId={`${FORM_ID}-customerId-error`}
          path={APPOINTMENTS_PATH}
        />
        <FormField formId={FORM_ID} name="serviceType" label={words.serviceType} required error={errors.serviceType}>
          <select
            {...fieldProps(FORM_ID, "serviceType", errors)}
            required
            defaultValue={value("serviceType")}
            className={SELECT_CLASSES}
          >
            <option value="">{words.serviceTypePlaceholder}</option>
            {APPOINTMENT_SERVICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {serviceName(type)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          formId={FORM_ID}
          name="appointmentDate"
          label={words.appointmentDate}
          required
          error={errors.appointmentDate}
          hint={words.appointmentDateHint}
        >
          <Input
            {...fieldProps(FORM_ID, "appointmentDate", errors, true)}
            type="datetime-local"
            required
            min={props.minLocal}
            defaultValue={value("appointmentDate")}
          />
        </FormField>
        <FormField formId={FORM_ID} name="durationMinutes" label={words.durationMinutes} error={errors.durationMinutes}>
          <select
            {...fieldProps(FORM_ID, "durationMinutes", errors)}
            defaultValue={value("durationMinutes", String(APPOINTMENT_DEFAULT_DURATION_MINUTES))}
            className={SELECT_CLASSES}
          >
            {APPOINTMENT_DURATION_OPTIONS_MINUTES.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {m.durations[String(minutes) as keyof typeof m.durations]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField formId={FORM_ID} name="phone" label={words.phone} required error={errors.phone}>
          <Input
            {...fieldProps(FORM_ID, "phone", errors)}
            type="tel"
            required
            maxLength={APPOINTMENT_PHONE_MAX_LENGTH}
            defaultValue={value("phone")}
            autoComplete="off"
          />
        </FormField>
        <FormField
          formId={FORM_ID}
          name="serviceAddress"
          label={words.serviceAddress}
          required
          error={errors.serviceAddress}
          className="sm:col-span-2"
        >
          <Input
            {...fieldProps(FORM_ID, "serviceAddress", errors)}
            required
            maxLength={APPOINTMENT_ADDRESS_MAX_LENGTH}
            defaultValue={value("serviceAddress")}
            autoComplete="off"
          />
        </FormField>
        <FormField
          formId={FORM_ID}
          name="customerNotes"
          label={words.customerNotes}
          error={errors.customerNotes}
          className="sm:col-span-2"
        >
          <Textarea
            {...fieldProps(FORM_ID, "customerNotes", errors)}
            rows={2}
            maxLength={APPOINTMENT_NOTES_MAX_LENGTH}
            defaultValue={value("customerNotes")}
          />
        </FormField>
        <FormField formId={FORM_ID} name="technicianName" label={words.technicianName} error={errors.technicianName}>
          <TechnicianNameInput
            formId={FORM_ID}
            errors={errors}
            defaultValue={value("technicianName")}
            suggestions={props.technicianNames}
            maxLength={TECHNICIAN_NAME_MAX_LENGTH}
          />
        </FormField>
        <FormField
          formId={FORM_ID}
          name="technicianNotes"
          label={words.technicianNotes}
          error={errors.technicianNotes}
          className="sm:col-span-2"
        >
          <Textarea
            {...fieldProps(FORM_ID, "technicianNotes", errors)}
            rows={2}
            maxLength={TECHNICIAN_NOTES_MAX_LENGTH}
            defaultValue={value("technicianNotes")}
          />
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <Link to={props.closeHref} preventScrollReset className={buttonVariants({ variant: "outline" })}>
            {m.dialog.cancel}
          </Link>
          <Button type="submit" disabled={busy} aria-disabled={busy}>
            {busy ? words.submitting : words.submit}
          </Button>
        </div>
      </Form>
    </UrlDialog>
  );
}
