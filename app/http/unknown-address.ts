/**
 * True when a request matched none of an area's screens, only its catch-all `*` route (app/routes.ts): the area's
 * layout then answers someone it does not let in with the site's 404 instead of a sign-in (ADR 030).
 */
export function isUnknownAddress(params: Readonly<Record<string, string | undefined>>): boolean {
  return params["*"] !== undefined;
}
