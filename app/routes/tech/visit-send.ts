import { action as visitAction } from "./visit";
import type { Route } from "./+types/visit-send";

/**
 * Where the phone's offline queue sends a technician's action (ADR 079): the visit page's own action, answered as
 * the JSON its contract promises. A document POST to the page itself is rendered as the page whatever the action
 * returns (React Router turns a returned Response into action data), so the queue posts to this resource route,
 * whose Response reaches the phone as it is. Same guard, pipeline, idempotency keys and body limit as the page.
 */
/** Only for posts: a GET (a link followed, a mail scanner) is told so. */
export function loader() {
  return Response.json(
    { error: "Method Not Allowed" },
    { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } },
  );
}

export async function action(args: Route.ActionArgs) {
  return visitAction(args as unknown as Parameters<typeof visitAction>[0]);
}
