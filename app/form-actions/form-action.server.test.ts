import { redirect } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { AppError } from "~/domain/app-error";
import type { FormReply } from "~/http/form-reply";
import { failureToast, successToast } from "~/http/form-toast";
import { takeConsoleErrors } from "../../tests/support/vitest-setup";
import { anyVisitor, formAction, formSuccess } from "./form-action.server";
import { streamedEvents } from "./streamed-events.server";

const URL_OF_SCREEN = "http://localhost:3000/admin/things";

function post(fields: Record<string, string>, path = URL_OF_SCREEN): Request {
  return new Request(path, { method: "POST", body: new URLSearchParams(fields) });
}

/** What an action returned: a thrown or returned Response, or React Router's `data()` with its status. */
async function outcome(promise: Promise<unknown>) {
  try {
    const value = await promise;
    return { returned: value as { data: FormReply; init: ResponseInit | null } };
  } catch (thrown) {
    return { thrown };
  }
}

const staff = { id: "staff-1", locale: "en" as const };
const words = { validation: { nameRequired: "Name is required" }, saveFailed: "Could not save" };

function thingsAction(
  run: () => Promise<Response>,
  extra: { guard?: () => Promise<typeof staff>; defaultIntent?: string } = {},
) {
  return formAction({
    scope: "things",
    guard: extra.guard ?? (async () => staff),
    words: () => words,
    defaultIntent: extra.defaultIntent,
    intents: {
      save: { run, failedToast: ({ words }) => failureToast(words.saveFailed) },
    },
  });
}

