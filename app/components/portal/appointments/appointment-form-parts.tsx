import type { ReactNode } from "react";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Label } from "~/components/ui/label";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";

export const SELECT_CLASSES =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 aria-[invalid=true]:border-destructive md:text-sm";

/** An input's id, name and its links to its error and (when it has one) its hint, as the booking forms share them. */
export function fieldProps(formId: string, name: string, errors: Record<string, string>, hasHint = false) {
  const described = [errors[name] ? `${formId}-${name}-error` : null, hasHint ? `${formId}-${name}-hint` : null].filter(
    Boolean,
  );
  return {
    id: `${formId}-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": described.join(" ") || undefined,
  };
}

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
    <div className={`space-y-2 ${props.className ?? ""}`}>
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

/** A zip code in no booking zone: no window is offered, the office's phone is (issue 34 item 2). */
export function OutsideAreaNotice({ zip, phone }: { zip: string; phone: string }) {
  const m = useMessages().portal.appointments.outsideArea;
  return (
    <Alert data-testid="outside-area">
      <p className="mb-1 font-semibold leading-none">{m.title}</p>
      <AlertDescription>
        {format(m.body, { zip })}{" "}
        <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="font-medium underline">
          {phone}
        </a>
      </AlertDescription>
    </Alert>
  );
}
