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
