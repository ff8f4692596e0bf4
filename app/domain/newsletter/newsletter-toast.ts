import type { Messages } from "~/i18n/catalog";
import type { NewsletterFieldErrors, NewsletterSource } from "./newsletter-schemas";

/**
 * What a visitor is told. "subscribed" covers a new address AND one already on the list: the answer must not tell a
 * stranger whether someone else's address was subscribed before (ADR 036), and both end on the list.
 */
export type NewsletterOutcome = "subscribed" | "invalid" | "rate_limited" | "failed";

/** "error" is the spec's destructive toast. */
export type NewsletterToast = { title: string; description?: string; variant: "success" | "error" | "info" };

/**
 * The toast each form shows for an outcome, from spec document 2 §8 (the two forms differ in the failure's
 * wording), except the success's description: it says what is true for a new and a known address alike, and what
 * the welcome mail really is (a welcome that confirms, with nothing to click). Used by the endpoint and the forms.
 */
export function newsletterToast(
  outcome: NewsletterOutcome,
  source: NewsletterSource,
  messages: Messages["newsletter"],
  fieldErrors: NewsletterFieldErrors = {},
): NewsletterToast {
  const t = messages.toasts;
  switch (outcome) {
    case "subscribed":
      return { title: t.subscribed, description: t.subscribedDescription, variant: "success" };
    case "invalid":
      if (fieldErrors.email === "emailRequired") {
        return {
          title: t.emailRequired,
          description: source === "footer" ? t.emailRequiredFooter : t.emailRequiredContactPage,
          variant: "error",
        };
      }
      return {
        title: t.failed,
        description: validationText(fieldErrors, messages) ?? failedDescription(source, messages),
        variant: "error",
      };
    case "rate_limited":
      return { title: t.failed, description: t.tooManyAttempts, variant: "error" };
    case "failed":
      return { title: t.failed, description: failedDescription(source, messages), variant: "error" };
  }
}

function failedDescription(source: NewsletterSource, messages: Messages["newsletter"]): string {
  return source === "footer" ? messages.toasts.failedFooter : messages.toasts.failedContactPage;
}

/** A field error key as the page's words; keys without wording (source, locale) are not for people. */
export function validationText(
  fieldErrors: NewsletterFieldErrors,
  messages: Messages["newsletter"],
): string | undefined {
  for (const key of [fieldErrors.email, fieldErrors.name]) {
    if (key && key in messages.validation)
      return messages.validation[key as keyof Messages["newsletter"]["validation"]];
  }
  return undefined;
}

/** One toast per newsletter form: its newer answer replaces the older (a fixed address's error goes away). */
export function newsletterToastId(source: NewsletterSource): string {
  return `newsletter-${source}`;
}
