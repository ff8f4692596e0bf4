import { useEffect, useState, type FormEvent } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { showToast } from "~/components/forms/show-toast";
import { appointmentTimeText } from "~/components/portal/appointments/appointment-time-text";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { UrlDialog } from "~/components/ui/url-dialog";
import { validationToast } from "~/http/form-toast";
import type { AppointmentRequestRow } from "~/domain/appointments/list-appointment-requests.server";
import {
  ScheduleSchema,
  TECHNICIAN_NAME_MAX_LENGTH,
  TECHNICIAN_NOTES_MAX_LENGTH,
} from "~/domain/appointments/staff-appointment-schemas";
import { firstIssuePerField } from "~/domain/form-field-errors";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { FormField, fieldProps } from "~/components/forms/dialog-form-field";
import { TechnicianNameInput } from "./appointment-form-field";
import { appointmentFieldMessages, type AppointmentFormReply } from "./request-form-messages";
import { requestPersonName } from "./request-table";
import { useServiceTypeName } from "./use-service-type-name";

const FORM_ID = "schedule-request";

/**
 * `?schedule=<id>`: staff confirm the visit's date and time (Miami wall clock, prefilled with the requested time),
 * the technician (suggested from names used before) and the technician's notes. A plain POST without JavaScript;
 * with it the same schema checks first, and the button shows 'Saving...' and ignores a second press. On a request
 * already scheduled this is "Reschedule".
 */
export function ScheduleRequestDialog(props: {
  request: AppointmentRequestRow;
  technicianNames: string[];
  reply: AppointmentFormReply | undefined;
  closeHref: string;
}) {
  const m = useMessages().admin.appointments;
  const locale = useLocale();
  const serviceName = useServiceTypeName();
  const navigation = useNavigation();
  const location = useLocation();
  const { request } = props;
  const busy =
    navigation.state !== "idle" &&
    navigation.formData?.get("requestId") === request.id &&
    navigation.formData?.get("status") === "scheduled";
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const errors = clientErrors ?? props.reply?.fieldErrors ?? {};
  const values = props.reply?.values ?? {};
  const appointment = request.appointment;
  const rescheduling = request.status === "scheduled" && appointment !== null;

  useEffect(() => {
    if (props.reply) setClientErrors(null);
  }, [props.reply]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (busy) {
      event.preventDefault();
      return;
    }
    if (!appointment) return;
    const form = event.currentTarget;
    const result = ScheduleSchema.safeParse(Object.fromEntries(new FormData(form)));
    if (result.success) {
      setClientErrors({});
      return;
    }
    event.preventDefault();
    const worded = appointmentFieldMessages(
      firstIssuePerField(result.error, "appointmentDate") as Record<string, string>,
      m,
    );
    setClientErrors(worded);
    showToast(validationToast(m.toasts.validationTitle, worded));
    form.querySelector<HTMLElement>(`[name="${Object.keys(worded)[0]}"]`)?.focus();
  }

  const submitLabel = busy
    ? m.scheduleDialog.submitting
    : !appointment
      ? m.scheduleDialog.markScheduled
      : rescheduling
        ? m.scheduleDialog.submitReschedule
        : m.scheduleDialog.submit;
  return (
    <UrlDialog
      title={rescheduling ? m.scheduleDialog.rescheduleTitle : m.scheduleDialog.title}
      description={m.scheduleDialog.description}
      closeHref={props.closeHref}
      closeLabel={m.dialog.close}
    >
      <div className="mb-4 rounded-md border bg-muted/40 p-3 text-sm">
        <p className="font-medium">
          {format(m.scheduleDialog.summary, {
            service: serviceName(request.serviceType),
            name: requestPersonName(request),
          })}
        </p>
        {appointment ? (
          <p className="text-muted-foreground">
            {format(m.scheduleDialog.requestedTime, { date: appointmentTimeText(appointment.appointmentDate, locale) })}
          </p>
        ) : null}
        {request.address ? <p className="break-words text-muted-foreground">{request.address}</p> : null}
      </div>
      <Form
        method="post"
        action={`${location.pathname}${location.search}`}
        noValidate
        onSubmit={onSubmit}
        id={FORM_ID}
        className="grid gap-4 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="status" value="scheduled" />
        <input type="hidden" name="requestId" value={request.id} />
        {appointment ? (
          <>
            <FormField
              formId={FORM_ID}
              name="appointmentDate"
              label={m.scheduleDialog.appointmentDate}
              required
              error={errors.appointmentDate}
              hint={m.scheduleDialog.appointmentDateHint}
            >
              <Input
                {...fieldProps(FORM_ID, "appointmentDate", errors, true)}
                type="datetime-local"
                required
                defaultValue={values.appointmentDate ?? appointment.appointmentLocal}
              />
            </FormField>
            <FormField
              formId={FORM_ID}
              name="technicianName"
              label={m.scheduleDialog.technicianName}
              error={errors.technicianName}
              hint={m.scheduleDialog.technicianNameHint}
            >
              <TechnicianNameInput
                formId={FORM_ID}
                errors={errors}
                hint
                defaultValue={values.technicianName ?? appointment.technicianName ?? ""}
                suggestions={props.technicianNames}
                maxLength={TECHNICIAN_NAME_MAX_LENGTH}
              />
            </FormField>
            <FormField
              formId={FORM_ID}
              name="technicianNotes"
              label={m.scheduleDialog.technicianNotes}
              error={errors.technicianNotes}
              hint={m.scheduleDialog.technicianNotesHint}
              className="sm:col-span-2"
            >
              <Textarea
                {...fieldProps(FORM_ID, "technicianNotes", errors, true)}
                rows={3}
                maxLength={TECHNICIAN_NOTES_MAX_LENGTH}
                defaultValue={values.technicianNotes ?? appointment.technicianNotes ?? ""}
              />
            </FormField>
          </>
        ) : (
          <p className="text-sm sm:col-span-2">{m.scheduleDialog.noAppointment}</p>
        )}
        {errors.status ? (
          <p role="alert" className="text-sm font-medium text-destructive sm:col-span-2">
            {errors.status}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <Link to={props.closeHref} preventScrollReset className={buttonVariants({ variant: "outline" })}>
            {m.dialog.cancel}
          </Link>
          <Button type="submit" disabled={busy} aria-disabled={busy}>
            {submitLabel}
          </Button>
        </div>
      </Form>
    </UrlDialog>
  );
}
