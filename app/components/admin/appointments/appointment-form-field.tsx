import type { ReactNode } from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/components/ui/class-names";

/** The input's id, name and ARIA ties to its hint and error, for the dialogs' fields. */
export function fieldProps(formId: string, name: string, errors: Record<string, string>, hint = false) {
  return {
    id: `${formId}-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": [hint ? `${formId}-${name}-hint` : null, errors[name] ? `${formId}-${name}-error` : null].filter(Boolean).join(" ") || undefined,
  };
}

/** A labelled field with its hint and its error message (ids as `fieldProps` gives them). */
export function FormField(props: { formId: string; name: string; label: string; required?: boolean; error?: string; hint?: string; className?: string; children: ReactNode }) {
  const id = `${props.formId}-${props.name}`;
  return (
    <div className={cn("space-y-2", props.className)}>
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
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
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

/** The technician's name with the names used before as suggestions. */
export function TechnicianNameInput(props: { formId: string; errors: Record<string, string>; defaultValue: string; suggestions: string[]; maxLength: number; hint?: boolean }) {
  const listId = `${props.formId}-technicians`;
  return (
    <>
      <Input {...fieldProps(props.formId, "technicianName", props.errors, props.hint)} list={listId} maxLength={props.maxLength} defaultValue={props.defaultValue} autoComplete="off" />
      <datalist id={listId}>
        {props.suggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </>
  );
}
