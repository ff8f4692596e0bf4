import { describe, expect, it } from "vitest";
import type { Namespace } from "./catalog";
import { en } from "./en";
import { es } from "./es";
import { HOME_PAGE_PARTS } from "./home-parts";
import { messagesForPage } from "./messages.server";
import { messagesKey, namespacesForPath } from "./page-namespaces";
import { messagesFromMatches } from "./use-messages";
import { wordsReadBy } from "../../tests/support/words-read-by";

const VISITOR = { signedIn: false, isAdmin: false };
const CUSTOMER = { signedIn: true, isAdmin: false };
/** What draws the home page: the document and its error screens, the public pages' frame, the page itself. */
const HOME_MODULES = ["root.tsx", "routes/_site/_layout.tsx", "routes/_site/home.tsx"];
const PARTED = Object.keys(HOME_PAGE_PARTS) as Namespace[];

const readBy = (namespace: Namespace) => wordsReadBy(HOME_MODULES, namespace, new Set(Object.keys(en[namespace])));

describe("the home page's words, sent in parts (ADR 052)", () => {
  it.each(PARTED)("sends the home page every part of %s its modules read, and no other", (namespace) => {
    const read = readBy(namespace);
    // Words handed whole to code the follower cannot see into could be read there: list no part then.
    expect(read.unfollowed, `${namespace}'s words used whole`).toEqual([]);
    expect([...read.parts].sort()).toEqual([...HOME_PAGE_PARTS[namespace]!].sort());
  });

  it("sends the home page only namespaces it is sent anyway", () => {
    for (const namespace of PARTED) expect(namespacesForPath("/", VISITOR)).toContain(namespace);
  });

  it("sends those parts, in the page's language, to / and /es for anyone, and the whole namespaces to the other public pages", () => {
    for (const [locale, path, catalogue] of [["en", "/", en], ["es", "/es/", es]] as const) {
      for (const viewer of [VISITOR, CUSTOMER]) {
        const page = messagesForPage(locale, path, viewer) as Record<string, object>;
        for (const namespace of PARTED) {
          expect(Object.keys(page[namespace]!).sort()).toEqual([...HOME_PAGE_PARTS[namespace]!].sort());
          const part = HOME_PAGE_PARTS[namespace]![0] as string;
          expect((page[namespace] as Record<string, unknown>)[part]).toEqual((catalogue[namespace] as Record<string, unknown>)[part]);
        }
        expect(page.home).toEqual(catalogue.home);
      }
    }
    const about = messagesForPage("en", "/about", VISITOR) as Record<string, unknown>;
    for (const namespace of PARTED) expect(about[namespace]).toEqual(en[namespace]);
  });

  it("re-runs the root loader for the words of any page a link from the home page leads to", () => {
    for (const path of ["/about", "/blog", "/blog/some-article", "/privacy", "/newsletter/unsubscribe/x", "/auth", "/customer", "/no-such-page"]) {
      expect(messagesKey(path)).not.toBe(messagesKey("/"));
    }
    expect(messagesKey("/es")).not.toBe(messagesKey("/"));
  });

  it("fails loudly when the home page's server render reads a part it was not sent", () => {
    const messages = messagesFromMatches([{ id: "root", data: { messages: messagesForPage("en", "/", VISITOR) } }]);
    expect(messages.newsletter.form).toEqual(en.newsletter.form);
    expect(() => messages.newsletter.unsubscribe).toThrow(/"newsletter\.unsubscribe" words were not sent to this screen: add the part to it in app\/i18n\/home-parts\.ts/);
    expect(() => messages.shell.notFound).toThrow(/home-parts\.ts/);
  });
});