describe("formAction", () => {
  it("runs the intent the form names and returns its answer", async () => {
    const action = thingsAction(async () => redirect("/admin/things?saved=1"));
    const { returned } = await outcome(action({ request: post({ intent: "save" }), params: {} }));
    expect((returned as unknown as Response).headers.get("Location")).toBe("/admin/things?saved=1");
  });

  it("refuses a form with an unknown intent with 400 and runs nothing", async () => {
    const run = vi.fn(async () => redirect("/"));
    const { thrown } = await outcome(thingsAction(run)({ request: post({ intent: "drop-table" }), params: {} }));
    expect(thrown).toMatchObject({ init: { status: 400 } });
    expect(run).not.toHaveBeenCalled();
  });

  it("checks access before it reads the body or runs anything", async () => {
    const run = vi.fn(async () => redirect("/"));
    const action = thingsAction(run, {
      guard: async () => {
        throw redirect("/admin");
      },
    });
    const { thrown } = await outcome(action({ request: post({ intent: "save" }), params: {} }));
    expect((thrown as Response).headers.get("Location")).toBe("/admin");
    expect(run).not.toHaveBeenCalled();
  });

  it("words a refusal's field keys under their fields, keeps what was typed and never sends a password back", async () => {
    const action = thingsAction(async () => {
      throw new AppError("BAD_INPUT", "name missing", { name: "nameRequired" });
    });
    const request = post({ intent: "save", name: "", note: "hello", newPassword: "s3cret-words" });
    const { returned } = await outcome(action({ request, params: {} }));
    expect(returned?.init?.status).toBe(400);
    expect(returned?.data).toMatchObject({
      intent: "save",
      code: "BAD_INPUT",
      fieldErrors: { name: "Name is required" },
      values: { name: "", note: "hello" },
      toast: { variant: "error", description: "Name is required" },
    });
    expect(returned?.data.values).not.toHaveProperty("newPassword");
  });

  it("lets a NOT_FOUND without field messages through to the shared not-found answer", async () => {
    const missing = new AppError("NOT_FOUND", "no such thing");
    const { thrown } = await outcome(
      thingsAction(async () => {
        throw missing;
      })({ request: post({ intent: "save" }), params: {} }),
    );
    expect(thrown).toBe(missing);
  });

  it("answers a conflict with 409 and the catalogue's words when the screen has none", async () => {
    const { returned } = await outcome(
      thingsAction(async () => {
        throw new AppError("CONFLICT", "changed meanwhile");
      })({ request: post({ intent: "save" }, "http://localhost:3000/es/things"), params: {} }),
    );
    expect(returned?.init?.status).toBe(409);
    expect(returned?.data.toast.title).toBe("Esto cambió mientras tanto");
  });

  it("logs an unexpected failure with the screen, the form and who posted, and answers 500 with the failure toast", async () => {
    const { returned } = await outcome(
      thingsAction(async () => {
        throw new Error("disk full");
      })({ request: post({ intent: "save" }), params: {} }),
    );
    expect(returned?.init?.status).toBe(500);
    expect(returned?.data).toMatchObject({ code: "FAILED", toast: { title: "Could not save", variant: "error" } });
    const logged = takeConsoleErrors();
    expect(logged).toHaveLength(1);
    expect(String(logged[0]![0])).toBe("[things] save by user staff-1 failed");
  });

  it("adds the screen's own fields to a refused reply", async () => {
    const action = formAction({
      scope: "things",
      guard: async () => staff,
      words: () => words,
      intents: {
        save: {
          run: async () => {
            throw new AppError("RATE_LIMITED", "slow down");
          },
          refusedExtra: ({ fields }, error) => ({ chosen: fields.customerId, why: (error as Error).message }),
        },
      },
    });
    const { returned } = await outcome(action({ request: post({ intent: "save", customerId: "c-9" }), params: {} }));
    expect(returned?.init?.status).toBe(429);
    expect(returned?.data).toMatchObject({ code: "RATE_LIMITED", chosen: "c-9", why: "slow down" });
  });

  it("answers a NOT_FOUND in place with 404 and the screen's toast when the screen words it", async () => {
    const action = formAction({
      scope: "things",
      guard: async () => staff,
      words: () => words,
      intents: {
        remove: {
          run: async () => {
            throw new AppError("NOT_FOUND", "removed meanwhile");
          },
          notFoundToast: () => failureToast("Could not remove", "It had already been removed."),
        },
      },
    });
    const { returned } = await outcome(action({ request: post({ intent: "remove" }), params: {} }));
    expect(returned?.init?.status).toBe(404);
    expect(returned?.data).toMatchObject({
      code: "NOT_FOUND",
      toast: { title: "Could not remove", description: "It had already been removed." },
    });
  });

  it("sends a refusal back to the screen with a redirect carrying its toast when the form posts to a resource route", async () => {
    const action = formAction({
      scope: "things",
      guard: async () => staff,
      words: () => words,
      intents: {
        save: {
          run: async () => {
            throw new Error("queue away");
          },
          failedToast: ({ words }) => failureToast(words.saveFailed),
          refusalRedirect: ({ fields }) => `/admin/things?view=${fields.view}`,
        },
      },
    });
    const { returned } = await outcome(action({ request: post({ intent: "save", view: "all" }), params: {} }));
    const response = returned as unknown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/things?view=all");
    expect(decodeURIComponent(response.headers.get("Set-Cookie") ?? "")).toContain('"title":"Could not save"');
    expect(takeConsoleErrors()).toHaveLength(1);
  });

  it("uses the default intent for a form posted without one", async () => {
    const action = thingsAction(async () => redirect("/done"), { defaultIntent: "save" });
    const { returned } = await outcome(action({ request: post({ name: "x" }), params: {} }));
    expect((returned as unknown as Response).status).toBe(302);
  });
});

