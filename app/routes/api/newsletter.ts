import { safeRedirectPath } from "~/auth/safe-redirect";
import { env } from "~/config/env.server";
import { isAppError } from "~/domain/app-error";
import {
  NEWSLETTER_HONEYPOT_FIELD,
  newsletterFieldErrors,
  NewsletterSubscriptionSchema,
  type NewsletterFieldErrors,
  type NewsletterSource,
} from "~/domain/newsletter/newsletter-schemas";
import { newsletterToast, type NewsletterOutcome } from "~/domain/newsletter/newsletter-toast";
import { subscribeToNewsletter } from "~/domain/newsletter/subscribe-to-newsletter.server";
import { consumeRateLimit } from "~/domain/rate-limits/consume-rate-limit.server";
import { clientIp } from "~/http/client-ip.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { isLocale, messagesFor, type Locale, type Messages } from "~/i18n/catalog";
import { localeFromPath, localizedPath } from "~/i18n/locale";
import type { Route } from "./+types/newsletter";

/** A subscription is two short fields; anything much bigger is not a form of ours. */
const MAX_BODY_BYTES = 8 * 1024;
/** Failure toasts stay 8 s (spec document 1 §9). */
const FAILURE_TOAST_MS = 8000;

const HTTP_STATUS: Record<NewsletterOutcome, number> = { subscribed: 200, already_subscribed: 200, invalid: 400, rate_limited: 429, failed: 500 };

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
  const body = await readFields(request);
  const back = backPath(request, body.fields.redirectTo);
  const locale: Locale = isLocale(body.fields.locale) ? body.fields.locale : (localeFromPath(back ?? "/") ?? "en");
  const source: NewsletterSource = body.fields.source === "contact_page" ? "contact_page" : "footer";
  const reply = answerer({ asJson: wantsJson(request), back: back ?? localizedPath("/", locale), source, messages: messagesFor(locale).newsletter });

  if (body.problem === "too-large") return reply("invalid", { status: 413 });
  const { RATE_LIMIT_FORM_MAX, RATE_LIMIT_FORM_WINDOW_SECONDS } = env();
  const limit = await consumeRateLimit({ key: `newsletter:${clientIp(request)}`, max: RATE_LIMIT_FORM_MAX, windowSeconds: RATE_LIMIT_FORM_WINDOW_SECONDS });
  if (!limit.allowed) return reply("rate_limited", { headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  // A bot that filled the hidden field is told it worked and nothing is stored, so it learns nothing.
  if (body.fields[NEWSLETTER_HONEYPOT_FIELD]) return reply("subscribed");
  if (body.problem === "unreadable") return reply("invalid", { fieldErrors: { email: "emailRequired" } });

  const parsed = NewsletterSubscriptionSchema.safeParse({ ...body.fields, locale });
  if (!parsed.success) return reply("invalid", { fieldErrors: newsletterFieldErrors(parsed.error) });
  try {
    const result = await subscribeToNewsletter(parsed.data);
    return reply(result.status);
  } catch (error) {
    if (isAppError(error) && error.code === "BAD_INPUT") return reply("invalid", { fieldErrors: error.fieldErrors ?? {} });
    console.error(`[newsletter] subscribing from the ${source} form failed`, error);
    return reply("failed");
  }
}

type ReplyOptions = { status?: number; fieldErrors?: NewsletterFieldErrors; headers?: Record<string, string> };

function answerer(context: { asJson: boolean; back: string; source: NewsletterSource; messages: Messages["newsletter"] }) {
  return (outcome: NewsletterOutcome, options: ReplyOptions = {}): Response => {
    const toast = newsletterToast(outcome, context.source, context.messages, options.fieldErrors);
    if (!context.asJson) {
      return redirectWithToast(context.back, { ...toast, ...(toast.variant === "error" ? { durationMs: FAILURE_TOAST_MS } : {}) }, { headers: options.headers });
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
  return Object.fromEntries(Object.entries(fieldErrors).map(([field, key]) => [field, words[key ?? ""] ?? String(key)]));
}

function wantsJson(request: Request): boolean {
  const accept = request.headers.get("accept") ?? "";
  const contentType = request.headers.get("content-type") ?? "";
  return accept.includes("application/json") || contentType.includes("application/json");
}

type Fields = Record<string, string>;

/** The posted text fields (form or JSON), refusing bodies over MAX_BODY_BYTES without reading them whole. */
async function readFields(request: Request): Promise<{ fields: Fields; problem?: "too-large" | "unreadable" }> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) return { fields: {}, problem: "too-large" };
  const bytes = await readAtMost(request, MAX_BODY_BYTES);
  if (!bytes) return { fields: {}, problem: "too-large" };
  const contentType = request.headers.get("content-type") ?? "";
  try {
    if (contentType.includes("application/json")) {
      const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes) || "{}");
      if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return { fields: {}, problem: "unreadable" };
      return { fields: textFields(Object.entries(parsed)) };
    }
    const form = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
    return { fields: textFields([...form.entries()]) };
  } catch (error) {
    console.warn(`[newsletter] a subscription body could not be read: ${error instanceof Error ? error.message : String(error)}`);
    return { fields: {}, problem: "unreadable" };
  }
}

function textFields(entries: [string, unknown][]): Fields {
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/** The body, or null when it is longer than `limit` bytes (a chunked body may not declare its length). */
async function readAtMost(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const joined = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return joined;
}

/** Where a plain form post goes back to: the form's redirectTo, else the page it was posted from, on this site only. */
function backPath(request: Request, redirectTo: string | undefined): string | undefined {
  const fromForm = safeRedirectPath(redirectTo, "");
  if (fromForm) return fromForm;
  const referer = request.headers.get("referer");
  if (!referer) return undefined;
  try {
    const from = new URL(referer);
    if (from.origin !== new URL(request.url).origin) return undefined;
    return safeRedirectPath(`${from.pathname}${from.search}`, "") || undefined;
  } catch (error) {
    console.warn("[newsletter] ignoring an unreadable Referer header", error);
    return undefined;
  }
}
