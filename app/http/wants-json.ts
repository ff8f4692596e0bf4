/**
 * The field a scripted submission (a React Router fetcher) adds to its form data: the action then answers with
 * data for the page to show, instead of the redirect a plain form post (before JavaScript loads) gets.
 */
export const SCRIPTED_SUBMIT_FIELD = "_scripted";

/** A fetch caller that asked for JSON (Accept) or sent it (Content-Type). */
export function wantsJson(request: Request): boolean {
  const accept = request.headers.get("accept") ?? "";
  const contentType = request.headers.get("content-type") ?? "";
  return accept.includes("application/json") || contentType.includes("application/json");
}

/** A caller that reads the answer itself (JSON fetch or a marked fetcher submission), rather than a browser form post. */
export function wantsDataReply(request: Request, fields: Record<string, string>): boolean {
  return wantsJson(request) || fields[SCRIPTED_SUBMIT_FIELD] === "1";
}
