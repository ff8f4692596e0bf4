import { isAppError } from "~/domain/app-error";
import {
  newsletterFieldErrors,
  NewsletterSubscriptionSchema,
  type NewsletterFieldErrors,
  type NewsletterSource,
} from "~/domain/newsletter/newsletter-schemas";
import { newsletterToast, newsletterToastId, type NewsletterOutcome } from "~/domain/newsletter/newsletter-toast";
import { subscribeToNewsletter } from "~/domain/newsletter/subscribe-to-newsletter.server";
import { FAILURE_TOAST_MS } from "~/config/toast-durations";
import { backPath } from "~/http/back-path.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { screenPublicForm } from "~/form-actions/screen-public-form.server";
import { wantsJson } from "~/http/wants-json";
import { isLocale, type Locale, type Messages } from "~/i18n/catalog";
import { messagesFor } from "~/i18n/messages.server";
import { localeFromPath, localizedPath } from "~/i18n/locale";
import type { Route } from "./+types/newsletter";

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
export async function action({ request }: Route.ActionArgs) {
  const body = await screenPublicForm(request, {
    form: "newsletter",
    maxBodyBytes: MAX_BODY_BYTES,
    logLabel: "[newsletter] a subscription body",
  });
  const back = backPath(request, body.fields.redirectTo);
  const locale: Locale = isLocale(body.fields.locale) ? body.fields.locale : (localeFromPath(back ?? "/") ?? "en");
  const source: NewsletterSource = body.fields.source === "contact_page" ? "contact_page" : "footer";
  const reply = answerer({
    asJson: wantsJson(request),
    back: back ?? localizedPath("/", locale),
    source,
    messages: messagesFor(locale).newsletter,
  });

  switch (body.verdict) {
    case "too-large":
      return reply("invalid", { status: 413 });
    case "rate-limited":
      return reply("rate_limited", { headers: { "Retry-After": String(body.retryAfterSeconds) } });
    case "bot":
      // A bot that filled the hidden field is told it worked and nothing is stored, so it learns nothing.
      return reply("subscribed");
    case "unreadable":
      return reply("invalid", { fieldErrors: { email: "emailRequired" } });
    case "accepted":
      break;
  }

  const parsed = NewsletterSubscriptionSchema.safeParse({ ...body.fields, locale });
  if (!parsed.success) return reply("invalid", { fieldErrors: newsletterFieldErrors(parsed.error) });
  try {
    // A new address and one already on the list get the same answer, so nobody learns which it was (ADR 036).
    await subscribeToNewsletter(parsed.data);
    return reply("subscribed");
  } catch (error) {
    if (isAppError(error) && error.code === "BAD_INPUT")
      return reply("invalid", { fieldErrors: error.fieldErrors ?? {} });
    console.error(`[newsletter] subscribing from the ${source} form failed`, error);
    return reply("failed");
  }
}

type ReplyOptions = { status?: number; fieldErrors?: NewsletterFieldErrors; headers?: Record<string, string> };

function answerer(context: {
  asJson: boolean;
  back: string;
  source: NewsletterSource;
  messages: Messages["newsletter"];
}) {
  return (outcome: NewsletterOutcome, options: ReplyOptions = {}): Response => {
    const toast = newsletterToast(outcome, context.source, context.messages, options.fieldErrors);
    if (!context.asJson) {
      const flash = {
        ...toast,
        id: newsletterToastId(context.source),
        ...(toast.variant === "error" ? { durationMs: FAILURE_TOAST_MS } : {}),
      };
      return redirectWithToast(context.back, flash, { headers: options.headers });
    }
    const fieldErrors = options.fieldErrors ? fieldMessages(options.fieldErrors, context.messages) : undefined;
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
