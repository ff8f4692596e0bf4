import { Input } from "~/components/ui/input";
import { FieldError, Label } from "~/components/ui/label";

/** A labelled input whose error and hint are tied to it for screen readers (aria-invalid, aria-describedby). */
export function FormField(props: {
  /** Makes ids unique when two forms on one page have a field of the same name. */
  formId: string;
  name: string;
  label: string;
  type?: "text" | "email" | "password" | "tel";
  /** Not required (the sign-up's phone, asked only for texts). */
  optional?: boolean;
  autoComplete?: string;
  defaultValue?: string;
  error?: string;
  hint?: string;
}) {
  const id = `${props.formId}-${props.name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [props.hint ? hintId : null, props.error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{props.label}</Label>
      <Input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        defaultValue={props.defaultValue}
        required={!props.optional}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {props.hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={props.error} />
    </div>
  );
}
