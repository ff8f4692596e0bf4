import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { handleError } from "~/entry.server";
import { takeConsoleErrors } from "../../tests/support/vitest-setup";

const args = (request: Request) => ({ request, params: {}, context: {} }) as never;

describe("handleError (entry.server)", () => {
  it("logs a POST to a page without an action as one warning line, without a stack trace", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const refused = new ErrorResponseImpl(
        405,
        "Method Not Allowed",
        new Error('You made a POST request to "/" but did not provide an `action` for route "root"'),
        true,
      );
      handleError(refused, args(new Request("http://localhost/", { method: "POST" })));
      expect(takeConsoleErrors()).toEqual([]);
      expect(warn.mock.calls).toEqual([['[request] POST "/" refused: 405 Method Not Allowed']]);
    } finally {
      warn.mockRestore();
    }
  });

  it("still logs an unexpected error with its stack at error level, and nothing for a request the client abandoned", () => {
    const failure = new Error("the database went away");
    handleError(failure, args(new Request("http://localhost/faq")));
    const controller = new AbortController();
    controller.abort();
    handleError(new Error("late"), args(new Request("http://localhost/faq", { signal: controller.signal })));
    expect(takeConsoleErrors()).toEqual([[failure]]);
  });
});
