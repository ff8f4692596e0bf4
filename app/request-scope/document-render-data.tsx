import { createContext, use } from "react";

/**
 * On the server, what this document's loaders kept for its render instead of sending it to the browser
 * (app/http/document-render-data.server.ts, docs/decisions/058); provided by entry.server.tsx. Nothing in the browser.
 */
export const DocumentRenderData = createContext<ReadonlyMap<string, unknown> | null>(null);

/**
 * A loader's value that may have been kept out of the page data: `sent` when the page data has it, else, while the
 * server renders the document, the value kept under `key`. Undefined only in the browser while it hydrates such a
 * document, where only static markup (which keeps the server's HTML, ADR 021) may take it.
 */
export function useDocumentRenderData<T>(key: string, sent: T | undefined): T | undefined {
  const kept = use(DocumentRenderData);
  return sent ?? (kept?.get(key) as T | undefined);
}

/** Where a home document keeps the root loader's whole messages for the static markup among them (ADR 058). */
export const STATIC_MARKUP_MESSAGES = "root:static-markup-messages";

/** True below a static part while the server renders it (static-markup.tsx). */
export const InStaticMarkup = createContext(false);

/**
 * On the server, inside static markup of a document whose root loader kept some words for it (the footer's columns on
 * the home page), the whole messages; otherwise undefined, and `useMessages()` reads what the root loader sent.
 */
export function useStaticMarkupMessages(): unknown {
  const inside = use(InStaticMarkup);
  const kept = use(DocumentRenderData);
  return inside ? kept?.get(STATIC_MARKUP_MESSAGES) : undefined;
}
