import type { MessagingSettings } from "~/config/settings-shapes";

/**
 * The one review page every request sends people to (settings.messaging.reviewLink), or null when there is none or
 * it is not an http(s) address: no request is sent then, and our redirect never points anywhere else.
 */
export function reviewLinkOf(messaging: Pick<MessagingSettings, "reviewLink">): string | null {
  const link = messaging.reviewLink?.trim();
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Whether review requests go out at all: a usable review link and the message switched on. */
export function reviewRequestsOn(messaging: MessagingSettings): boolean {
  return reviewLinkOf(messaging) !== null && messaging.enabled.review_request;
}
