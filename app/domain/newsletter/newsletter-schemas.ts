import { z } from "zod";
import { firstIssuePerField } from "~/domain/form-field-errors";
import { leftOutWhenEmpty, singleLineText } from "~/domain/text-fields/text-field-schemas";
import { LOCALES } from "~/i18n/catalog";
import { NEWSLETTER_EMAIL_MAX_LENGTH, NEWSLETTER_NAME_MAX_LENGTH } from "./newsletter-limits";

export const NEWSLETTER_SOURCES = ["footer", "contact_page"] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

export { NEWSLETTER_EMAIL_MAX_LENGTH, NEWSLETTER_NAME_MAX_LENGTH };

/**
 * Both newsletter forms (footer: optional name and email; contact page: email only) and the server. Error
 * messages are keys of the `newsletter.validation` messages, so each side shows them in the page's language.
 * The e-mail is trimmed and lower-cased: addresses are unique whatever their case (spec document 2 §5).
 */
export const NewsletterSubscriptionSchema = z.object({
  email: z
    .string({ error: "emailRequired" })
    .trim()
    .min(1, "emailRequired")
    .max(NEWSLETTER_EMAIL_MAX_LENGTH, "emailTooLong")
    .pipe(z.email("emailInvalid"))
    .transform((email) => email.toLowerCase()),
  // Kept only when something is left after trimming (spec: "sent only if non-empty after trimming").
  name: leftOutWhenEmpty(
    singleLineText({
      max: NEWSLETTER_NAME_MAX_LENGTH,
      messages: { tooLong: "nameTooLong", notAllowed: "nameNotAllowed" },
    }),
  ),
  source: z.enum(NEWSLETTER_SOURCES, { error: "sourceInvalid" }),
  /** The language of the page the form was on: the welcome mail and the answer use it. */
  locale: z.enum(LOCALES, { error: "localeInvalid" }).default("en"),
});

export type NewsletterSubscription = z.infer<typeof NewsletterSubscriptionSchema>;
export type NewsletterSubscriptionInput = z.input<typeof NewsletterSubscriptionSchema>;

export type NewsletterFieldErrors = Partial<Record<"email" | "name" | "source" | "locale", string>>;

/** The first message per field, as `newsletter.validation` keys. */
export function newsletterFieldErrors(error: z.ZodError): NewsletterFieldErrors {
  return firstIssuePerField<keyof NewsletterFieldErrors>(error, "email");
}

/**
 * The body of an unsubscribe POST: what a mail program sends for a one-click unsubscribe (RFC 8058), and what the
 * unsubscribe page's own button sends, so both are one request.
 */
export const NewsletterUnsubscribePostSchema = z.object({ "List-Unsubscribe": z.literal("One-Click") });
