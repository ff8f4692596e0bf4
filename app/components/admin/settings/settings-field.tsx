import type { InputHTMLAttributes, ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { FieldError as FieldMessage, Label } from "~/components/ui/label";
import { cn } from "~/components/ui/class-names";

/** The id of a Settings input, and of its hint and message (aria-describedby points at them). */
export function settingsFieldId(name: string): string {
  return `settings-${name}`;
}

/** The attributes that tie an input to its label, hint and field message. */
export function describedField(name: string, options: { error?: string; hint?: boolean }) {
  const id = settingsFieldId(name);
  const describedBy = [options.hint ? `${id}-hint` : null, options.error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return { id, name, "aria-invalid": options.error ? true : undefined, "aria-describedby": describedBy || undefined };
}

export function FieldHint({ name, children }: { name: string; children: ReactNode }) {
  return (
    <p id={`${settingsFieldId(name)}-hint`} className="text-xs text-muted-foreground">
      {children}
    </p>
  );
}

export function FieldError({ name, error }: { name: string; error?: string }) {
  return <FieldMessage id={`${settingsFieldId(name)}-error`} message={error} />;
}

/** A labelled input with its hint and message; `children` is the input, spread with describedField(). */
export function SettingsField(props: {
  name: string;
  label: string;
  required?: boolean;
  requiredLabel?: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("space-y-2", props.className)}>
      <Label htmlFor={settingsFieldId(props.name)}>
        {props.label}
        {props.required ? (
          <>
            <span aria-hidden="true" className="ml-0.5">
              *
            </span>
            <span className="sr-only"> ({props.requiredLabel})</span>
          </>
        ) : null}
      </Label>
      {props.children}
      {props.hint ? <FieldHint name={props.name}>{props.hint}</FieldHint> : null}
      <FieldError name={props.name} error={props.error} />
    </div>
  );
}

/**
 * An on/off setting: a native checkbox drawn as a switch, so it posts with the form before (or without) JavaScript.
 * Ticked posts "on"; unticked posts nothing. A disabled one never posts (the save keeps the stored value).
 */
export function SettingsSwitch(
  props: { name: string; label: string; hint?: ReactNode; badge?: ReactNode; error?: string } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    "name" | "type"
  >,
) {
  const { name, label, hint, badge, error, className, ...input } = props;
  return (
    <div className={cn("flex items-start justify-between gap-4 rounded-lg border p-4", className)}>
      <div className="space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Label htmlFor={settingsFieldId(name)} className={input.disabled ? "cursor-not-allowed" : undefined}>
            {label}
          </Label>
          {badge}
        </div>
        {hint ? <FieldHint name={name}>{hint}</FieldHint> : null}
        <FieldError name={name} error={error} />
      </div>
      <span className="relative mt-0.5 inline-flex h-6 w-11 shrink-0">
        <input
          {...input}
          {...describedField(name, { error, hint: Boolean(hint) })}
          type="checkbox"
          role="switch"
          className={cn(
            "peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full bg-input ring-1 ring-foreground/25 transition-colors checked:bg-primary checked:ring-primary",
            "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50",
          )}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute left-0.5 top-0.5 size-5 rounded-full bg-background shadow transition-transform peer-checked:translate-x-5 peer-disabled:opacity-80"
        />
      </span>
    </div>
  );
}

/** A plain checkbox with its label beside it (closed days, the admin e-mail confirmation). */
export function SettingsCheckbox(
  props: { name: string; label: string; error?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "type">,
) {
  const { name, label, error, className, ...input } = props;
  return (
    <div className={cn("space-y-1", className)}>
      <div className="flex items-center gap-2">
        <input
          {...input}
          {...describedField(name, { error })}
          type="checkbox"
          className="size-4 shrink-0 accent-primary"
        />
        <Label htmlFor={settingsFieldId(name)} className="font-normal">
          {label}
        </Label>
      </div>
      <FieldError name={name} error={error} />
    </div>
  );
}

/** One titled card of a Settings tab; `className` lays out its fields. */
export function SettingsCard(props: { title: string; description: string; className?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{props.title}</CardTitle>
        <CardDescription>{props.description}</CardDescription>
      </CardHeader>
      <CardContent className={props.className}>{props.children}</CardContent>
    </Card>
  );
}

/** A whole number of hours, minutes or percent: a short numeric field with its hint (the allowed range) and message. */
export function SettingsNumberField(props: {
  name: string;
  label: string;
  hint: string;
  error?: string;
  defaultValue?: string;
}) {
  return (
    <SettingsField name={props.name} label={props.label} error={props.error} hint={props.hint}>
      <Input
        {...describedField(props.name, { error: props.error, hint: true })}
        inputMode="numeric"
        maxLength={4}
        autoComplete="off"
        defaultValue={props.defaultValue}
      />
    </SettingsField>
  );
}
