/**
 * A redirect target from a query string or form, kept only when it is a path on this site: "/customer/history"
 * passes; "https://evil.example", "//evil.example", "/\\evil.example" and "javascript:…" fall back.
 */
export function safeRedirectPath(target: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof target !== "string") return fallback;
  const value = target.trim();
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // Control characters and backslashes let some browsers read the path as another host.
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  const parsed = new URL(value, "http://same-site.invalid");
  if (parsed.origin !== "http://same-site.invalid") return fallback;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
