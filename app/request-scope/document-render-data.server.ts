import { createContext, type RouterContextProvider } from "react-router";

/**
 * What a document request's loaders keep for the server's render instead of sending it to the browser as page data
 * (docs/decisions/058): the home page's static sections' words and props, which the browser keeps as the server drew
 * them (ADR 021) and so never reads on that page. `null` for every other request: a `.data` request (a client-side
 * navigation or revalidation draws those sections in the browser, so it must carry them) and `npm run dev`, whose
 * request context nobody fills; there a loader sends everything.
 */
export const documentRenderDataContext = createContext<Map<string, unknown> | null>(null);

/** Marks the request context of a request that React Router will answer with an HTML document (server/app.ts). */
export function withDocumentRenderData(context: RouterContextProvider, request: Request): RouterContextProvider {
  // React Router's data requests end in `.data` (`/_.data` for `/`); every other request it renders is a document.
  if (!new URL(request.url).pathname.endsWith(".data")) context.set(documentRenderDataContext, new Map());
  return context;
}

/**
 * `value` as a loader should return it: undefined on a document request, where it is kept under `key` for the server's
 * render (read with `useDocumentRenderData`), and the value itself on any other request.
 */
export function keepForDocumentRender<T>(
  context: Readonly<RouterContextProvider>,
  key: string,
  value: T,
): T | undefined {
  const kept = context.get(documentRenderDataContext);
  if (!kept) return value;
  kept.set(key, value);
  return undefined;
}
