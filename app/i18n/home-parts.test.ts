import { describe, expect, it } from "vitest";
import type { Namespace } from "./catalog";
import { en } from "./en";
import { es } from "./es";
import { RouterContextProvider } from "react-router";
import { STATIC_MARKUP_MESSAGES } from "~/request-scope/document-render-data";
import { documentRenderDataContext, withDocumentRenderData } from "~/request-scope/document-render-data.server";
import { HOME_FOOTER_PARTS, HOME_LATE_PARTS, HOME_PAGE_PARTS, HOME_SECTION_PARTS } from "./home-parts";
import { withCheckWords } from "./late-words";
import { homeSectionWords, messagesForPage, messagesToSend } from "./messages.server";
import { messagesKey, namespacesForPath } from "./page-namespaces";
import { messagesFromMatches } from "./use-messages";
import { packMessages } from "./packed-messages";
import { wordsReadBy } from "../../tests/support/words-read-by";

const VISITOR = { signedIn: false, isAdmin: false };
const CUSTOMER = { signedIn: true, isAdmin: false };
/** What draws the home page: the document and its error screens, the public pages' frame, the page itself. */
const HOME_MODULES = ["root.tsx", "routes/_site/_layout.tsx", "routes/_site/home.tsx"];
const PARTED = Object.keys(HOME_PAGE_PARTS) as Namespace[];
/** The namespaces of which the home route sends its static sections some parts, with their props (ADR 058). */
const WITH_SECTIONS = Object.keys(HOME_SECTION_PARTS) as Namespace[];
/** The static markup drawn with the root loader's words: the footer's columns. */
const FOOTER_COLUMNS = "components/site/footer-details.tsx";

const partsOf = (namespace: Namespace) => new Set(Object.keys(en[namespace]));
const readBy = (namespace: Namespace) => wordsReadBy(HOME_MODULES, namespace, partsOf(namespace));
/** What the page reads outside its static markup: what the browser may read, so what every document must send. */
const readOutsideStaticMarkup = (namespace: Namespace) =>
  wordsReadBy(HOME_MODULES, namespace, partsOf(namespace), [], { dynamicImports: false, typeImports: false });
const listed = (table: { readonly [N in Namespace]?: readonly string[] }, namespace: Namespace) => [
  ...(table[namespace] ?? []),
];

