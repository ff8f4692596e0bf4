import { Input, Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/components/ui/class-names";

/**
 * A labelled input or textarea for the public forms; its error and hint are tied to it for screen readers
 * (aria-invalid, aria-describedby). Required fields get a visible asterisk and `required` (the forms set
 * noValidate, so the server's and the schema's messages show instead of the browser's).
 */
export function TextField(props: {
  formId: string;
  name: string;
  label: string;
  required?: boolean;
  type?: "text" | "email" | "tel";
  multiline?: boolean;
  autoComplete?: string;
  inputMode?: "text" | "numeric" | "email" | "tel";
  maxLength?: number;
  defaultValue?: string;
  error?: string;
  hint?: string;
  /** Classes for the label and the error line (the footer's dark background needs other colours). */
  labelClassName?: string;
  errorClassName?: string;
  /** Classes for the input itself, e.g. a scroll margin when a link lands on it. */
  inputClassName?: string;
  className?: string;
}) {
  const id = `${props.formId}-${props.name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [props.hint ? hintId : null, props.error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const shared = {
    id,
    name: props.name,
    autoComplete: props.autoComplete,
    defaultValue: props.defaultValue,
    required: props.required,
    maxLength: props.maxLength,
    "aria-invalid": props.error ? true : undefined,
    "aria-describedby": describedBy,
    className: props.inputClassName,
  };
  return (
    <div className={cn("space-y-2", props.className)}>
      <Label htmlFor={id} className={props.labelClassName}>
        {props.label}
        {props.required ? (
          <span aria-hidden="true" className="ml-0.5">
            *
          </span>
        ) : null}
      </Label>
      {props.multiline ? (
        <Textarea {...shared} rows={4} />
      ) : (
        <Input {...shared} type={props.type ?? "text"} inputMode={props.inputMode} />
      )}
      {props.hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={errorId} role="alert" className={cn("text-sm font-medium text-destructive", props.errorClassName)}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
