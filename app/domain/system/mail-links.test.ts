import { describe, expect, it } from "vitest";
import { extractMailLinks, splitTextLinks } from "./mail-links";

describe("mail links", () => {
  it("finds the links of the text part without trailing punctuation", () => {
    expect(
      extractMailLinks("Verify: https://aw.example/verify-email?token=a1. Or (http://localhost:3000/reset?x=1).", null),
    ).toEqual(["https://aw.example/verify-email?token=a1", "http://localhost:3000/reset?x=1"]);
  });

  it("adds the HTML part's hrefs, decoded, once each, and ignores other schemes", () => {
    const html = `<a href="https://aw.example/verify-email?token=a1&amp;next=%2F">Verify</a> <a href='javascript:alert(1)'>x</a> <a href="mailto:a@b.c">m</a>`;
    expect(extractMailLinks("https://aw.example/verify-email?token=a1&next=%2F", html)).toEqual([
      "https://aw.example/verify-email?token=a1&next=%2F",
    ]);
  });

  it("splits text into plain pieces and links", () => {
    expect(splitTextLinks("Open https://aw.example/x. Thanks")).toEqual([
      { text: "Open " },
      { text: "https://aw.example/x", href: "https://aw.example/x" },
      { text: ". Thanks" },
    ]);
    expect(splitTextLinks("no links <b>here</b>")).toEqual([{ text: "no links <b>here</b>" }]);
  });
});
