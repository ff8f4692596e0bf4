import type { Route } from "./+types/not-found";

/**
 * An address under /api that no resource route serves (any method): a JSON 404, since whoever calls /api reads
 * JSON, never a page (ADR 030). Logged as a miss, like an unknown page.
 */
function notFound(request: Request): Response {
  console.warn(`[not-found] ${request.method} ${new URL(request.url).pathname}`);
  return Response.json({ error: "Not Found" }, { status: 404, headers: { "Cache-Control": "no-store" } });
}

export function loader({ request }: Route.LoaderArgs) {
  return notFound(request);
}

export function action({ request }: Route.ActionArgs) {
  return notFound(request);
}
