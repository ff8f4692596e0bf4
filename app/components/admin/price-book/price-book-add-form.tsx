import { Form } from "react-router";
import { FormField, fieldProps } from "~/components/forms/dialog-form-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import type { FormReply } from "~/http/form-reply";
import { useMessages } from "~/i18n/use-messages";
import { PriceBookKindSelect } from "./price-book-kind-select";

const FORM_ID = "price-book-add";

/** Staff add an item: its code (kept for good), names in both languages, kind and unit price in dollars. */
export function PriceBookAddForm({ reply }: { reply?: FormReply }) {
  const m = useMessages().admin.priceBook;
  const errors = reply?.fieldErrors ?? {};
  const values = reply?.values ?? {};
  const field = (name: string, hint = false) => fieldProps(FORM_ID, name, errors, hint);
  return (
    <section aria-labelledby={`${FORM_ID}-title`} className="rounded-lg border bg-card p-4">
      <h2 id={`${FORM_ID}-title`} className="text-lg font-semibold">
        {m.addHeading}
      </h2>
      <Form method="post" className="mt-3 grid gap-3 md:grid-cols-2">
        <input type="hidden" name="intent" value="add" />
        <FormField
          formId={FORM_ID}
          name="code"
          label={m.fields.code}
          hint={m.fields.codeHint}
          error={errors.code}
          required
        >
          <Input {...field("code", true)} required maxLength={40} autoComplete="off" defaultValue={values.code} />
        </FormField>
        <FormField formId={FORM_ID} name="kind" label={m.fields.kind} error={errors.kind} required>
          <PriceBookKindSelect {...field("kind")} defaultValue={values.kind ?? "part"} />
        </FormField>
        <FormField formId={FORM_ID} name="name" label={m.fields.name} error={errors.name} required>
          <Input {...field("name")} required maxLength={100} defaultValue={values.name} />
        </FormField>
        <FormField formId={FORM_ID} name="nameEs" label={m.fields.nameEs} error={errors.nameEs} required>
          <Input {...field("nameEs")} required maxLength={100} lang="es" defaultValue={values.nameEs} />
        </FormField>
        <FormField formId={FORM_ID} name="unitPrice" label={m.fields.unitPrice} error={errors.unitPrice} required>
          <Input
            {...field("unitPrice")}
            required
            inputMode="decimal"
            maxLength={12}
            autoComplete="off"
            defaultValue={values.unitPrice}
          />
        </FormField>
        <div className="flex items-end">
          <Button type="submit">{m.add}</Button>
        </div>
      </Form>
    </section>
  );
}
