import { useEffect, useState, type FormEvent } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { FormField, fieldProps } from "~/components/forms/dialog-form-field";
import { showToast } from "~/components/forms/show-toast";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { UrlDialog } from "~/components/ui/url-dialog";
import type { CustomerChoice } from "~/domain/customers/find-customer-choices.server";
import type { ServiceRecordRow } from "~/domain/service-history/list-service-records.server";
import {
  SERVICE_PAYMENT_STATUSES,
  SERVICE_RECORD_MAX_LENGTH,
  ServiceRecordSchema,
  serviceRecordFieldErrors,
} from "~/domain/service-history/service-record-schemas";
import type { FormReply } from "~/http/form-reply";
import { useMessages } from "~/i18n/use-messages";
import { CustomerPicker, PickerSearchForm, type CustomerPickerData } from "./customer-picker";
import { serviceFieldMessages, serviceValidationToast } from "./service-form-messages";
import { SELECT_CLASSES } from "./service-filters";

const FORM_ID = "service-record";

/** What the action answers a refused post with: worded field messages, the typed values and the toast. */
export type ServiceRecordFormReply = FormReply & {
  /** The customer the refused form had chosen. */
  customer?: CustomerChoice | null;
};

/**
 * Add or edit a service record in a URL dialog (`?add=1`, `?edit=<id>`): a plain POST without JavaScript (the
 * server's field messages come back in the dialog); with JavaScript the same zod schema checks it first, and the
 * button shows 'Saving...' and ignores a second press.
 */
export function ServiceRecordDialog(props: {
  editing: ServiceRecordRow | null;
  picker: CustomerPickerData;
  /** Values to start from: a refused post's, or those carried through a customer search without JavaScript. */
  values: Record<string, string>;
  today: string;
  suggestions: string[];
  reply: ServiceRecordFormReply | undefined;
  closeHref: string;
  /** The picker's GET form fields: which dialog is open and the list's view. */
  pickerParams: Record<string, string>;
}) {
  const m = useMessages().admin.services;
  const navigation = useNavigation();
  const location = useLocation();
  const intent = props.editing ? "update" : "create";
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const errors = clientErrors ?? props.reply?.fieldErrors ?? {};
  const editing = props.editing;
  const value = (name: string, fallback: string) => props.values[name] ?? fallback;

  useEffect(() => {
    if (props.reply) setClientErrors(null);
  }, [props.reply]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (busy) {
      event.preventDefault();
      return;
    }
    const form = event.currentTarget;
    const result = ServiceRecordSchema.safeParse(Object.fromEntries(new FormData(form)));
    if (result.success) {
      setClientErrors({});
      return;
    }
    event.preventDefault();
    const worded = serviceFieldMessages(serviceRecordFieldErrors(result.error), m);
    setClientErrors(worded);
    showToast(serviceValidationToast(worded, m));
    const first = Object.keys(worded)[0];
    form.querySelector<HTMLElement>(first === "customerId" ? "#customer-picker-query" : `[name="${first}"]`)?.focus();
  }

  const field = (name: string, hint?: boolean) => fieldProps(FORM_ID, name, errors, hint);

  return (
    <UrlDialog
      title={editing ? m.dialog.editTitle : m.dialog.addTitle}
      description={editing ? m.dialog.editDescription : m.dialog.addDescription}
      closeHref={props.closeHref}
      closeLabel={m.dialog.close}
    >
      <PickerSearchForm />
      <Form
        method="post"
        action={`${location.pathname}${location.search}`}
        noValidate
        onSubmit={onSubmit}
        id={FORM_ID}
        className="grid gap-4 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value={intent} />
        {editing ? <input type="hidden" name="recordId" value={editing.id} /> : null}
        <CustomerPicker
          picker={props.picker}
          searchParams={props.pickerParams}
          error={errors.customerId}
          errorId={`${FORM_ID}-customerId-error`}
        />
        <FormField
          formId={FORM_ID}
          name="serviceType"
          label={m.fields.serviceType}
          required
          error={errors.serviceType}
          hint={m.fields.serviceTypeHint}
        >
          <Input
            {...field("serviceType", true)}
            list={`${FORM_ID}-types`}
            required
            maxLength={SERVICE_RECORD_MAX_LENGTH.serviceType}
            defaultValue={value("serviceType", editing?.serviceType ?? "")}
            autoComplete="off"
          />
          <datalist id={`${FORM_ID}-types`}>
            {props.suggestions.map((type) => (
              <option key={type} value={type} />
            ))}
          </datalist>
        </FormField>
        <FormField formId={FORM_ID} name="serviceDate" label={m.fields.serviceDate} required error={errors.serviceDate}>
          <Input
            {...field("serviceDate")}
            type="date"
            required
            // A record says what was done: never dated after today (the server refuses it too).
            max={props.today}
            defaultValue={value("serviceDate", editing?.serviceDate ?? props.today)}
          />
        </FormField>
        <FormField formId={FORM_ID} name="technicianName" label={m.fields.technicianName} error={errors.technicianName}>
          <Input
            {...field("technicianName")}
            maxLength={SERVICE_RECORD_MAX_LENGTH.technicianName}
            defaultValue={value("technicianName", editing?.technicianName ?? "")}
            autoComplete="off"
          />
        </FormField>
        <FormField
          formId={FORM_ID}
          name="amountCharged"
          label={m.fields.amountCharged}
          required
          error={errors.amountCharged}
          hint={m.fields.amountHint}
        >
          <Input
            {...field("amountCharged", true)}
            inputMode="decimal"
            required
            maxLength={16}
            defaultValue={value("amountCharged", editing ? editing.amountCharged.toFixed(2) : "")}
          />
        </FormField>
        <FormField
          formId={FORM_ID}
          name="paymentStatus"
          label={m.fields.paymentStatus}
          required
          error={errors.paymentStatus}
        >
          <select
            {...field("paymentStatus")}
            // Always has a choice made: HTML allows `required` on a select only with an empty placeholder option.
            aria-required
            defaultValue={value("paymentStatus", editing?.paymentStatus ?? "pending")}
            className={SELECT_CLASSES}
          >
            {SERVICE_PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {m.paymentStatuses[status]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          formId={FORM_ID}
          name="description"
          label={m.fields.description}
          error={errors.description}
          className="sm:col-span-2"
        >
          <Textarea
            {...field("description")}
            rows={3}
            maxLength={SERVICE_RECORD_MAX_LENGTH.description}
            defaultValue={value("description", editing?.description ?? "")}
          />
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <Link to={props.closeHref} preventScrollReset className={buttonVariants({ variant: "outline" })}>
            {m.dialog.cancel}
          </Link>
          <Button type="submit" disabled={busy} aria-disabled={busy}>
            {editing ? (busy ? m.dialog.savingChanges : m.dialog.saveChanges) : busy ? m.dialog.saving : m.dialog.save}
          </Button>
        </div>
      </Form>
    </UrlDialog>
  );
}
