const SAME_SITE_BASE = "http://same-site.invalid";

/**
 * A redirect target from a query string or form, kept only when it is a path on this site: "/customer/history"
 * passes; "https://evil.example", "//evil.example", "/\\evil.example" and "javascript:…" fall back.
 * The checks run on the value that is returned, after URL normalisation, because normalising can turn a harmless
 * looking path into another host: "/.//evil.example" and "/x/..//evil.example" both come out as "//evil.example"
 * (security probe F3).
 */
export function safeRedirectPath(target: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof target !== "string") return fallback;
  const value = target.trim();
  if (!isSameSitePath(value)) return fallback;
  const parsed = new URL(value, SAME_SITE_BASE);
  if (parsed.origin !== SAME_SITE_BASE) return fallback;
  const normalised = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return isSameSitePath(normalised) ? normalised : fallback;
}

/** Starts with one slash, and holds nothing that lets some browsers read the path as another host. */
function isSameSitePath(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return false;
  // Control characters and backslashes let some browsers read the path as another host.
  return !/[\u0000-\u001f\\]/.test(value);
}
