import { describe, expect, it } from "vitest";
import { readSentConfirmation, sentConfirmationCookie } from "./sent-confirmation.server";

const withCookie = (cookie: string) => new Request("http://127.0.0.1:3000/", { headers: { cookie } });

describe("the sent-confirmation cookie", () => {
  it("names only the form, lives a minute and cannot be read by the page's scripts", () => {
    expect(sentConfirmationCookie("contact")).toMatch(
      /^flash_sent=contact; Path=\/; HttpOnly; SameSite=Lax; Max-Age=60/,
    );
  });

  it("asks the next page for that form's confirmation once, and clears itself", () => {
    expect(readSentConfirmation(withCookie("lang=es; flash_sent=estimate"))).toEqual({
      sent: "estimate",
      clearHeader: expect.stringMatching(/^flash_sent=; .*Max-Age=0/),
    });
  });

  it("ignores a value that is not one of the forms, but still clears it", () => {
    const read = readSentConfirmation(withCookie("flash_sent=%3Cscript%3E"));
    expect(read.sent).toBeNull();
    expect(read.clearHeader).toMatch(/Max-Age=0/);
  });

  it("leaves a request without it alone", () => {
    expect(readSentConfirmation(withCookie("lang=es"))).toEqual({ sent: null, clearHeader: null });
  });
});
