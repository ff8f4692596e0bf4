import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { showToast } from "~/components/forms/show-toast";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { APPOINTMENT_DEFAULT_DURATION_MINUTES, APPOINTMENT_DURATION_OPTIONS_MINUTES } from "~/config/business-rules";
import { APPOINTMENT_SERVICE_TYPES } from "~/config/service-types";
import {
  APPOINTMENT_ADDRESS_MAX_LENGTH,
  APPOINTMENT_NOTES_MAX_LENGTH,
  APPOINTMENT_PHONE_MAX_LENGTH,
  AppointmentEditSchema,
  AppointmentRequestSchema,
} from "~/domain/appointments/appointment-schemas";
import type { CustomerAppointment } from "~/domain/appointments/list-customer-appointments.server";
import { firstIssuePerField } from "~/domain/form-field-errors";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import type { FormReply } from "~/http/form-reply";
import { fieldMessagesOf, validationToast } from "./appointment-form-messages";

const FORM_ID = "appointment-form";
const SELECT_CLASSES =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 aria-[invalid=true]:border-destructive md:text-sm";

/** What the action answers a refused post with (ADR 063's FormReply): which appointment the form was about. */
export type AppointmentFormReply = FormReply & {
  intent: "create" | "edit" | "cancel";
  appointmentId?: string;
};

/**
 * The request form in create or edit mode (spec document 1 §2). A plain POST without JavaScript (the server's
 * field messages come back on the page); with JavaScript the same zod schema checks it first (inline messages
 * and the spec's 3-second toast for the first failing field) and the button shows 'Requesting...'/'Updating...'.
 */