describe("the home page's words, sent in parts (ADR 052, 058)", () => {
  it.each([...new Set([...PARTED, ...WITH_SECTIONS])])(
    "sends the home page every part of %s its modules read, and no other",
    (namespace) => {
      const read = readBy(namespace);
      // Words handed whole to code the follower cannot see into could be read there: list no part then.
      expect(read.unfollowed, `${namespace}'s words used whole`).toEqual([]);
      expect([...read.parts].sort()).toEqual(
        [
          ...listed(HOME_PAGE_PARTS, namespace),
          ...listed(HOME_SECTION_PARTS, namespace),
          ...listed(HOME_LATE_PARTS, namespace),
        ].sort(),
      );
    },
  );

  it.each([...new Set([...PARTED, ...WITH_SECTIONS])])(
    "has a home document send every part of %s read outside the static markup",
    (namespace) => {
      const read = readOutsideStaticMarkup(namespace);
      expect(read.unfollowed, `${namespace}'s words used whole`).toEqual([]);
      // The root loader's parts but the footer columns', and the estimate form's check words, which arrive when the
      // visitor reaches the form (HOME_LATE_PARTS).
      const footer = listed(HOME_FOOTER_PARTS, namespace);
      const sent = [
        ...listed(HOME_PAGE_PARTS, namespace).filter((part) => !footer.includes(part)),
        ...listed(HOME_LATE_PARTS, namespace),
      ];
      expect([...read.parts].filter((part) => !sent.includes(part))).toEqual([]);
      expect(
        listed(HOME_SECTION_PARTS, namespace).filter((part) => listed(HOME_PAGE_PARTS, namespace).includes(part)),
      ).toEqual([]);
    },
  );

  it.each(PARTED)("has the root loader send every part of %s the footer's columns read", (namespace) => {
    const read = wordsReadBy(FOOTER_COLUMNS, namespace, partsOf(namespace), [], { typeImports: false });
    expect([...read.parts].filter((part) => !listed(HOME_PAGE_PARTS, namespace).includes(part))).toEqual([]);
    for (const part of listed(HOME_FOOTER_PARTS, namespace)) expect(listed(HOME_PAGE_PARTS, namespace)).toContain(part);
  });

  it("leaves the footer columns' words out of a home document's page data and keeps them for its render, and sends them to a data request", () => {
    const messages = messagesForPage("es", "/es/", VISITOR);
    const document = withDocumentRenderData(new RouterContextProvider(), new Request("http://x/es/"));
    const sent = messagesToSend(document, messages, "/es/", VISITOR) as Record<
      string,
      Record<string, unknown> | undefined
    >;
    expect(sent.shell?.footer).toBeUndefined();
    expect(sent.shell?.copyright).toEqual(es.shell.copyright);
    expect(sent.legal).toBeUndefined();
    expect(sent.pagesShared).toBeUndefined();
    expect(document.get(documentRenderDataContext)?.get(STATIC_MARKUP_MESSAGES)).toBe(messages);
    const data = withDocumentRenderData(new RouterContextProvider(), new Request("http://x/es/_.data"));
    expect(messagesToSend(data, messages, "/es/", VISITOR)).toBe(messages);
    const about = withDocumentRenderData(new RouterContextProvider(), new Request("http://x/about"));
    expect(messagesToSend(about, messagesForPage("en", "/about", VISITOR), "/about", VISITOR).shell?.footer).toEqual(
      en.shell.footer,
    );
  });

  it("gives the estimate and newsletter forms the words of their checks, in the page's language, when the visitor reaches them", async () => {
    for (const [locale, path, catalogue] of [
      ["en", "/", en],
      ["es", "/es/", es],
    ] as const) {
      const page = messagesFromMatches([
        { id: "root", data: { messages: packMessages(messagesForPage(locale, path, VISITOR)) } },
      ]);
      expect("validation" in page.estimate).toBe(false);
      const words = await withCheckWords(page, locale, "estimate");
      expect(words.estimate.validation).toEqual(catalogue.estimate.validation);
      expect(words.estimate.toasts).toEqual(catalogue.estimate.toasts);
      expect(words.estimate.fields).toEqual(catalogue.estimate.fields);
      expect("validation" in page.newsletter).toBe(false);
      const newsletter = (await withCheckWords(page, locale, "newsletter")).newsletter;
      expect(newsletter.validation).toEqual(catalogue.newsletter.validation);
      expect(newsletter.toasts).toEqual(catalogue.newsletter.toasts);
    }
    const contactPage = messagesFromMatches([
      { id: "root", data: { messages: packMessages(messagesForPage("en", "/contact", VISITOR)) } },
    ]);
    expect(await withCheckWords(contactPage, "en", "estimate")).toBe(contactPage);
    expect(await withCheckWords(contactPage, "en", "newsletter")).toBe(contactPage);
  });

  it("sends the static sections their words with their props, in the page's language", () => {
    for (const [locale, catalogue] of [
      ["en", en],
      ["es", es],
    ] as const) {
      const words = homeSectionWords(locale) as Record<string, Record<string, unknown>>;
      for (const namespace of WITH_SECTIONS) {
        expect(Object.keys(words[namespace]!).sort()).toEqual(listed(HOME_SECTION_PARTS, namespace).sort());
        for (const part of listed(HOME_SECTION_PARTS, namespace))
          expect(words[namespace]![part]).toEqual((catalogue[namespace] as Record<string, unknown>)[part]);
      }
    }
  });

  it("sends the home page only namespaces it is sent anyway", () => {
    for (const namespace of PARTED) expect(namespacesForPath("/", VISITOR)).toContain(namespace);
  });

  it("sends those parts, in the page's language, to / and /es for anyone, and the whole namespaces to the other public pages", () => {
    for (const [locale, path, catalogue] of [
      ["en", "/", en],
      ["es", "/es/", es],
    ] as const) {
      for (const viewer of [VISITOR, CUSTOMER]) {
        const page = messagesForPage(locale, path, viewer) as Record<string, object>;
        for (const namespace of PARTED) {
          expect(Object.keys(page[namespace]!).sort()).toEqual([...HOME_PAGE_PARTS[namespace]!].sort());
          const part = HOME_PAGE_PARTS[namespace]![0] as string;
          expect((page[namespace] as Record<string, unknown>)[part]).toEqual(
            (catalogue[namespace] as Record<string, unknown>)[part],
          );
        }
        expect(page.blog).toBeUndefined();
      }
    }
    const about = messagesForPage("en", "/about", VISITOR) as Record<string, unknown>;
    for (const namespace of PARTED) expect(about[namespace]).toEqual(en[namespace]);
  });

  it("re-runs the root loader for the words of any page a link from the home page leads to", () => {
    for (const path of [
      "/about",
      "/blog",
      "/blog/some-article",
      "/privacy",
      "/newsletter/unsubscribe/x",
      "/auth",
      "/customer",
      "/no-such-page",
    ]) {
      expect(messagesKey(path)).not.toBe(messagesKey("/"));
    }
    expect(messagesKey("/es")).not.toBe(messagesKey("/"));
  });

  it("fails loudly when the home page's server render reads a part it was not sent", () => {
    const messages = messagesFromMatches([
      { id: "root", data: { messages: packMessages(messagesForPage("en", "/", VISITOR)) } },
    ]);
    expect(messages.newsletter.form).toEqual(en.newsletter.form);
    expect(() => messages.newsletter.unsubscribe).toThrow(
      /"newsletter\.unsubscribe" words were not sent to this screen: add the part to it in app\/i18n\/home-parts\.ts/,
    );
    expect(() => messages.shell.notFound).toThrow(/home-parts\.ts/);
    // The static sections' words come with their props, never from the root loader.
    expect(() => messages.home.hero).toThrow(/"home\.hero" words were not sent to this screen/);
  });
});
