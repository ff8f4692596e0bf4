/**
 * Whether a text is an http:// or https:// address: the one check for every place that publishes, follows or opens a
 * link (configured origins, links in mail, the checkout address a page opens). Anything else (`javascript:`, `data:`,
 * `mailto:`, a bare word) is refused rather than escaped. `base` lets a same-site path count (resolved against it).
 */
export function isWebAddress(value: string, base?: string): boolean {
  try {
    const { protocol } = new URL(value, base);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false; // not an address at all
  }
}
