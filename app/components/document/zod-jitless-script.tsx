import { useCspNonce } from "./csp-nonce";

/**
 * Zod compiles object parsers with `new Function` where it may, and finds out by trying once when the first object
 * schema is defined. Our policy has no 'unsafe-eval', so the browser refuses that try and reports it as a policy
 * violation (docs/decisions/026-security-headers.md). Zod keeps its settings on `globalThis.__zod_globalConfig` and
 * skips the try when `jitless` is set there; this script, in <head>, sets it before any module runs, however the
 * bundle orders its chunks. The server keeps the compiled parsers.
 */
const JITLESS_ZOD = "globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})";

export function ZodJitlessScript() {
  // The browser hides a nonce once the page is parsed, so the hydrating client never sees this one.
  return <script nonce={useCspNonce()} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: JITLESS_ZOD }} />;
}
