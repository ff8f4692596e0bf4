import { data, type ActionFunctionArgs, type Params } from "react-router";
import { redirectWithToast } from "~/http/flash-toast.server";
import type { FormToast } from "~/http/form-toast";
import { AppError } from "~/domain/app-error";
import type { Locale, Messages } from "~/i18n/catalog";
import { resolveLocale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import { formReplyForError, type RefusalWords } from "./form-reply-for-error.server";
import type { FormFields, FormReply } from "~/http/form-reply";
import { readFormBody, type PublicFormScreening } from "./read-form-body.server";

/** Who posted: a signed-in person (their id and language for the log and the words) or a visitor. */
export type FormActor = { id?: string | null; locale?: string | null };

/** Everything an intent's `run` may read; the body has been read once, the guard has passed. */
export type FormActionContext<Actor extends FormActor, Words> = {
  actor: Actor;
  intent: string;
  /** The posted text fields (files are in `formData`). */
  fields: FormFields;
  formData: FormData;
  /** The values as posted: a JSON body's own (numbers and lists included), else the text fields. */
  posted: Record<string, unknown>;
  /** The page the form was posted from, when the spec's `postedFrom` names it. */
  page?: string;
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

/** A refused post as the pipeline made it, for a spec that answers refusals in its own shape (`refusalReply`). */
export type FormRefusal = {
  status: number;
  body: FormReply;
  /** Headers the answer must carry (Retry-After on a rate-limited public form). */
  headers: Record<string, string>;
  /** What was thrown: an AppError's unworded field keys are on it. */
  error: unknown;
};

/** What a signed-out post is answered from (`signedOut`): the context, without an actor. */
export type SignedOutContext<Actor extends FormActor, Words> = Omit<FormActionContext<Actor, Words>, "actor"> & {
  actor: null;
};

type FormAnswer = Response | ReturnType<typeof data>;

export type FormActionSpec<Actor extends FormActor, Words> = Partial<RefusalWords<FormActionContext<Actor, Words>>> & {
  /** Names the screen in the log: "[customers] edit by <user id> failed". */
  scope: string;
  /**
   * The access check, first of all: a redirect or 403 it throws ends the request. Null: nobody is signed in, and the
   * form lets a visitor post to be sent on (the plan buttons): `signedOut` answers, before any intent is chosen.
   */
  guard: (request: Request) => Promise<Actor | null>;
  /** The answer to a signed-out post (the guard's null), in the words of the page it came from; without it, 401. */
  signedOut?: (context: SignedOutContext<Actor, Words>) => Response | Promise<Response>;
  /** A fetch caller may post a JSON object instead of a form (the billing API). */
  json?: boolean;
  /**
   * A public form: its body is screened (size, rate limit, honeypot) before anything runs. Too large is refused as
   * PAYLOAD_TOO_LARGE (413), too many posts as RATE_LIMITED (429, Retry-After), and a filled honeypot gets
   * `botAnswer`: told it worked, nothing runs. An unreadable body runs with no fields (the form's schema refuses
   * it), or is refused as BAD_INPUT with the field keys `unreadable` names.
   */
  publicForm?: PublicFormScreening & {
    botAnswer: (context: FormActionContext<Actor, Words>) => FormAnswer;
    unreadable?: Record<string, string>;
  };
  /**
   * For a form posted to a resource route from another page (the newsletter, the billing buttons): that page, from
   * the posted fields (a `returnPath`, a `redirectTo`) or the Referer, as `context.page`, and the language the
   * answer is worded in instead of the request's.
   */
  postedFrom?: (input: {
    request: Request;
    fields: FormFields;
    posted: Record<string, unknown>;
    actor: Actor | null;
  }) => { page: string; locale: Locale };
  /**
   * A refusal in the form's own shape instead of `FormReply`, for callers that read another (a JSON API's
   * `{ error }`, the lead forms' and the newsletter's replies). The words of the refusal are still the spec's.
   */
  refusalReply?: (refusal: FormRefusal, context: FormActionContext<Actor, Words>) => FormAnswer;
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
 * The public forms and the billing API add their screening, JSON bodies, signed-out answer and reply shape (see
 * `FormActionSpec`), so no route hand-writes this ladder.
 */
export function formAction<Actor extends FormActor, Words>(spec: FormActionSpec<Actor, Words>) {
  return async ({ request, params }: Pick<ActionFunctionArgs, "request" | "params">) => {
    const actor = await spec.guard(request);
    const body = await readFormBody(request, spec);
    const intent = body.fields.intent || spec.defaultIntent || "";
    const from = spec.postedFrom?.({ request, fields: body.fields, posted: body.posted, actor });
    const locale = from?.locale ?? resolveLocale(request, actor?.locale);
    const messages = messagesFor(locale);
    const shared = async () => ({
      intent,
      fields: body.fields,
      formData: body.formData,
      posted: body.posted,
      ...(from ? { page: from.page } : {}),
      params,
      request,
      url: new URL(request.url),
      locale,
      messages,
      words: await spec.words(messages, locale),
    });
    if (!actor) {
      if (spec.signedOut) return spec.signedOut({ ...(await shared()), actor: null });
      throw data({ error: "Authentication Required" }, { status: 401, headers: { "Cache-Control": "no-store" } });
    }
    const chosen = Object.hasOwn(spec.intents, intent) ? spec.intents[intent] : undefined;
    if (!chosen) throw data({ error: "Unknown form" }, { status: 400, headers: { "Cache-Control": "no-store" } });
    const context: FormActionContext<Actor, Words> = { ...(await shared()), actor };
    const refuse = async (error: unknown, headers: Record<string, string> = {}) => {
      const reply = formReplyForError(error, context, { ...spec, ...chosen }, `[${spec.scope}] ${intent}`);
      if (spec.refusalReply) return spec.refusalReply({ ...reply, headers, error }, context);
      const refusalRedirect = chosen.refusalRedirect ?? spec.refusalRedirect;
      if (refusalRedirect) return redirectWithToast(refusalRedirect(context), reply.body.toast, { headers });
      const extra = chosen.refusedExtra ? await chosen.refusedExtra(context, error) : {};
      const refused: FormReply & Record<string, unknown> = { ...extra, ...reply.body };
      return data(refused, { status: reply.status, headers: { "Cache-Control": "no-store", ...headers } });
    };
    switch (body.verdict?.verdict) {
      case "too-large":
        return refuse(new AppError("PAYLOAD_TOO_LARGE", `The ${spec.scope} form's body is over its limit`));
      case "rate-limited":
        return refuse(new AppError("RATE_LIMITED", `Too many ${spec.scope} posts from one address`), {
          "Retry-After": String(body.verdict.retryAfterSeconds),
        });
      case "bot":
        return spec.publicForm!.botAnswer(context);
      case "unreadable":
        if (spec.publicForm?.unreadable)
          return refuse(
            new AppError("BAD_INPUT", `The ${spec.scope} form could not be read`, spec.publicForm.unreadable),
          );
    }
    try {
      return await chosen.run(context);
    } catch (error) {
      return refuse(error);
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
