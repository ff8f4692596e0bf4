import { data, type ActionFunctionArgs, type Params } from "react-router";
import { redirectWithToast } from "~/http/flash-toast.server";
import type { FormToast } from "~/http/form-toast";
import { readFormData } from "~/http/read-request-body.server";
import type { Locale, Messages } from "~/i18n/catalog";
import { resolveLocale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import { formReplyForError, type RefusalWords } from "./form-reply-for-error.server";
import type { FormFields, FormReply } from "~/http/form-reply";

/** Who posted: a signed-in person (their id and language for the log and the words) or a visitor. */
export type FormActor = { id?: string | null; locale?: string | null };

/** Everything an intent's `run` may read; the body has been read once, the guard has passed. */
export type FormActionContext<Actor extends FormActor, Words> = {
  actor: Actor;
  intent: string;
  /** The posted text fields (files are in `formData`). */
  fields: FormFields;
  formData: FormData;
  params: Params;
  request: Request;
  url: URL;
  locale: Locale;
  messages: Messages;
  /** The screen's own words, in the request's language. */
  words: Words;
};

/**
 * One form of a screen: its one domain operation and the answer on success (usually a redirect with a toast), and
 * the words of its refusals. Anything `run` throws is answered by `formReplyForError`.
 */
export type FormIntent<Actor extends FormActor, Words> = Partial<RefusalWords<FormActionContext<Actor, Words>>> & {
  run: (context: FormActionContext<Actor, Words>) => Promise<Response | ReturnType<typeof data>>;
  /**
   * Where a refusal goes instead of being drawn in place: the form posts to a resource route that draws nothing, so
   * the refused reply's toast travels with a redirect back to the screen (logged as without it). Overrides the
   * route's own `refusalRedirect` for this intent.
   */
  refusalRedirect?: (context: FormActionContext<Actor, Words>) => string;
  /**
   * Extra fields a refused reply carries for the screen to draw itself again (e.g. the chosen customer, or that the
   * link of the form has expired).
   */
  refusedExtra?: (
    context: FormActionContext<Actor, Words>,
    error: unknown,
  ) => Promise<Record<string, unknown>> | Record<string, unknown>;
};

export type FormActionSpec<Actor extends FormActor, Words> = Partial<RefusalWords<FormActionContext<Actor, Words>>> & {
  /** Names the screen in the log: "[customers] edit by <user id> failed". */
  scope: string;
  /** The access check, first of all: a redirect or 403 it throws ends the request. */
  guard: (request: Request) => Promise<Actor>;
  /**
   * Picks the screen's words from the catalogue of the request's language; may add facts they are worded with
   * (the office hours a refusal quotes), read once per post.
   */
  words: (messages: Messages, locale: Locale) => Words | Promise<Words>;
  intents: Record<string, FormIntent<Actor, Words>>;
  /**
   * Where a refusal goes back to, with its toast, instead of a reply drawn by the route's page: for a route without
   * a page of its own (sign-out) or a form that other pages post (the e-mail verification banner).
   */
  refusalRedirect?: (context: FormActionContext<Actor, Words>) => string;
  /** The intent of a form posted without an `intent` field; otherwise such a post is refused with 400. */
  defaultIntent?: string;
};

/**
 * The guard of a public form (a visitor without a session may post it): the form's own screening is its access
 * check (the public-form limits, honeypot and origin check, or a signed token in the address).
 */
export async function anyVisitor(): Promise<FormActor> {
  return {};
}

/**
 * The one way a route writes its action (ADR 063): guard, read the body once, pick the intent, resolve the language
 * and the screen's words, call the intent's one domain operation, and turn whatever it throws into the form's reply
 * (`FormReply`): 400 with field words, 409, 413, 429, 503, or a logged 500 with the failure toast. NOT_FOUND,
 * UNAUTHENTICATED and FORBIDDEN without field messages escape to the shared mapping of ADR 030 (the not-found page).
 */
export function formAction<Actor extends FormActor, Words>(spec: FormActionSpec<Actor, Words>) {
  return async ({ request, params }: Pick<ActionFunctionArgs, "request" | "params">) => {
    const actor = await spec.guard(request);
    const formData = await readFormData(request);
    const fields = textFieldsOf(formData);
    const intent = fields.intent || spec.defaultIntent || "";
    const chosen = Object.hasOwn(spec.intents, intent) ? spec.intents[intent] : undefined;
    if (!chosen) throw data({ error: "Unknown form" }, { status: 400, headers: { "Cache-Control": "no-store" } });
    const locale = resolveLocale(request, actor.locale);
    const messages = messagesFor(locale);
    const context: FormActionContext<Actor, Words> = {
      actor,
      intent,
      fields,
      formData,
      params,
      request,
      url: new URL(request.url),
      locale,
      messages,
      words: await spec.words(messages, locale),
    };
    try {
      return await chosen.run(context);
    } catch (error) {
      const reply = formReplyForError(error, context, { ...spec, ...chosen }, `[${spec.scope}] ${intent}`);
      const refusalRedirect = chosen.refusalRedirect ?? spec.refusalRedirect;
      if (refusalRedirect) return redirectWithToast(refusalRedirect(context), reply.body.toast);
      const extra = chosen.refusedExtra ? await chosen.refusedExtra(context, error) : {};
      const body: FormReply & Record<string, unknown> = { ...extra, ...reply.body };
      return data(body, { status: reply.status, headers: { "Cache-Control": "no-store" } });
    }
  };
}

/** A success that stays on the page (a fetcher's form, or a form that shows its result in place). */
export function formSuccess(
  context: { intent: string },
  toast: FormToast,
  extra: Record<string, unknown> = {},
): ReturnType<typeof data<FormReply & Record<string, unknown>>> {
  const body: FormReply & Record<string, unknown> = {
    ...extra,
    intent: context.intent,
    code: null,
    values: {},
    fieldErrors: {},
    toast,
  };
  return data(body, { headers: { "Cache-Control": "no-store" } });
}

function textFieldsOf(formData: FormData): FormFields {
  const fields: FormFields = {};
  for (const [name, value] of formData.entries())
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  return fields;
}
