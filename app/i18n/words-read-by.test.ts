import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { wordsReadBy } from "../../tests/support/words-read-by";

const directory = mkdtempSync(path.join(tmpdir(), "aw-words-read-by-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** A screen made of these modules (name → source), followed from the first. */
function screen(modules: Record<string, string>) {
  for (const [name, source] of Object.entries(modules)) writeFileSync(path.join(directory, name), source);
  return wordsReadBy(
    path.join(directory, Object.keys(modules)[0]!),
    "newsletter",
    new Set(["form", "toasts", "validation", "unsubscribe"]),
  );
}

describe("wordsReadBy, the import follower the words-by-screen tests share", () => {
  it("sees a part read directly, through a name given the namespace, and in an imported module", () => {
    const read = screen({
      "a.tsx": [
        'import { b } from "./b";',
        "const messages = useMessages();",
        "const t = messages.newsletter;",
        "const title = t.form.title;",
        "const toast = useMessages().newsletter.toasts.failed;",
      ].join("\n"),
      "b.ts": 'export const b = (words: Messages["newsletter"]) => words?.validation;',
    });
    expect([...read.parts].sort()).toEqual(["form", "toasts", "validation"]);
    expect(read.unfollowed).toEqual([]);
  });

  it("follows the words into a function of the screen's own modules that takes them, and not into any other", () => {
    const read = screen({
      "c.tsx": [
        'import { readToasts } from "./d";',
        "const messages = useMessages();",
        "const t = messages.newsletter;",
        "readToasts(t);",
        "JSON.stringify(t);",
        "const all = { ...messages.newsletter };",
      ].join("\n"),
      "d.ts": 'export function readToasts(words: Messages["newsletter"]) { return words.toasts; }',
    });
    expect(read.parts).toEqual(new Set(["toasts"]));
    expect(read.unfollowed.map((where) => path.basename(where)).sort()).toEqual(["c.tsx:5", "c.tsx:6"]);
  });

  it("does not mistake a CSS class or another object's property for the name given the words", () => {
    const read = screen({
      "e.tsx": [
        "const t = useMessages().newsletter;",
        'const className = "border-t mt-3";',
        "const other = props.t;",
        "const label = t.form.email;",
      ].join("\n"),
    });
    expect(read.parts).toEqual(new Set(["form"]));
    expect(read.unfollowed).toEqual([]);
  });
});
