import { createContext, RouterContextProvider } from "react-router";

/**
 * The Content-Security-Policy nonce of this response (server/security-headers.ts), carried in React Router's
 * request context (future.v8_middleware, ADR 040). Absent in `npm run dev`, whose pages Vite serves without a policy.
 */
export const cspNonceContext = createContext<string | undefined>(undefined);

/** The request context the server hands to React Router's request handler. */
export function requestContextWithNonce(nonce: string | undefined): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, nonce);
  return context;
}
