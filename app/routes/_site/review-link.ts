import { followReviewLink } from "~/domain/reviews/follow-review-link.server";
import type { Route } from "./+types/review-link";

/**
 * `GET /r/<token>`: a review request's review link (issue 36 item 5). Public by design: the link's token is the
 * permission. Records that the person followed it, then 303 to the one review page of the settings, the same for every
 * customer. A bad, expired or revoked link answers 404 (app/http/app-error-statuses.server.ts). Never cached, and the
 * token is not passed on as a Referer.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const { reviewLink } = await followReviewLink({ token: params.token });
  return new Response(null, {
    status: 303,
    headers: {
      Location: reviewLink,
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "no-referrer",
      "X-Robots-Tag": "noindex",
    },
  });
}
