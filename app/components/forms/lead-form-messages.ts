import type { FlashToast } from "~/http/flash-toast.server";
import type { LeadFormKind, LeadFormOutcome } from "~/http/lead-form-reply";
import { format, type Locale, type Messages } from "~/i18n/catalog";
import { FAILURE_TOAST_MS, SUCCESS_TOAST_MS, VALIDATION_TOAST_MS } from "~/config/toast-durations";
import { LEAD_FIELD_MAX_LENGTH } from "~/domain/leads/lead-field-limits";

/** Field → error key (from the schema) or → words (as shown). */
export type FieldErrorKeys = Partial<Record<string, string>>;

type Worded = { title: string; description: string };

/** The field limit a "…TooLong" key speaks of, for the `{max}` in its words. */
const TOO_LONG_LIMITS: Record<string, number> = Object.fromEntries(
  Object.entries(LEAD_FIELD_MAX_LENGTH).map(([field, limit]) => [`${field}TooLong`, limit]),
);

function catalogOf(kind: LeadFormKind, messages: Messages): Record<string, Worded> {
  return kind === "estimate" ? messages.estimate.validation : messages.contactPage.validation;
}

function worded(key: string, catalog: Record<string, Worded>, locale: Locale): Worded {
  const entry = catalog[key];
  if (!entry) return { title: key, description: key };
  const max = TOO_LONG_LIMITS[key];
  return max === undefined
    ? entry
    : {
        title: entry.title,
        description: format(entry.description, { max: max.toLocaleString(locale === "es" ? "es-ES" : "en-US") }),
      };
}

/** The line shown under each field, in the page's language. */
export function fieldMessagesOf(
  kind: LeadFormKind,
  errors: FieldErrorKeys,
  messages: Messages,
  locale: Locale,
): Record<string, string> {
  const catalog = catalogOf(kind, messages);
  return Object.fromEntries(
    Object.entries(errors).flatMap(([field, key]) => (key ? [[field, worded(key, catalog, locale).description]] : [])),
  );
}

/**
 * The toast for a form's outcome, word for word from the spec: an estimate's first invalid field as its own
 * titled message ('Name Required' / 'Please enter your name'); a contact message with a required field left
 * empty as 'Missing Information' / 'Please fill in all required fields' (spec document 2 §5).
 */
export function leadFormToast(input: {
  kind: LeadFormKind;
  outcome: LeadFormOutcome;
  messages: Messages;
  locale: Locale;
  phone: string;
  errors?: FieldErrorKeys;
}): FlashToast {
  const { kind, outcome, messages, locale, phone } = input;
  const words = kind === "estimate" ? messages.estimate.toasts : messages.contactPage.toasts;
  switch (outcome) {
    case "sent":
      return kind === "estimate"
        ? {
            title: messages.estimate.toasts.submitted,
            description: messages.estimate.toasts.submittedDescription,
            variant: "success",
            durationMs: SUCCESS_TOAST_MS,
          }
        : {
            title: messages.contactPage.toasts.sent,
            description: messages.contactPage.toasts.sentDescription,
            variant: "success",
            durationMs: SUCCESS_TOAST_MS,
          };
    case "invalid": {
      const keys = Object.values(input.errors ?? {}).filter((key): key is string => Boolean(key));
      if (kind === "contact" && keys.some((key) => key.endsWith("Required"))) {
        return {
          title: messages.contactPage.toasts.missing,
          description: messages.contactPage.toasts.missingDescription,
          variant: "error",
          durationMs: VALIDATION_TOAST_MS,
        };
      }
      const first = worded(keys[0] ?? "", catalogOf(kind, messages), locale);
      return { ...first, variant: "error", durationMs: VALIDATION_TOAST_MS };
    }
    case "too_large":
      return { title: words.failed, description: words.tooLarge, variant: "error", durationMs: FAILURE_TOAST_MS };
    case "rate_limited":
      return {
        title: words.failed,
        description: format(words.tooManyAttempts, { phone }),
        variant: "error",
        durationMs: FAILURE_TOAST_MS,
      };
    case "failed":
      return kind === "estimate"
        ? {
            title: messages.estimate.toasts.failed,
            // The spec's error message, then a line to try again or call the company phone.
            description: `${messages.estimate.toasts.failedDescription}\n${format(messages.estimate.toasts.failedCallLine, { phone })}`,
            variant: "error",
            durationMs: FAILURE_TOAST_MS,
          }
        : {
            title: messages.contactPage.toasts.failed,
            description: format(messages.contactPage.toasts.failedDescription, { phone }),
            variant: "error",
            durationMs: FAILURE_TOAST_MS,
          };
  }
}
