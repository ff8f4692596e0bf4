import { Label } from "~/components/ui/label";
import { cn } from "~/components/ui/class-names";

/**
 * A labelled native select (works without JavaScript, and phones show their own picker), styled like the inputs;
 * its error is tied to it for screen readers.
 */
export function SelectField(props: {
  formId: string;
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  defaultValue?: string;
  required?: boolean;
  error?: string;
  className?: string;
}) {
  const id = `${props.formId}-${props.name}`;
  const errorId = `${id}-error`;
  const hasPlaceholder = props.options[0]?.value === "";
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
      <select
        id={id}
        name={props.name}
        defaultValue={props.defaultValue}
        // HTML lets a select be `required` only when its first option is an empty placeholder; one that always has a
        // choice made tells screen readers it is required with aria-required instead.
        required={props.required && hasPlaceholder ? true : undefined}
        aria-required={props.required && !hasPlaceholder ? true : undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        className="flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 aria-[invalid=true]:border-destructive md:text-sm"
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {props.error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