describe("formAction's additions for the public, account and portal screens", () => {
  it("lets a visitor without a session post a public form", async () => {
    const action = formAction({
      scope: "newsletter",
      guard: anyVisitor,
      words: () => words,
      intents: { save: { run: async ({ actor }) => formSuccess({ intent: "save" }, successToast(String(actor.id))) } },
    });
    const { returned } = await outcome(action({ request: post({ intent: "save" }), params: {} }));
    expect(returned?.data.toast.title).toBe("undefined");
  });

  it("words the screen with facts read once per post, in the request's language", async () => {
    const action = formAction({
      scope: "things",
      guard: async () => staff,
      words: async (messages, locale) => ({ locale, title: messages.formReplies.invalidTitle }),
      intents: {
        save: {
          run: async () => {
            throw new AppError("BAD_INPUT", "bad date", { date: "dateInvalid" });
          },
          invalidToast: (_worded, { words }, keys) => failureToast(`${words.locale}: ${keys.date}`),
        },
      },
    });
    const { returned } = await outcome(action({ request: post({ intent: "save" }), params: {} }));
    expect(returned?.data.toast.title).toBe("en: dateInvalid");
  });

  it("answers an outside service's refusal with the screen's words and its status, even a 401", async () => {
    const action = formAction({
      scope: "welcome",
      guard: anyVisitor,
      words: () => words,
      intents: {
        "sign-in": {
          run: async () => {
            throw new AppError("UNAUTHENTICATED", "Invalid email or password");
          },
          refusedToast: (error) => failureToast("Sign In Error", error.message),
        },
      },
    });
    const { returned } = await outcome(action({ request: post({ intent: "sign-in" }), params: {} }));
    expect(returned?.init?.status).toBe(401);
    expect(returned?.data).toMatchObject({
      code: "UNAUTHENTICATED",
      toast: { description: "Invalid email or password" },
    });
  });

  it("still lets a NOT_FOUND through when the screen's refusal words do not claim it", async () => {
    const missing = new AppError("NOT_FOUND", "no such appointment");
    const action = formAction({
      scope: "appointments",
      guard: async () => staff,
      words: () => words,
      refusedToast: (error) => (error.code === "CONFLICT" ? failureToast("Not now") : undefined),
      intents: {
        cancel: {
          run: async () => {
            throw missing;
          },
        },
      },
    });
    const { thrown } = await outcome(action({ request: post({ intent: "cancel" }), params: {} }));
    expect(thrown).toBe(missing);
  });
});

describe("formAction's refusals for a form without a page of its own", () => {
  it("goes back where the form says, with the refusal's toast, and logs an unexpected failure", async () => {
    const action = formAction({
      scope: "sign-out",
      guard: anyVisitor,
      words: () => words,
      refusalRedirect: ({ fields }) => fields.redirectTo ?? "/",
      defaultIntent: "sign-out",
      intents: {
        "sign-out": {
          run: async () => {
            throw new Error("session store away");
          },
          failedToast: () => failureToast("Sign Out Error"),
        },
      },
    });
    const { returned } = await outcome(action({ request: post({ redirectTo: "/admin" }), params: {} }));
    const response = returned as unknown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin");
    expect(decodeURIComponent(response.headers.get("Set-Cookie") ?? "")).toContain('"title":"Sign Out Error"');
    expect(String(takeConsoleErrors()[0]![0])).toBe("[sign-out] sign-out by a visitor failed");
  });
});

describe("formSuccess", () => {
  it("answers a success shown in place in the same shape as a refusal", () => {
    const answer = formSuccess({ intent: "save" }, successToast("Saved")) as unknown as { data: FormReply };
    expect(answer.data).toEqual({
      intent: "save",
      code: null,
      values: {},
      fieldErrors: {},
      toast: successToast("Saved"),
    });
  });
});

describe("streamedEvents", () => {
  it("streams each event as one JSON line as it is sent", async () => {
    const response = streamedEvents<{ step: number }>(
      async (send) => {
        send({ step: 1 });
        send({ step: 2 });
      },
      { event: { step: -1 }, log: "[things] stream failed" },
    );
    expect(response.headers.get("content-type")).toBe("application/x-ndjson; charset=utf-8");
    expect(await response.text()).toBe('{"step":1}\n{"step":2}\n');
  });

  it("ends a stream whose work fails with the failed event and logs the failure", async () => {
    const response = streamedEvents<{ step: number }>(
      async (send) => {
        send({ step: 1 });
        throw new Error("disk full");
      },
      { event: { step: -1 }, log: "[things] stream failed" },
    );
    expect(await response.text()).toBe('{"step":1}\n{"step":-1}\n');
    const logged = takeConsoleErrors();
    expect(logged).toHaveLength(1);
    expect(logged[0]![0]).toBe("[things] stream failed");
  });
});
