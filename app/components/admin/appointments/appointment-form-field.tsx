import { Input } from "~/components/ui/input";
import { fieldProps } from "~/components/forms/dialog-form-field";

/** The technician's name with the names used before as suggestions. */
export function TechnicianNameInput(props: {
  formId: string;
  errors: Record<string, string>;
  defaultValue: string;
  suggestions: string[];
  maxLength: number;
  hint?: boolean;
}) {
  const listId = `${props.formId}-technicians`;
  return (
    <>
      <Input
        {...fieldProps(props.formId, "technicianName", props.errors, props.hint)}
        list={listId}
        maxLength={props.maxLength}
        defaultValue={props.defaultValue}
        autoComplete="off"
      />
      <datalist id={listId}>
        {props.suggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </>
  );
}
