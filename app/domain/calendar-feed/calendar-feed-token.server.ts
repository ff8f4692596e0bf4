import {
  newScopedTokenText,
  scopedTokenHash,
  hasScopedTokenShape,
} from "~/domain/scoped-tokens/scoped-token-text.server";

/**
 * A technician's calendar-feed secret is made and stored like the scoped links' tokens (ADR 075): 32 random bytes in
 * base64url, only their SHA-256 in technicians.calendar_feed_token_hash. The feed's address ends in `.ics` so that
 * calendar apps that look at the extension take it.
 */
export const CALENDAR_FEED_SUFFIX = ".ics";

export function newCalendarFeedToken(): { token: string; hash: string } {
  const token = newScopedTokenText();
  return { token, hash: scopedTokenHash(token) };
}

/** The feed's path for a token: `/tech/calendar/<token>.ics`. */
export function calendarFeedPath(token: string): string {
  return `/tech/calendar/${token}${CALENDAR_FEED_SUFFIX}`;
}

/** The hash to look up for the last segment of a feed address, or null when it cannot be a feed token at all. */
export function calendarFeedHashOf(segment: string): string | null {
  if (!segment.endsWith(CALENDAR_FEED_SUFFIX)) return null;
  const token = segment.slice(0, -CALENDAR_FEED_SUFFIX.length);
  return hasScopedTokenShape(token) ? scopedTokenHash(token) : null;
}
