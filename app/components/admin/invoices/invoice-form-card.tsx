import type { ReactNode } from "react";
import { Form } from "react-router";
import { Label } from "~/components/ui/label";
import type { FormReply } from "~/http/form-reply";

export const selectClasses = "h-10 w-full rounded-md border border-input bg-background px-3 text-sm";

/** A titled card holding one form, its refusal under it when the reply answers this form. */
export function FormCard(props: {
  title: string;
  hint?: string;
  intent: string;
  reply?: FormReply;
  children: ReactNode;
}) {
  const error = props.reply?.intent === props.intent ? Object.values(props.reply.fieldErrors ?? {})[0] : undefined;
  const id = `invoice-${props.intent}`;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {props.title}
      </h2>
      {props.hint ? <p className="text-sm text-muted-foreground">{props.hint}</p> : null}
      <Form method="post" className="flex flex-col gap-3" aria-describedby={error ? `${id}-error` : undefined}>
        <input type="hidden" name="intent" value={props.intent} />
        {props.children}
      </Form>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </section>
  );
}

export function Field(props: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={props.id}>{props.label}</Label>
      {props.children}
    </div>
  );
}
