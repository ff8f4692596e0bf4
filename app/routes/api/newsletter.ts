import { AppError, isAppError } from "~/domain/app-error";
import {
  newsletterFieldErrors,
  NewsletterSubscriptionSchema,
  type NewsletterFieldErrors,
  type NewsletterSource,
} from "~/domain/newsletter/newsletter-schemas";
import { newsletterToast, newsletterToastId, type NewsletterOutcome } from "~/domain/newsletter/newsletter-toast";
import { subscribeToNewsletter } from "~/domain/newsletter/subscribe-to-newsletter.server";
import { FAILURE_TOAST_MS } from "~/config/toast-durations";
import { anyVisitor, formAction } from "~/form-actions/form-action.server";
import { backPath } from "~/http/back-path.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import type { FormFields } from "~/http/form-reply";
import { wantsJson } from "~/http/wants-json";
import { isLocale, type Locale, type Messages } from "~/i18n/catalog";
import { localeFromPath, localizedPath } from "~/i18n/locale";

/** A subscription is two short fields; anything much bigger is not a form of ours. */
const MAX_BODY_BYTES = 8 * 1024;

const HTTP_STATUS: Record<NewsletterOutcome, number> = {
  subscribed: 200,
  invalid: 400,
  rate_limited: 429,
  failed: 500,
};

/** Only POST: the forms post here. */
export function loader() {
  return Response.json({ error: "Method Not Allowed" }, { status: 405, headers: { Allow: "POST" } });
}

/**
 * POST { email, name?, source: footer|contact_page, locale?, redirectTo? } from the footer and contact-page
 * newsletter forms. Answers fetch callers (Accept: application/json) with { status, toast, fieldErrors? } and
 * sends a plain form post (no JavaScript) back to the page it came from with the same toast.
 */
export const action = formAction({
  scope: "newsletter",
  guard: anyVisitor,
  words: (messages) => messages.newsletter,
  publicForm: {
    form: "newsletter",
    maxBodyBytes: MAX_BODY_BYTES,
    logLabel: "[newsletter] a subscription body",
    // A bot that filled the hidden field is told it worked and nothing is stored, so it learns nothing.
    botAnswer: (context) => answerer(context)("subscribed"),
    unreadable: { email: "emailRequired" },
  },
  postedFrom: ({ request, fields }) => {
    const back = backPath(request, fields.redirectTo);
    const locale: Locale = isLocale(fields.locale) ? fields.locale : (localeFromPath(back ?? "/") ?? "en");
    return { page: back ?? localizedPath("/", locale), locale };
  },
  defaultIntent: "subscribe",
  intents: {
    subscribe: {
      run: async (context) => {
        const parsed = NewsletterSubscriptionSchema.safeParse({ ...context.fields, locale: context.locale });
        if (!parsed.success)
          throw new AppError("BAD_INPUT", "The subscription was refused", newsletterFieldErrors(parsed.error));
        // A new address and one already on the list get the same answer, so nobody learns which it was (ADR 036).
        await subscribeToNewsletter(parsed.data);
        return answerer(context)("subscribed");
      },
    },
  },
  // The newsletter's own outcomes: a refused field (the schema's or the domain's), a body too large, too many
  // attempts, or a failure (logged by the pipeline).
  refusalReply: ({ body, headers, error }, context) => {
    const reply = answerer(context);
    switch (body.code) {
      case "PAYLOAD_TOO_LARGE":
        return reply("invalid", { status: 413, headers });
      case "RATE_LIMITED":
        return reply("rate_limited", { headers });
      case "BAD_INPUT":
        return reply("invalid", { fieldErrors: isAppError(error) ? (error.fieldErrors ?? {}) : {} });
      default:
        return reply("failed");
    }
  },
});

type ReplyOptions = { status?: number; fieldErrors?: NewsletterFieldErrors; headers?: Record<string, string> };

/** The answer to a post, by its outcome: JSON for a fetch caller, else back to the form's page with the toast. */
function answerer(context: { request: Request; fields: FormFields; page?: string; words: Messages["newsletter"] }) {
  const source: NewsletterSource = context.fields.source === "contact_page" ? "contact_page" : "footer";
  const messages = context.words;
  return (outcome: NewsletterOutcome, options: ReplyOptions = {}): Response => {
    const toast = newsletterToast(outcome, source, messages, options.fieldErrors);
    if (!wantsJson(context.request)) {
      const flash = {
        ...toast,
        id: newsletterToastId(source),
        ...(toast.variant === "error" ? { durationMs: FAILURE_TOAST_MS } : {}),
      };
      return redirectWithToast(context.page ?? "/", flash, { headers: options.headers });
    }
    const fieldErrors = options.fieldErrors ? fieldMessages(options.fieldErrors, messages) : undefined;
    return Response.json(
      { status: outcome, toast, ...(fieldErrors ? { fieldErrors } : {}) },
      { status: options.status ?? HTTP_STATUS[outcome], headers: { "Cache-Control": "no-store", ...options.headers } },
    );
  };
}

/** Field error keys as the page's words (a key without wording is passed on as it is). */
function fieldMessages(fieldErrors: NewsletterFieldErrors, messages: Messages["newsletter"]): Record<string, string> {
  const words = messages.validation as Record<string, string>;
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, key]) => [field, words[key ?? ""] ?? String(key)]),
  );
}
