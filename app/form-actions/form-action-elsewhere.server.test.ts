/**
 * formAction's additions for the forms that once wrote their own action (issue 32): the public forms' screening,
 * the billing API's JSON body, signed-out posts and refusals in the caller's own shape, and a form posted to a
 * resource route from another page. The screening's verdicts are set here; screen-public-form has its own tests.
 */
import { redirect } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AppError } from "~/domain/app-error";
import { failureToast } from "~/http/form-toast";
import { localeFromPath } from "~/i18n/locale";
import type { ScreenedForm } from "./screen-public-form.server";
import { anyVisitor, formAction, type FormActor } from "./form-action.server";

let verdict: ScreenedForm = { verdict: "accepted", fields: {} };
vi.mock("./screen-public-form.server", () => ({ screenPublicForm: vi.fn(async () => verdict) }));

const URL_OF_API = "http://localhost:3000/api/things";

function post(fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(URL_OF_API, { method: "POST", headers, body: new URLSearchParams(fields) });
}

function postJson(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(URL_OF_API, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

async function answerOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    return await promise;
  } catch (thrown) {
    return thrown;
  }
}

const words = { failed: "Could not subscribe" };

/** A public form whose answers say what happened, so a test can tell them apart. */
function publicFormAction(run: () => Promise<Response>) {
  return formAction({
    scope: "signups",
    guard: anyVisitor,
    words: () => words,
    publicForm: {
      form: "signups",
      maxBodyBytes: 1024,
      logLabel: "[signups] a body",
      botAnswer: () => Response.json({ answer: "pretended" }),
    },
    defaultIntent: "subscribe",
    intents: { subscribe: { run } },
    refusalReply: ({ status, body, headers }) =>
      Response.json({ answer: "refused", code: body.code }, { status, headers }),
  });
}

beforeEach(() => {
  verdict = { verdict: "accepted", fields: {} };
});

describe("formAction for a public form", () => {
  it("refuses a body over the form's limit with 413 in the form's own shape, and runs nothing", async () => {
    verdict = { verdict: "too-large", fields: {} };
    const run = vi.fn(async () => Response.json({ answer: "ran" }));
    const response = (await publicFormAction(run)({ request: post({}), params: {} })) as Response;
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ answer: "refused", code: "PAYLOAD_TOO_LARGE" });
    expect(run).not.toHaveBeenCalled();
  });

  it("refuses a client over the form's rate limit with 429 and Retry-After, and runs nothing", async () => {
    verdict = { verdict: "rate-limited", fields: { email: "ana@example.com" }, retryAfterSeconds: 42 };
    const run = vi.fn(async () => Response.json({ answer: "ran" }));
    const response = (await publicFormAction(run)({ request: post({}), params: {} })) as Response;
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("42");
    expect(await response.json()).toEqual({ answer: "refused", code: "RATE_LIMITED" });
    expect(run).not.toHaveBeenCalled();
  });

  it("tells a bot that filled the honeypot it worked, and runs nothing", async () => {
    verdict = { verdict: "bot", fields: { email: "bot@example.com", company_website: "x" } };
    const run = vi.fn(async () => Response.json({ answer: "ran" }));
    const response = (await publicFormAction(run)({ request: post({}), params: {} })) as Response;
    expect(await response.json()).toEqual({ answer: "pretended" });
    expect(run).not.toHaveBeenCalled();
  });

  it("runs the form with the screened fields, and with none when the body could not be read", async () => {
    const seen: Record<string, string>[] = [];
    const action = formAction({
      scope: "signups",
      guard: anyVisitor,
      words: () => words,
      publicForm: { form: "signups", maxBodyBytes: 1024, logLabel: "[signups] a body", botAnswer: () => redirect("/") },
      defaultIntent: "subscribe",
      intents: {
        subscribe: {
          run: async ({ fields }) => {
            seen.push(fields);
            return redirect("/done");
          },
        },
      },
    });
    verdict = { verdict: "accepted", fields: { email: "ana@example.com" } };
    await action({ request: post({}), params: {} });
    verdict = { verdict: "unreadable", fields: {} };
    await action({ request: post({}), params: {} });
    expect(seen).toEqual([{ email: "ana@example.com" }, {}]);
  });

  it("refuses a body that could not be read with the field keys the form names for it, and runs nothing", async () => {
    verdict = { verdict: "unreadable", fields: {} };
    const run = vi.fn(async () => Response.json({ answer: "ran" }));
    const action = formAction({
      scope: "signups",
      guard: anyVisitor,
      words: () => words,
      publicForm: {
        form: "signups",
        maxBodyBytes: 1024,
        logLabel: "[signups] a body",
        botAnswer: () => redirect("/"),
        unreadable: { email: "emailRequired" },
      },
      defaultIntent: "subscribe",
      intents: { subscribe: { run } },
      refusalReply: ({ status, error }) => Response.json({ keys: (error as AppError).fieldErrors }, { status }),
    });
    const response = (await action({ request: post({}), params: {} })) as Response;
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ keys: { email: "emailRequired" } });
    expect(run).not.toHaveBeenCalled();
  });
});

