import { useEffect, useState, type FormEvent } from "react";
import type { z } from "zod";
import { fieldErrorsOf, type ValidationKey } from "~/domain/accounts/account-schemas";

type FieldErrors = Partial<Record<string, ValidationKey>>;

/**
 * Runs the form's zod schema in the browser (the server runs the same one): errors show inline before a round
 * trip, a fixed field's error clears as the visitor types, and a newer server answer replaces both.
 */
export function useClientValidation(schema: z.ZodType, serverErrors: FieldErrors | undefined) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  useEffect(() => setClientErrors(null), [serverErrors]);
  const errors: FieldErrors = clientErrors ?? serverErrors ?? {};

  function validate(form: HTMLFormElement): FieldErrors {
    const result = schema.safeParse(Object.fromEntries(new FormData(form)));
    return result.success ? {} : fieldErrorsOf(result.error);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const found = validate(event.currentTarget);
    const fields = Object.keys(found);
    setClientErrors(found);
    if (fields.length === 0) return;
    event.preventDefault();
    event.currentTarget.querySelector<HTMLElement>(`[name="${fields[0]}"]`)?.focus();
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const shown = Object.keys(errors);
    if (shown.length === 0) return;
    const found = validate(event.currentTarget);
    setClientErrors(Object.fromEntries(Object.entries(found).filter(([field]) => shown.includes(field))));
  }

  return { errors, onSubmit, onChange };
}
