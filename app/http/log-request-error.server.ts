import { isRouteErrorResponse, type HandleErrorFunction } from "react-router";

/**
 * React Router's `handleError` (exported from entry.server.tsx): what reaches the log when a request fails. A request
 * the router refused on its own, with a 4xx (a POST to a page without an action, an unknown address), is the client's
 * mistake: one line at warn level, never the stack trace of the router's internal Error that the default logs at
 * error level for each of them (1,038 in one scan: security probe 4, N8), which hides the real errors. Anything
 * else is logged as before, with its stack. A request the client abandoned logs nothing.
 */
export const logRequestError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    const path = new URL(request.url).pathname;
    console.warn(`[request] ${request.method} ${JSON.stringify(path)} refused: ${error.status} ${error.statusText}`);
    return;
  }
  // React Router keeps the Error behind its own 500 responses in a private `error` field.
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(inner ?? error);
};