describe("formAction for an API that a page posts to", () => {
  type Customer = FormActor & { id: string };
  const customer: Customer = { id: "customer-1", locale: "es" };

  /** What these tests' operations read of their context. */
  type Run = (context: {
    fields: unknown;
    posted: unknown;
    locale: string;
    page?: string;
    words: { failedTitle: string };
  }) => Promise<Response>;

  function apiAction(guard: () => Promise<Customer | null>, run: Run = async () => Response.json({ ok: true })) {
    return formAction({
      scope: "billing",
      guard,
      json: true,
      postedFrom: ({ fields }) => {
        const page = fields.returnPath ?? "/";
        return { page, locale: localeFromPath(page) ?? "en" };
      },
      words: (messages) => messages.formReplies,
      signedOut: ({ page, locale }) => Response.json({ signIn: page, locale }, { status: 401 }),
      defaultIntent: "checkout",
      intents: {
        checkout: {
          run,
          refusedToast: (error) => failureToast("Checkout Error", error.message),
        },
      },
      refusalReply: ({ status, body, error }) =>
        Response.json({ error: body.toast.title, thrown: (error as Error).message }, { status }),
    });
  }

  it("reads a JSON body, keeping the values as sent beside the text fields", async () => {
    const run: Run = async ({ fields, posted }) => Response.json({ fields, posted });
    const response = (await apiAction(
      async () => customer,
      run,
    )({
      request: postJson({ plan: "premium", quantity: 2 }),
      params: {},
    })) as Response;
    expect(await response.json()).toEqual({
      fields: { plan: "premium" },
      posted: { plan: "premium", quantity: 2 },
    });
  });

  it("answers a signed-out post in the words of the page it came from, before any intent is chosen", async () => {
    const run = vi.fn(async () => Response.json({ ok: true }));
    const response = (await apiAction(
      async () => null,
      run,
    )({
      request: post({ intent: "anything", returnPath: "/es/comfort-club" }),
      params: {},
    })) as Response;
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ signIn: "/es/comfort-club", locale: "es" });
    expect(run).not.toHaveBeenCalled();
  });

  it("refuses a signed-out post with 401 when the form has no answer of its own for it", async () => {
    const action = formAction({
      scope: "things",
      guard: async () => null,
      words: () => words,
      intents: { save: { run: async () => redirect("/") } },
    });
    expect(await answerOf(action({ request: post({ intent: "save" }), params: {} }))).toMatchObject({
      init: { status: 401 },
    });
  });

  it("words the answer in the language of the page named in the post, not the request's", async () => {
    const run: Run = async ({ locale, page, words }) => Response.json({ locale, page, title: words.failedTitle });
    const response = (await apiAction(
      async () => ({ id: "customer-2", locale: "en" }),
      run,
    )({
      request: post({ returnPath: "/es/comfort-club" }),
      params: {},
    })) as Response;
    expect(await response.json()).toEqual({ locale: "es", page: "/es/comfort-club", title: "Algo salió mal" });
  });

  it("answers a refusal in the API's own shape with the refusal's status", async () => {
    const run = vi.fn(async (): Promise<Response> => {
      throw new AppError("CONFLICT", "already subscribed");
    });
    const response = (await apiAction(async () => customer, run)({ request: postJson({}), params: {} })) as Response;
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: "Checkout Error", thrown: "already subscribed" });
  });

  it("logs a warning when the screen words an outside service's failure itself", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const run = vi.fn(async (): Promise<Response> => {
      throw new AppError("UPSTREAM_FAILED", "Stripe answered 500");
    });
    const response = (await apiAction(async () => customer, run)({ request: postJson({}), params: {} })) as Response;
    expect(response.status).toBe(502);
    expect(warn).toHaveBeenCalledWith(
      "[billing] checkout by user customer-1 could not finish: UPSTREAM_FAILED Stripe answered 500",
    );
  });
});
