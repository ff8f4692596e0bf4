import { data, redirect } from "react-router";
import type { z } from "zod";
import { leadFormErrors } from "~/domain/leads/lead-schemas";
import { fieldMessagesOf, leadFormToast, type FieldErrorKeys } from "~/components/forms/lead-form-messages";
import { getSettings, type BusinessSettings } from "~/domain/settings/get-settings.server";
import { messagesFor } from "~/i18n/messages.server";
import { resolveLocale } from "~/i18n/locale";
import { readSubmissionToken } from "~/domain/leads/lead-submission-key.server";
import type { LeadFormKind, LeadFormOutcome, LeadFormReply } from "~/http/lead-form-reply";
import { sentConfirmationCookie } from "~/http/sent-confirmation.server";
import { SUBMISSION_TOKEN_FIELD } from "~/http/submission-token";
import { screenPublicForm } from "./screen-public-form.server";
import { wantsDataReply } from "~/http/wants-json";

/** A lead form is a few short fields and a message of at most 5,000 characters, percent-encoded: 64 KB is plenty. */
export const LEAD_FORM_MAX_BODY_BYTES = 64 * 1024;

const HTTP_STATUS: Record<LeadFormOutcome, number> = {
  sent: 200,
  invalid: 400,
  failed: 500,
  rate_limited: 429,
  too_large: 413,
};

/**
 * The action behind a public lead form (the home page's estimate form, the contact page's form): size limit,
 * per-IP rate limit and honeypot, then the form's zod schema (the one the browser ran), then ONE domain call with
 * the form's one-time submission token (a repeat of a sent request answers "sent" again and saves nothing, ADR 036).
 * A fetcher gets LeadFormReply data (on "sent" the form draws its confirmation); a plain form post (before
 * JavaScript loads) that sent is redirected to the confirmation's place with a one-minute cookie that asks the page
 * for it, and one that did not gets the page again with field errors (400) or the failure (500) and what was typed.
 * Not `formAction` (ADR 063): its refusals are the public-form screening's verdicts and the schema's, answered in
 * the lead forms' own LeadFormReply; its one operation throws no AppError (saveLeadWithFollowUps only fails
 * unexpectedly), so the catch below is the spec's 'Submission Failed' (500), not an AppError mapped by hand.
 */
export async function handleLeadForm<Schema extends z.ZodType>(
  request: Request,
  form: {
    kind: LeadFormKind;
    schema: Schema;
    /** The fields echoed back to a plain post that did not succeed. */
    fields: readonly string[];
    /** Where a plain post goes after success: the page with its confirmation's anchor, e.g. "/#estimate-sent". */
    successPath: string;
    save: (
      value: z.output<Schema>,
      options: { submissionToken: string | null; settings: BusinessSettings },
    ) => Promise<unknown>;
  },
) {
  const screened = await screenPublicForm(request, {
    form: form.kind,
    maxBodyBytes: LEAD_FORM_MAX_BODY_BYTES,
    logLabel: `[${form.kind}-form] a posted body`,
  });
  const locale = resolveLocale(request);
  const messages = messagesFor(locale);
  const settings = await getSettings();
  const { mainPhone } = settings;
  const scripted = wantsDataReply(request, screened.fields);
  const values = Object.fromEntries(form.fields.map((field) => [field, screened.fields[field] ?? ""]));

  const reply = (
    outcome: LeadFormOutcome,
    options: { errors?: FieldErrorKeys; headers?: Record<string, string> } = {},
  ) => {
    const toast = leadFormToast({
      kind: form.kind,
      outcome,
      messages,
      locale,
      phone: mainPhone,
      errors: options.errors,
    });
    if (outcome === "sent" && !scripted) {
      const headers = new Headers(options.headers);
      headers.append("Set-Cookie", sentConfirmationCookie(form.kind));
      return redirect(form.successPath, { headers });
    }
    const body: LeadFormReply = {
      status: outcome,
      toast,
      ...(options.errors ? { fieldErrors: fieldMessagesOf(form.kind, options.errors, messages, locale) } : {}),
      ...(outcome === "sent" ? {} : { values }),
    };
    return data(body, { status: HTTP_STATUS[outcome], headers: { "Cache-Control": "no-store", ...options.headers } });
  };

  switch (screened.verdict) {
    case "too-large":
      return reply("too_large");
    case "rate-limited":
      return reply("rate_limited", { headers: { "Retry-After": String(screened.retryAfterSeconds) } });
    case "bot":
      // Told it worked, and nothing is stored, so the bot learns nothing.
      return reply("sent");
    case "unreadable":
    case "accepted":
      break;
  }

  const parsed = form.schema.safeParse(screened.fields);
  if (!parsed.success) return reply("invalid", { errors: leadFormErrors(parsed.error) });
  try {
    await form.save(parsed.data, {
      submissionToken: readSubmissionToken(screened.fields[SUBMISSION_TOKEN_FIELD]),
      settings,
    });
    return reply("sent");
  } catch (error) {
    console.error(`[${form.kind}-form] saving the lead failed`, error);
    return reply("failed");
  }
}
