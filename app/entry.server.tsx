import type { EntryContext, RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { CspNonceContext } from "~/components/document/csp-nonce";
import { DocumentRenderData } from "~/request-scope/document-render-data";
import { CoalescingStream } from "~/http/coalescing-stream.server";
import { cspNonceContext } from "~/http/csp-nonce-context.server";
import { documentRenderDataContext } from "~/request-scope/document-render-data.server";
import { logRequestError } from "~/http/log-request-error.server";

export const streamTimeout = 5_000;

/** A request the router refused with a 4xx is one log line; other failures keep their stack (log-request-error). */
export const handleError = logRequestError;

/**
 * React Router's default server entry (`react-router reveal entry.server`) with two additions: the response's CSP
 * nonce goes to React (its streaming scripts), to <ServerRouter> (React Router's inline scripts and module preloads)
 * and to the document's own inline script through CspNonceContext (docs/decisions/026-security-headers.md); and the
 * HTML goes out in React's whole batches rather than its 2 KB pieces (CoalescingStream, ADR 048); and what the loaders
 * kept for the render rather than send as page data reaches the components through DocumentRenderData (ADR 058).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext) || undefined;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Bots and SPA mode wait for all content before the response starts (crawlers see the whole page), and so does
    // every page whose loaders deferred nothing: its page data is ready, and written in place it spares the page
    // React's streaming runtime and a hidden copy (about 500 bytes of the home page's gzip, ADR 058). Only a page
    // with data still to come (an <Await>) sends its shell first.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !hasDeferredData(routerContext)
        ? "onAllReady"
        : "onShellReady";

    // Abort the rendering stream after `streamTimeout`, leaving it time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const page = (
      <CspNonceContext value={nonce}>
        <DocumentRenderData value={loadContext.get(documentRenderDataContext)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </DocumentRenderData>
      </CspNonceContext>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new CoalescingStream();
        body.once("finish", () => {
          // Clear the timeout so the closure is not retained.
          clearTimeout(timeoutId);
          timeoutId = undefined;
        });
        const stream = createReadableStreamFromReadable(body);
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors inside the shell are logged here; errors of the shell itself reject and React Router logs them.
        if (shellRendered) console.error(error);
      },
    });
  });
}

/** Whether a loader returned data still to come: a promise among its values, which an <Await> shows once it settles. */
function hasDeferredData(routerContext: EntryContext): boolean {
  return Object.values(routerContext.staticHandlerContext.loaderData ?? {}).some(
    (data) =>
      typeof data === "object" && data !== null && Object.values(data).some((value) => value instanceof Promise),
  );
}
