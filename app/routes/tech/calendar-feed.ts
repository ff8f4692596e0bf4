import { calendarFeedText } from "~/domain/calendar-feed/calendar-feed-text.server";
import type { Route } from "./+types/calendar-feed";

/**
 * `GET /tech/calendar/<token>.ics`: a technician's private calendar feed (issue 35), read by calendar apps without a
 * session, so the secret in the address is the only key. A wrong, renewed or revoked one answers 404
 * (app/http/app-error-statuses.server.ts). Never stored by a cache: it is one person's schedule.
 */
export async function loader({ params }: Route.LoaderArgs) {
  return new Response(await calendarFeedText({ segment: params.feed }), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "no-referrer",
    },
  });
}
