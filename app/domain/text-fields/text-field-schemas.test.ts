import { describe, expect, it } from "vitest";
import { leftOutWhenEmpty, multiLineText, singleLineText } from "./text-field-schemas";

const name = singleLineText({ max: 10, label: "Name" });
const note = multiLineText({ max: 20, label: "Note" });
const keyed = singleLineText({
  max: 5,
  messages: { required: "nameRequired", tooLong: "nameTooLong", notAllowed: "nameNotAllowed" },
});

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe("singleLineText", () => {
  it("trims a name and keeps letters of any language", () => {
    expect(name.parse("  José Ñú  ")).toBe("José Ñú");
  });

  it.each([
    ["a NUL byte", "a\u0000b"],
    ["a bell", "a\u0007b"],
    ["a line feed inside", "a\nb"],
    ["a carriage return inside", "a\rb"],
    ["a tab inside", "a\tb"],
    ["DEL", "a\u007fb"],
    ["a C1 control", "a\u0085b"],
    ["a line separator", "a\u2028b"],
    ["a paragraph separator", "a\u2029b"],
  ])("refuses %s with a message naming the field", (_what, value) => {
    expect(messagesOf(name.safeParse(value))).toEqual(["Name contains characters that are not allowed"]);
  });

  it("refuses text over the limit with a message giving the limit", () => {
    expect(messagesOf(name.safeParse("x".repeat(11)))).toEqual(["Name must be at most 10 characters"]);
    expect(name.parse("x".repeat(10))).toBe("x".repeat(10));
  });

  it("reports the form's message keys when it is given them", () => {
    expect(messagesOf(keyed.safeParse(""))).toEqual(["nameRequired"]);
    expect(messagesOf(keyed.safeParse(undefined))).toEqual(["nameRequired"]);
    expect(messagesOf(keyed.safeParse("abcdef"))).toEqual(["nameTooLong"]);
    expect(messagesOf(keyed.safeParse("a\u0000"))).toEqual(["nameNotAllowed"]);
  });

  it("refuses a value that is not text", () => {
    expect(messagesOf(name.safeParse(42))).toEqual(["Name must be text"]);
  });
});

describe("multiLineText", () => {
  it("keeps line feeds, CRLF line breaks and tabs", () => {
    expect(note.parse("one\ntwo\r\nthree\tfour")).toBe("one\ntwo\r\nthree\tfour");
  });

  it.each([
    ["a NUL byte", "a\u0000b"],
    ["a lone carriage return", "a\rb"],
    ["a vertical tab", "a\u000bb"],
    ["a form feed", "a\u000cb"],
    ["an escape", "a\u001bb"],
    ["a C1 control", "a\u009bb"],
    ["a line separator", "a\u2028b"],
  ])("refuses %s", (_what, value) => {
    expect(messagesOf(note.safeParse(value))).toEqual(["Note contains characters that are not allowed"]);
  });
});

describe("leftOutWhenEmpty", () => {
  const optionalNote = leftOutWhenEmpty(multiLineText({ max: 20, label: "Note" }));

  it("leaves out a missing or blank field and still checks a filled one", () => {
    expect(optionalNote.parse(undefined)).toBeUndefined();
    expect(optionalNote.parse("   ")).toBeUndefined();
    expect(optionalNote.parse(" hi ")).toBe("hi");
    expect(optionalNote.safeParse("a\u0000").success).toBe(false);
  });
});