export function AppointmentForm(props: {
  editing: CustomerAppointment | null;
  minLocal: string;
  hoursText: string;
  reply: AppointmentFormReply | undefined;
  /** A new request's service type chosen before the form opened (a plan card's 'Book a Visit'). */
  presetServiceType?: string | null;
  closeHref: string;
}) {
  const m = useMessages().portal.appointments;
  const navigation = useNavigation();
  const intent = props.editing ? "edit" : "create";
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errors = clientErrors ?? props.reply?.fieldErrors ?? {};
  const values = props.reply?.values;
  const editing = props.editing;
  const defaults = {
    serviceType: values?.serviceType ?? props.presetServiceType ?? "",
    appointmentDate: values?.appointmentDate ?? editing?.appointmentLocal ?? "",
    serviceAddress: values?.serviceAddress ?? editing?.serviceAddress ?? "",
    phone: values?.phone ?? editing?.phone ?? "",
    durationMinutes:
      values?.durationMinutes ?? String(editing?.durationMinutes ?? APPOINTMENT_DEFAULT_DURATION_MINUTES),
    customerNotes: values?.customerNotes ?? editing?.customerNotes ?? "",
  };

  useEffect(() => {
    // A form opened by the header button or an Edit link: take the keyboard user straight to it.
    headingRef.current?.focus();
  }, [editing?.id]);

  useEffect(() => {
    if (props.reply) setClientErrors(null);
  }, [props.reply]);

  // Issue 33: a confirmed appointment stays confirmed unless its time changes; say so before saving, as soon as the
  // date or the duration in the form differs from the confirmed one.
  const confirmedTime =
    editing?.status === "confirmed"
      ? { appointmentDate: editing.appointmentLocal, durationMinutes: String(editing.durationMinutes) }
      : null;
  const timeChangedIn = (date: string, duration: string) =>
    confirmedTime !== null && (date !== confirmedTime.appointmentDate || duration !== confirmedTime.durationMinutes);
  const [timeChanged, setTimeChanged] = useState(() =>
    timeChangedIn(defaults.appointmentDate, defaults.durationMinutes),
  );
  function onChange(event: FormEvent<HTMLFormElement>) {
    if (!confirmedTime) return;
    const data = new FormData(event.currentTarget);
    setTimeChanged(timeChangedIn(String(data.get("appointmentDate") ?? ""), String(data.get("durationMinutes") ?? "")));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const schema = editing ? AppointmentEditSchema : AppointmentRequestSchema;
    const result = schema.safeParse(Object.fromEntries(new FormData(form)));
    if (result.success) {
      setClientErrors({});
      return;
    }
    event.preventDefault();
    const keys = firstIssuePerField(result.error, "appointmentDate") as Record<string, string>;
    setClientErrors(fieldMessagesOf(keys, m, props.hoursText));
    showToast(validationToast(keys, m, props.hoursText));
    form.querySelector<HTMLElement>(`[name="${Object.keys(keys)[0]}"]`)?.focus();
  }

  const field = (name: string) => ({
    id: `${FORM_ID}-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby":
      [errors[name] ? `${FORM_ID}-${name}-error` : null, name === "appointmentDate" ? `${FORM_ID}-date-hint` : null]
        .filter(Boolean)
        .join(" ") || undefined,
  });

  return (
    <section aria-labelledby={`${FORM_ID}-heading`} className="rounded-lg border bg-card p-4 shadow-sm sm:p-6">
      <h2 id={`${FORM_ID}-heading`} ref={headingRef} tabIndex={-1} className="mb-4 text-xl font-semibold outline-none">
        {editing ? m.editHeading : m.createHeading}
      </h2>
      <Form
        method="post"
        noValidate
        onSubmit={onSubmit}
        onChange={onChange}
        className="grid gap-4 sm:grid-cols-2"
        id={FORM_ID}
      >
        <input type="hidden" name="intent" value={intent} />
        {editing ? <input type="hidden" name="appointmentId" value={editing.id} /> : null}
        {editing ? (
          <p className="text-sm text-muted-foreground sm:col-span-2">
            {format(m.fields.serviceTypeKept, {
              service: (m.serviceTypes as Record<string, string>)[editing.serviceType] ?? editing.serviceType,
            })}
          </p>
        ) : (
          <Field name="serviceType" label={m.fields.serviceType} required error={errors.serviceType}>
            <select {...field("serviceType")} required defaultValue={defaults.serviceType} className={SELECT_CLASSES}>
              <option value="">{m.fields.serviceTypePlaceholder}</option>
              {APPOINTMENT_SERVICE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {m.serviceTypes[type]}
                </option>
              ))}
            </select>
          </Field>
        )}
        <Field
          name="appointmentDate"
          label={m.fields.appointmentDate}
          required
          error={errors.appointmentDate}
          hint={m.fields.appointmentDateHint}
        >
          <Input
            {...field("appointmentDate")}
            type="datetime-local"
            required
            min={props.minLocal}
            defaultValue={defaults.appointmentDate}
          />
        </Field>
        <Field name="serviceAddress" label={m.fields.serviceAddress} required error={errors.serviceAddress}>
          <Input
            {...field("serviceAddress")}
            required
            autoComplete="address-line1"
            maxLength={APPOINTMENT_ADDRESS_MAX_LENGTH}
            defaultValue={defaults.serviceAddress}
          />
        </Field>
        <Field name="phone" label={m.fields.phone} required error={errors.phone}>
          <Input
            {...field("phone")}
            type="tel"
            required
            autoComplete="tel"
            inputMode="tel"
            maxLength={APPOINTMENT_PHONE_MAX_LENGTH}
            defaultValue={defaults.phone}
          />
        </Field>
        <Field name="durationMinutes" label={m.fields.durationMinutes} error={errors.durationMinutes}>
          <select {...field("durationMinutes")} defaultValue={defaults.durationMinutes} className={SELECT_CLASSES}>
            {APPOINTMENT_DURATION_OPTIONS_MINUTES.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {m.durations[String(minutes) as keyof typeof m.durations]}
              </option>
            ))}
          </select>
        </Field>
        {confirmedTime ? <TimeChangeNote shown={timeChanged} text={m.fields.timeChangeUnconfirms} /> : null}
        <Field
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
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <Link to={props.closeHref} preventScrollReset className={buttonVariants({ variant: "outline" })}>
            {m.cancelForm}
          </Link>
          <Button type="submit" variant="accent" disabled={busy} aria-disabled={busy}>
            {editing ? (busy ? m.submittingEdit : m.submitEdit) : busy ? m.submittingCreate : m.submitCreate}
          </Button>
        </div>
      </Form>
    </section>
  );
}

/**
 * The note that a new time gives up the confirmation: announced when it appears; without JavaScript (the form cannot
 * watch its fields then) it is always shown.
 */
function TimeChangeNote({ shown, text }: { shown: boolean; text: string }) {
  const note = <p className="rounded-md border border-warning/50 bg-warning/10 p-3 text-sm">{text}</p>;
  return (
    <>
      <div role="status" data-testid="time-change-note" className="empty:hidden sm:col-span-2">
        {shown ? note : null}
      </div>
      <noscript className="sm:col-span-2">{shown ? null : note}</noscript>
    </>
  );
}

function Field(props: {
  name: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  const id = `${FORM_ID}-${props.name}`;
  return (
    <div className={`space-y-2 ${props.className ?? ""}`}>
      <Label htmlFor={id}>
        {props.label}
        {props.required ? (
          <span aria-hidden="true" className="ml-0.5">
            *
          </span>
        ) : null}
      </Label>
      {props.children}
      {props.hint ? (
        <p id={`${FORM_ID}-date-hint`} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
