/** The origins a request's own URL may keep, and the one it is rebuilt on otherwise (app/config/public-origin.server.ts). */
export type RequestOrigins = { accepted: string[]; publicOrigin: string };

/**
 * The request as the app should see it: unchanged when its URL's origin (built by the Node adapter from the
 * client's Host header and the socket's scheme) is one of ours; otherwise the same method, headers, body and
 * signal on `publicOrigin` + path + query, with the Host header to match. So a forged Host never reaches a
 * middleware, React Router or better-auth, and behind a TLS-terminating proxy (`http://…` on the socket,
 * `https://…` in BASE_URL) React Router's action origin check compares the browser's https Origin with an
 * https URL (docs/decisions/025-one-public-origin.md).
 */
export function withPublicRequestUrl(request: Request, origins: RequestOrigins): Request {
  const url = new URL(request.url);
  if (origins.accepted.includes(url.origin)) return request;
  // Concatenated, not resolved: a path like "//evil.example/x" must stay a path on our origin.
  const rebuilt = new URL(`${origins.publicOrigin}${url.pathname}${url.search}`);
  const headers = new Headers(request.headers);
  headers.set("host", rebuilt.host);
  const hasBody = request.body !== null && request.method !== "GET" && request.method !== "HEAD";
  return new Request(rebuilt, {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
    signal: request.signal,
    redirect: request.redirect,
    // A streamed body (the request's own, never buffered here) needs half-duplex in Node's fetch.
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
}

type Fetch<Rest extends unknown[]> = (request: Request, ...rest: Rest) => Response | Promise<Response>;

/** Wraps a fetch handler (Hono's `app.fetch`) so every request reaches it through `withPublicRequestUrl`. */
export function onPublicRequestUrl<Rest extends unknown[]>(
  fetch: Fetch<Rest>,
  origins: () => RequestOrigins,
): Fetch<Rest> {
  return (request, ...rest) => fetch(withPublicRequestUrl(request, origins()), ...rest);
}
