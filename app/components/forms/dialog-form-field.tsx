import type { ReactNode } from "react";
import { Label } from "~/components/ui/label";
import { cn } from "~/components/ui/class-names";

/*
 * A dialog form's labelled field: the back office dialogs (service records, appointment scheduling and booking) give
 * their inputs ids `<formId>-<name>`, with the hint and error tied to them by aria-describedby.
 */

/** The input's id, name and ARIA ties to its hint and error, for the dialogs' fields. */
export function fieldProps(formId: string, name: string, errors: Record<string, string>, hint = false) {
  return {
    id: `${formId}-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby":
      [hint ? `${formId}-${name}-hint` : null, errors[name] ? `${formId}-${name}-error` : null]
        .filter(Boolean)
        .join(" ") || undefined,
  };
}

/** A labelled field with its hint and its error message (ids as `fieldProps` gives them). */
export function FormField(props: {
  formId: string;
  name: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
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
