import { Form } from "react-router";
import { FormField, fieldProps } from "~/components/forms/dialog-form-field";
import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import type { PriceBookChoice } from "~/domain/invoices/list-price-book-choices.server";
import { VISIT_PAYMENT_STATUSES } from "~/domain/visits/visit-completion-schemas";
import { useMessages } from "~/i18n/use-messages";
import { CompletionPriceBook } from "./completion-price-book";
import { ActionFields } from "./visit-step-forms";

const FORM_ID = "complete-visit";

/**
 * The completion form (issue 35): work done, parts, amount, payment, the price book items the invoice is priced from
 * (issue 38), up to four photos taken with the phone's camera and notes the customer sees. A plain multipart post that works without JavaScript; refused fields come back with
 * their messages and the typed values.
 */
export function CompletionForm({
  visitId,
  idempotencyKey,
  priceBook,
  errors,
  values,
}: {
  visitId: string;
  idempotencyKey: string;
  priceBook: PriceBookChoice[];
  errors: Record<string, string>;
  values: Record<string, string>;
}) {
  const t = useMessages().tech.completion;
  const field = (name: string, hint = false) => fieldProps(FORM_ID, name, errors, hint);
  return (
    <Form
      method="post"
      action={`/tech/visits/${visitId}`}
      encType="multipart/form-data"
      data-offline-queue=""
      className="space-y-4"
      aria-labelledby={`${FORM_ID}-title`}
    >
      <h2 id={`${FORM_ID}-title`} className="text-lg font-bold">
        {t.title}
      </h2>
      <ActionFields intent="completed" idempotencyKey={idempotencyKey} />
      <FormField formId={FORM_ID} name="workDone" label={t.workDone} required error={errors.workDone}>
        <Textarea {...field("workDone")} required rows={3} defaultValue={values.workDone} />
      </FormField>
      <FormField formId={FORM_ID} name="partsUsed" label={t.partsUsed} hint={t.partsHint} error={errors.partsUsed}>
        <Textarea {...field("partsUsed", true)} rows={2} defaultValue={values.partsUsed} />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField
          formId={FORM_ID}
          name="amountCharged"
          label={t.amountCharged}
          hint={priceBook.length > 0 ? t.amountHint : undefined}
          error={errors.amountCharged}
        >
          <Input
            {...field("amountCharged", priceBook.length > 0)}
            inputMode="decimal"
            autoComplete="off"
            defaultValue={values.amountCharged}
          />
        </FormField>
        <FormField formId={FORM_ID} name="paymentStatus" label={t.paymentStatus} required error={errors.paymentStatus}>
          <select
            {...field("paymentStatus")}
            defaultValue={values.paymentStatus ?? "pending"}
            className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
          >
            {VISIT_PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t.paymentStatuses[status]}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <CompletionPriceBook formId={FORM_ID} priceBook={priceBook} error={errors.lines} />
      <FormField formId={FORM_ID} name="photos" label={t.photos} hint={t.photosHint} error={errors.photos}>
        <Input {...field("photos", true)} type="file" accept="image/*" capture="environment" multiple />
      </FormField>
      <FormField
        formId={FORM_ID}
        name="technicianNotes"
        label={t.technicianNotes}
        hint={t.technicianNotesHint}
        error={errors.technicianNotes}
      >
        <Textarea {...field("technicianNotes", true)} rows={3} defaultValue={values.technicianNotes} />
      </FormField>
      <Button type="submit" size="lg" className="w-full">
        {t.submit}
      </Button>
    </Form>
  );
}
