import { CalendarClock, Clock, MapPin, Phone, Wrench } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import type { CustomerAppointment } from "~/domain/appointments/list-customer-appointments.server";
import { format } from "~/i18n/catalog";
import { useLocale, useMessages } from "~/i18n/use-messages";
import { windowText } from "~/components/booking/window-text";
import { appointmentTimeText } from "./appointment-time-text";

/** Spec document 1 §4: default for scheduled and confirmed, secondary completed, destructive cancelled, outline others. */
function badgeVariant(status: string): "default" | "secondary" | "destructive" | "outline" {
  if (status === "scheduled" || status === "confirmed") return "default";
  if (status === "completed") return "secondary";
  if (status === "cancelled") return "destructive";
  return "outline";
}

/** The customer's appointments, newest first (the server's order), each with what may still be done to it. */
export function AppointmentList(props: {
  appointments: CustomerAppointment[];
  cancellingId: string | null;
  mainPhone: string;
}) {
  const m = useMessages().portal.appointments;
  return (
    <section aria-labelledby="appointments-list-heading" className="flex flex-col gap-4">
      <h2 id="appointments-list-heading" className="text-xl font-semibold">
        {m.list.heading}
      </h2>
      {props.appointments.length === 0 ? (
        <div className="rounded-lg border border-dashed p-8 text-center">
          <CalendarClock aria-hidden className="mx-auto mb-2 size-8 text-muted-foreground" />
          <p className="font-medium">{m.list.empty}</p>
          <p className="mt-1 text-sm text-muted-foreground">{m.list.emptyHint}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-4">
          {props.appointments.map((appointment) => (
            <AppointmentItem
              key={appointment.id}
              appointment={appointment}
              confirmingCancel={props.cancellingId === appointment.id}
              mainPhone={props.mainPhone}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function AppointmentItem({
  appointment,
  confirmingCancel,
  mainPhone,
}: {
  appointment: CustomerAppointment;
  confirmingCancel: boolean;
  mainPhone: string;
}) {
  const m = useMessages().portal.appointments;
  const locale = useLocale();
  // A window booking says its arrival window; a visit from before windows its time.
  const when = appointment.windowEnd
    ? windowText({ startsAt: appointment.appointmentDate, endsAt: appointment.windowEnd }, locale)
    : appointmentTimeText(appointment.appointmentDate, locale);
  const service = (m.serviceTypes as Record<string, string>)[appointment.serviceType] ?? appointment.serviceType;
  const changeable = appointment.status === "scheduled" || appointment.status === "confirmed";
  return (
    <li data-testid="appointment" className="rounded-lg border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-semibold">{service}</h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <span className="inline-flex items-center gap-1.5">
              <CalendarClock aria-hidden className="size-4 text-muted-foreground" />
              {when}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden className="size-4 text-muted-foreground" />
              {format(m.list.duration, { minutes: appointment.durationMinutes })}
            </span>
          </p>
        </div>
        <Badge variant={badgeVariant(appointment.status)}>
          {(m.statuses as Record<string, string>)[appointment.status] ?? appointment.status}
        </Badge>
      </div>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="sr-only">{m.list.serviceAddress}</dt>
          <dd className="flex items-start gap-1.5 break-words">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            {appointment.serviceAddress}
          </dd>
        </div>
        <div>
          <dt className="sr-only">{m.list.phone}</dt>
          <dd className="flex items-start gap-1.5">
            <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            {appointment.phone}
          </dd>
        </div>
        {appointment.customerNotes ? (
          <div className="sm:col-span-2">
            <dt className="font-medium">{m.list.customerNotes}</dt>
            <dd className="whitespace-pre-line break-words text-muted-foreground">{appointment.customerNotes}</dd>
          </div>
        ) : null}
        {appointment.technicianName ? (
          <div className="flex items-start gap-1.5 sm:col-span-2" data-testid="appointment-technician">
            <dt className="flex shrink-0 items-start gap-1.5 font-medium">
              <Wrench aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              {m.list.technician}
            </dt>{" "}
            <dd className="break-words">{appointment.technicianName}</dd>
          </div>
        ) : null}
        {appointment.technicianNotes ? (
          <div className="sm:col-span-2">
            <dt className="font-medium">{m.list.technicianNotes}</dt>
            <dd className="whitespace-pre-line break-words text-muted-foreground">{appointment.technicianNotes}</dd>
          </div>
        ) : null}
      </dl>
      {appointment.status === "scheduled" ? (
        <p className="mt-3 rounded-md bg-muted px-3 py-2 text-sm">{m.list.confirmNotice}</p>
      ) : null}
      {appointment.canEdit || appointment.canCancel ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {appointment.canEdit ? (
            <Link
              to={`?reschedule=${appointment.id}`}
              preventScrollReset
              className={buttonVariants({ variant: "outline", size: "sm" })}
              aria-label={format(m.list.editLabel, { service, date: when })}
            >
              {m.list.edit}
            </Link>
          ) : null}
          {appointment.canCancel && !confirmingCancel ? (
            <Link
              to={`?cancel=${appointment.id}`}
              preventScrollReset
              className={buttonVariants({ variant: "ghost", size: "sm" })}
              aria-label={format(m.list.cancelLabel, { service, date: when })}
            >
              {m.list.cancel}
            </Link>
          ) : null}
        </div>
      ) : changeable ? (
        <p className="mt-3 text-sm text-muted-foreground">{format(m.list.changeWindowClosed, { phone: mainPhone })}</p>
      ) : null}
      {confirmingCancel ? <CancelConfirmation appointment={appointment} service={service} when={when} /> : null}
    </li>
  );
}

/** The confirmation step: a panel with a POST form, so it works the same with and without JavaScript. */
function CancelConfirmation({
  appointment,
  service,
  when,
}: {
  appointment: CustomerAppointment;
  service: string;
  when: string;
}) {
  const m = useMessages().portal.appointments.cancelDialog;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "cancel";
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-labelledby="cancel-appointment-title"
      aria-describedby="cancel-appointment-body"
      className="mt-4 rounded-md border border-destructive/40 bg-destructive/5 p-4"
    >
      <h4 id="cancel-appointment-title" ref={headingRef} tabIndex={-1} className="font-semibold outline-none">
        {m.title}
      </h4>
      <p id="cancel-appointment-body" className="mt-1 text-sm">
        {format(m.body, { service, date: when })}
      </p>
      <Form method="post" className="mt-3 flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="appointmentId" value={appointment.id} />
        <Button type="submit" variant="destructive" size="sm" disabled={busy}>
          {busy ? m.confirming : m.confirm}
        </Button>
        <Link to="." preventScrollReset className={buttonVariants({ variant: "outline", size: "sm" })}>
          {m.keep}
        </Link>
      </Form>
    </div>
  );
}
