import { safeRedirectPath } from "~/auth/safe-redirect";

/**
 * Where a plain form post (no JavaScript) goes back to: the form's own `redirectTo`, else the page it was posted
 * from (the Referer), on this site only. Undefined when neither names a page of ours.
 */
export function backPath(request: Request, redirectTo: string | undefined): string | undefined {
  const fromForm = safeRedirectPath(redirectTo, "");
  if (fromForm) return fromForm;
  const referer = request.headers.get("referer");
  if (!referer) return undefined;
  try {
    const from = new URL(referer);
    if (from.origin !== new URL(request.url).origin) return undefined;
    return safeRedirectPath(`${from.pathname}${from.search}`, "") || undefined;
  } catch (error) {
    console.warn("[back-path] ignoring an unreadable Referer header", error);
    return undefined;
  }
}
