import { createContext, use } from "react";

/**
 * The Content-Security-Policy nonce of the response being rendered, put here by app/entry.server.tsx. Undefined in
 * the browser (the inline scripts have run by the time React hydrates) and in `npm run dev` (no policy there).
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return use(CspNonceContext);
}
