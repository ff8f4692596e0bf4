import { isAppError, type AppError } from "~/domain/app-error";
import type { FormFields, FormReply } from "~/http/form-reply";
import { failureToast, validationToast, type FormToast } from "~/http/form-toast";
import type { Messages } from "~/i18n/catalog";

/** How a screen words its refusals; each has a default from the `formReplies` catalogue. */
export type RefusalWords<Context> = {
  /** Field message keys (from a schema or the domain) → the words under each field, in the form's field order. */
  fieldWords: (keys: Record<string, string>, context: Context) => Record<string, string>;
  /** The toast of a refused form (400, or a refusal that names its fields); `keys` are the unworded field keys. */
  invalidToast: (fieldMessages: Record<string, string>, context: Context, keys: Record<string, string>) => FormToast;
  /**
   * The toast of a NOT_FOUND without field messages, answered in place with 404 (something another tab or person
   * removed meanwhile). Without it a NOT_FOUND goes to the shared not-found page.
   */
  notFoundToast: (context: Context) => FormToast;
  /** The toast of a CONFLICT without field messages (409): changed meanwhile, or not allowed in its state. */
  conflictToast: (context: Context) => FormToast;
  /** The toast of an unexpected failure (500, logged). */
  failedToast: (context: Context) => FormToast;
  /**
   * The screen's own words for an AppError without field messages (an outside service's refusal, e.g. the sign-in
   * service's "Invalid email or password"): answered with the error's status and this toast, whatever its code
   * (a 401 from the service is the form's answer, not the visitor's session). Undefined: the mapping below.
   */
  refusedToast: (error: AppError, context: Context) => FormToast | undefined;
};

type ReplyContext = {
  intent: string;
  fields: FormFields;
  messages: Messages;
  words: unknown;
  actor: { id?: string | null };
};

/** Fields whose values never travel back to the page. */
const SECRET_FIELD = /password|token|secret|card/i;

/**
 * The one mapping from what a form's operation threw to the form's reply (ADR 063). Responses and React Router's
 * `data()` thrown on purpose (redirects, the unreadable-body 400) pass through, as do NOT_FOUND, UNAUTHENTICATED and
 * FORBIDDEN without field messages: the shared mapping gives those their page (ADR 030). Everything else becomes a
 * reply the screen draws: an AppError with field messages gets them worded under its fields with its own status; the
 * other codes their status and toast; an unexpected error is logged with who and which form, and answers 500.
 */
export function formReplyForError<Context extends ReplyContext>(
  error: unknown,
  context: Context,
  words: Partial<RefusalWords<Context>>,
  logLabel: string,
): { status: number; body: FormReply } {
  if (!(error instanceof Error)) throw error;
  const r = context.messages.formReplies;
  const reply = (
    status: number,
    code: FormReply["code"],
    toast: FormToast,
    fieldErrors: Record<string, string> = {},
  ) => ({
    status,
    body: { intent: context.intent, code, values: valuesToKeep(context.fields), fieldErrors, toast },
  });
  const who = context.actor.id ? `user ${context.actor.id}` : "a visitor";
  if (!isAppError(error)) {
    console.error(`${logLabel} by ${who} failed`, error);
    return reply(500, "FAILED", (words.failedToast ?? (() => failureToast(r.failedTitle, r.failed)))(context));
  }
  const keys = error.fieldErrors ?? {};
  if (Object.keys(keys).length > 0) {
    const worded = (words.fieldWords ?? defaultFieldWords)(keys, context);
    const toast = (words.invalidToast ?? ((messages) => validationToast(r.invalidTitle, messages)))(
      worded,
      context,
      keys,
    );
    return reply(error.status, error.code, toast, worded);
  }
  const screensOwn = words.refusedToast?.(error, context);
  if (screensOwn) {
    // Worded by the screen, but a failure on our side or an outside service's is still worth a line in the log.
    if (error.status >= 500) console.warn(`${logLabel} by ${who} could not finish: ${error.code} ${error.message}`);
    return reply(error.status, error.code, screensOwn);
  }
  switch (error.code) {
    case "NOT_FOUND":
      if (words.notFoundToast) return reply(404, error.code, words.notFoundToast(context));
      throw error;
    case "UNAUTHENTICATED":
    case "FORBIDDEN":
      throw error;
    case "BAD_INPUT":
    case "OUTSIDE_AREA":
      return reply(400, error.code, failureToast(r.invalidTitle, r.invalidField));
    case "CONFLICT":
    case "WINDOW_TAKEN":
      return reply(
        409,
        error.code,
        (words.conflictToast ?? (() => failureToast(r.conflictTitle, r.conflict)))(context),
      );
    case "PAYLOAD_TOO_LARGE":
      return reply(413, error.code, failureToast(r.tooLargeTitle, r.tooLarge));
    case "RATE_LIMITED":
      return reply(429, error.code, failureToast(r.rateLimitedTitle, r.rateLimited));
    case "UNAVAILABLE":
    case "UPSTREAM_FAILED":
      console.warn(`${logLabel} by ${who} could not finish: ${error.code} ${error.message}`);
      return reply(error.status, error.code, failureToast(r.unavailableTitle, r.unavailable));
  }
}

/** The screen's `validation` words when it has them (most screens do), else the catalogue's "check this field". */
function defaultFieldWords(keys: Record<string, string>, context: ReplyContext): Record<string, string> {
  const validation = (context.words as { validation?: Record<string, unknown> } | null)?.validation ?? {};
  return Object.fromEntries(
    Object.entries(keys).map(([field, key]) => {
      const known = validation[key];
      return [field, typeof known === "string" ? known : context.messages.formReplies.invalidField];
    }),
  );
}

function valuesToKeep(fields: FormFields): FormFields {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => name !== "intent" && !SECRET_FIELD.test(name)));
}
