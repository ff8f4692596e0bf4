import type { z } from "zod";

/**
 * The first message per field of a failed parse, keyed by the field's name: what a form shows next to each
 * input. Schemas put message keys (not words) in their issues, so each side words them in the page's language.
 */
export function firstIssuePerField<Field extends string = string>(
  error: z.ZodError,
  fallbackField: Field,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? fallbackField) as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}
