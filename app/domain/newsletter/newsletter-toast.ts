import type { Messages } from "~/i18n/catalog";
import type { NewsletterFieldErrors, NewsletterSource } from "./newsletter-schemas";

export type NewsletterOutcome = "subscribed" | "already_subscribed" | "invalid" | "rate_limited" | "failed";

/** "error" is the spec's destructive toast; "info" a neutral one (a duplicate address, from either form). */
export type NewsletterToast = { title: string; description?: string; variant: "success" | "error" | "info" };

/**
 * The toast each form shows for an outcome, word for word from spec document 2 §8: the two forms differ in the
 * duplicate's tone and the failure's wording. Used by the endpoint and by the forms themselves.
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
    case "already_subscribed":
      // Not an error (ADR 029), although spec 2 made the footer's destructive: the address is subscribed as asked.
      return { title: t.alreadySubscribed, description: t.alreadySubscribedDescription, variant: "info" };
    case "invalid":
      if (fieldErrors.email === "emailRequired") {
        return { title: t.emailRequired, description: source === "footer" ? t.emailRequiredFooter : t.emailRequiredContactPage, variant: "error" };
      }
      return { title: t.failed, description: validationText(fieldErrors, messages) ?? failedDescription(source, messages), variant: "error" };
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
export function validationText(fieldErrors: NewsletterFieldErrors, messages: Messages["newsletter"]): string | undefined {
  for (const key of [fieldErrors.email, fieldErrors.name]) {
    if (key && key in messages.validation) return messages.validation[key as keyof Messages["newsletter"]["validation"]];
  }
  return undefined;
}
