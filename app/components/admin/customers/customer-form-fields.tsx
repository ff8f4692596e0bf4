import type { ReactNode } from "react";
import { cn } from "~/components/ui/class-names";
import { Input, Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { US_STATES } from "~/config/business-defaults";
import { EQUIPMENT_TYPES } from "~/config/equipment-types";
import { CUSTOMER_FIELD_MAX_LENGTH as max } from "~/domain/customers/customer-field-limits";
import type { CustomerRecordField } from "~/domain/customers/customer-schemas";
import type { FormReply } from "~/http/form-reply";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";

/** The record's fields as the form shows them: text, as typed or as the server prefilled it. */
export type CustomerFormValues = Partial<Record<CustomerRecordField, string>>;

/**
 * What the add and edit actions answer a refused post with (the form-action pipeline's reply, ADR 063): field messages
 * worded in the page's language, the typed values and a toast. A CONFLICT means the record changed while it was being
 * edited: the form offers a reload instead of a retry.
 */
export type CustomerFormReply = FormReply & {
  fieldErrors: Partial<Record<CustomerRecordField, string>>;
  values: CustomerFormValues;
};

// Listed here rather than imported from the schema, which would pull the database code into the browser bundle.
const PLAN_CODES = ["none", "basic", "premium_care", "commercial_plus"] as const;
const STATUSES = ["active", "inactive", "suspended"] as const;

const SELECT_CLASSES =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 aria-[invalid=true]:border-destructive md:text-sm";

/**
 * The customer record's fields (spec document 2 §3, §5), shared by Add Customer (dialog and full page) and the
 * detail page's Edit form. Plain inputs, so the form posts without JavaScript; each error and hint is tied to its
 * input for screen readers. `noValidate` on the form lets the server's worded messages show instead of the browser's.
 */
export function CustomerFormFields(props: {
  formId: string;
  mode: "add" | "edit";
  values: CustomerFormValues;
  errors: CustomerFormReply["fieldErrors"];
  /** A member's plan (Edit only): its visits set the next service due, shown read-only (ADR 083 addendum). */
  nextServiceFollowsPlan?: Exclude<(typeof PLAN_CODES)[number], "none"> | null;
}) {
  const m = useMessages().admin.customerForm;
  const f = m.fields;
  const { formId, values, errors } = props;
  const followsPlan = props.nextServiceFollowsPlan ?? null;
  const field = (name: CustomerRecordField) => {
    const id = `${formId}-${name}`;
    return { id, name, defaultValue: values[name] ?? "", error: errors[name] };
  };

  return (
    <div className="flex flex-col gap-6">
      <Section title={m.sections.customer}>
        <Field
          {...field("customerNumber")}
          label={f.customerNumber}
          hint={props.mode === "add" ? f.customerNumberAddHint : f.customerNumberEditHint}
        >
          {(input) => (
            <Input
              {...input}
              maxLength={max.customerNumber}
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="AW1234"
            />
          )}
        </Field>
        <Field {...field("status")} label={f.status}>
          {(input) => (
            <select {...input} className={SELECT_CLASSES}>
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {m.statuses[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field {...field("firstName")} label={f.firstName} required>
          {(input) => <Input {...input} required maxLength={max.firstName} autoComplete="off" />}
        </Field>
        <Field {...field("lastName")} label={f.lastName} required>
          {(input) => <Input {...input} required maxLength={max.lastName} autoComplete="off" />}
        </Field>
      </Section>
      <Section title={m.sections.contact}>
        <Field {...field("email")} label={f.email}>
          {(input) => (
            <Input
              {...input}
              type="email"
              inputMode="email"
              maxLength={max.email}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </Field>
        <Field {...field("phone")} label={f.phone}>
          {(input) => <Input {...input} type="tel" inputMode="tel" maxLength={max.phone} autoComplete="off" />}
        </Field>
      </Section>
      <Section title={m.sections.address}>
        <Field {...field("addressLine1")} label={f.addressLine1} required className="sm:col-span-2">
          {(input) => <Input {...input} required maxLength={max.addressLine1} autoComplete="off" />}
        </Field>
        <Field {...field("addressLine2")} label={f.addressLine2} className="sm:col-span-2">
          {(input) => <Input {...input} maxLength={max.addressLine2} autoComplete="off" />}
        </Field>
        <Field {...field("city")} label={f.city} required>
          {(input) => <Input {...input} required maxLength={max.city} autoComplete="off" />}
        </Field>
        <Field {...field("state")} label={f.state} defaultValue={values.state || "FL"}>
          {(input) => (
            <select {...input} className={SELECT_CLASSES}>
              {US_STATES.map((state) => (
                <option key={state.code} value={state.code}>
                  {`${state.code} - ${m.states[state.code]}`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field {...field("zipCode")} label={f.zipCode} required>
          {(input) => <Input {...input} required inputMode="numeric" maxLength={max.zipCode} autoComplete="off" />}
        </Field>
      </Section>
      <Section title={m.sections.account}>
        <Field {...field("servicePlan")} label={f.servicePlan} defaultValue={values.servicePlan || "none"}>
          {(input) => (
            <select {...input} className={SELECT_CLASSES}>
              {PLAN_CODES.map((code) => (
                <option key={code} value={code}>
                  {m.plans[code]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {/* The balance is the sum of the open invoices (ADR 084): typed only as a new customer's opening balance. */}
        <Field
          {...field("currentBalance")}
          label={f.currentBalance}
          hint={props.mode === "add" ? f.currentBalanceHint : f.currentBalanceEditHint}
        >
          {(input) => (
            <Input
              {...input}
              type="number"
              step="0.01"
              min={0}
              inputMode="decimal"
              placeholder="0.00"
              disabled={props.mode === "edit"}
            />
          )}
        </Field>
        <Field
          {...field("nextServiceDue")}
          label={f.nextServiceDue}
          hint={followsPlan ? format(f.nextServiceFollowsPlan, { plan: m.plans[followsPlan] }) : undefined}
        >
          {/* Read-only, not disabled: the form still posts the date, which the server accepts unchanged. */}
          {(input) => <Input {...input} type="date" readOnly={Boolean(followsPlan)} />}
        </Field>
      </Section>
      <Section title={m.sections.equipment}>
        <Field {...field("equipmentType")} label={f.equipmentType} hint={f.equipmentTypeHint}>
          {(input) => (
            <Input {...input} list={`${formId}-equipment-types`} maxLength={max.equipmentType} autoComplete="off" />
          )}
        </Field>
        <datalist id={`${formId}-equipment-types`}>
          {EQUIPMENT_TYPES.map((type) => (
            <option key={type} value={type} label={m.equipmentTypes[type]} />
          ))}
        </datalist>
        <Field {...field("installationDate")} label={f.installationDate}>
          {(input) => <Input {...input} type="date" />}
        </Field>
        <Field {...field("equipmentBrand")} label={f.equipmentBrand}>
          {(input) => <Input {...input} maxLength={max.equipmentBrand} autoComplete="off" />}
        </Field>
        <Field {...field("equipmentModel")} label={f.equipmentModel}>
          {(input) => <Input {...input} maxLength={max.equipmentModel} autoComplete="off" />}
        </Field>
      </Section>
      <Section title={m.sections.notes} columns={1}>
        <Field {...field("notes")} label={f.notes} hint={f.notesHint}>
          {(input) => <Textarea {...input} rows={4} maxLength={max.notes} />}
        </Field>
      </Section>
    </div>
  );
}

function Section({ title, columns = 2, children }: { title: string; columns?: 1 | 2; children: ReactNode }) {
  return (
    <fieldset className={cn("grid gap-4", columns === 2 && "sm:grid-cols-2")}>
      <legend className="mb-3 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

type InputProps = {
  id: string;
  name: string;
  defaultValue: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

/** A label, the input the render prop draws, its hint and its error, tied together by ids. */
function Field(props: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
  children: (input: InputProps) => ReactNode;
}) {
  const hintId = `${props.id}-hint`;
  const errorId = `${props.id}-error`;
  const describedBy = [props.hint ? hintId : null, props.error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("space-y-2", props.className)}>
      <Label htmlFor={props.id}>
        {props.label}
        {props.required ? (
          <span aria-hidden="true" className="ml-0.5">
            *
          </span>
        ) : null}
      </Label>
      {props.children({
        id: props.id,
        name: props.name,
        defaultValue: props.defaultValue,
        "aria-invalid": props.error ? true : undefined,
        "aria-describedby": describedBy,
      })}
      {props.hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
