/**
 * A field people never see (moved off-screen by CSS, not `type=hidden`, and skipped by the keyboard): a value in
 * it means a bot filled the form. Every public form carries it under this name.
 */
export const HONEYPOT_FIELD = "company_website";

export function filledHoneypot(fields: Record<string, string | undefined>): boolean {
  return Boolean(fields[HONEYPOT_FIELD]);
}
