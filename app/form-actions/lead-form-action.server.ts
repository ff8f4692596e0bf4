import { data, redirect } from "react-router";
import type { z } from "zod";
import { AppError, isAppError } from "~/domain/app-error";
import { leadFormErrors } from "~/domain/leads/lead-schemas";
import { fieldMessagesOf, leadFormToast, type FieldErrorKeys } from "~/components/forms/lead-form-messages";
import { getSettings, type BusinessSettings } from "~/domain/settings/get-settings.server";
import type { Locale, Messages } from "~/i18n/catalog";
import { readSubmissionToken } from "~/domain/leads/lead-submission-key.server";
import type { LeadFormKind, LeadFormOutcome, LeadFormReply } from "~/http/lead-form-reply";
import { sentConfirmationCookie } from "~/http/sent-confirmation.server";
import { SUBMISSION_TOKEN_FIELD } from "~/http/submission-token";
import { wantsDataReply } from "~/http/wants-json";
import { anyVisitor, formAction, type FormActionContext, type FormActor } from "./form-action.server";

/** A lead form is a few short fields and a message of at most 5,000 characters, percent-encoded: 64 KB is plenty. */
export const LEAD_FORM_MAX_BODY_BYTES = 64 * 1024;

const HTTP_STATUS: Record<LeadFormOutcome, number> = {
  sent: 200,
  invalid: 400,
  failed: 500,
  rate_limited: 429,
  too_large: 413,
};

type LeadFormWords = { messages: Messages; locale: Locale; settings: BusinessSettings };
type LeadFormContext = FormActionContext<FormActor, LeadFormWords>;

type LeadForm<Schema extends z.ZodType> = {
  kind: LeadFormKind;
  schema: Schema;
  /** The fields echoed back to a plain post that did not succeed. */
  fields: readonly string[];
  /** Where a plain post goes after success: the page with its confirmation's anchor, e.g. "/#estimate-sent". */
  successPath: (locale: Locale) => string;
  save: (
    value: z.output<Schema>,
    options: { submissionToken: string | null; settings: BusinessSettings },
  ) => Promise<unknown>;
};

/**
 * The action behind a public lead form (the home page's estimate form, the contact page's form), on the form-action
 * pipeline (ADR 063): the public-form screening (size limit, per-IP rate limit, honeypot), then the form's zod schema
 * (the one the browser ran), then ONE domain call with the form's one-time submission token (a repeat of a sent
 * request answers "sent" again and saves nothing, ADR 036). A fetcher gets LeadFormReply data (on "sent" the form
 * draws its confirmation); a plain form post (before JavaScript loads) that sent is redirected to the confirmation's
 * place with a one-minute cookie that asks the page for it, and one that did not gets the page again with field
 * errors (400) or the failure (500, logged by the pipeline) and what was typed.
 */
export function leadFormAction<Schema extends z.ZodType>(form: LeadForm<Schema>) {
  return formAction({
    scope: `${form.kind}-form`,
    guard: anyVisitor,
    words: async (messages, locale): Promise<LeadFormWords> => ({ messages, locale, settings: await getSettings() }),
    publicForm: {
      form: form.kind,
      maxBodyBytes: LEAD_FORM_MAX_BODY_BYTES,
      logLabel: `[${form.kind}-form] a posted body`,
      // Told it worked, and nothing is stored, so the bot learns nothing.
      botAnswer: (context) => leadFormReply(form, context, "sent"),
    },
    defaultIntent: "send",
    intents: {
      send: {
        run: async (context) => {
          const parsed = form.schema.safeParse(context.fields);
          if (!parsed.success) {
            // One key per refused field, never an undefined one.
            const keys = leadFormErrors(parsed.error) as Record<string, string>;
            throw new AppError("BAD_INPUT", `The ${form.kind} form was refused`, keys);
          }
          await form.save(parsed.data, {
            submissionToken: readSubmissionToken(context.fields[SUBMISSION_TOKEN_FIELD]),
            settings: context.words.settings,
          });
          return leadFormReply(form, context, "sent");
        },
      },
    },
    refusalReply: ({ body, headers, error }, context) => {
      switch (body.code) {
        case "PAYLOAD_TOO_LARGE":
          return leadFormReply(form, context, "too_large");
        case "RATE_LIMITED":
          return leadFormReply(form, context, "rate_limited", { headers });
        case "BAD_INPUT":
          return leadFormReply(form, context, "invalid", { errors: isAppError(error) ? error.fieldErrors : {} });
        default:
          return leadFormReply(form, context, "failed");
      }
    },
  });
}

function leadFormReply<Schema extends z.ZodType>(
  form: LeadForm<Schema>,
  context: LeadFormContext,
  outcome: LeadFormOutcome,
  options: { errors?: FieldErrorKeys; headers?: Record<string, string> } = {},
) {
  const { messages, locale, settings } = context.words;
  const toast = leadFormToast({
    kind: form.kind,
    outcome,
    messages,
    locale,
    phone: settings.mainPhone,
    errors: options.errors,
  });
  if (outcome === "sent" && !wantsDataReply(context.request, context.fields)) {
    const headers = new Headers(options.headers);
    headers.append("Set-Cookie", sentConfirmationCookie(form.kind));
    return redirect(form.successPath(locale), { headers });
  }
  const values = Object.fromEntries(form.fields.map((field) => [field, context.fields[field] ?? ""]));
  const body: LeadFormReply = {
    status: outcome,
    toast,
    ...(options.errors ? { fieldErrors: fieldMessagesOf(form.kind, options.errors, messages, locale) } : {}),
    ...(outcome === "sent" ? {} : { values }),
  };
  return data(body, { status: HTTP_STATUS[outcome], headers: { "Cache-Control": "no-store", ...options.headers } });
}
