import { createContext, RouterContextProvider } from "react-router";

/**
 * The Content-Security-Policy nonce of this response (server/security-headers.ts), carried in React Router's
 * request context (future.v8_middleware, ADR 040). Empty in `npm run dev`, whose pages Vite serves without a policy
 * (and whose request context nobody fills): a context without a default would throw there.
 */
export const cspNonceContext = createContext<string>("");

/** The request context the server hands to React Router's request handler. */
export function requestContextWithNonce(nonce: string | undefined): RouterContextProvider {
  const context = new RouterContextProvider();
  if (nonce) context.set(cspNonceContext, nonce);
  return context;
}
