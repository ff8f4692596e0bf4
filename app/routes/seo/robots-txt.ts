import { buildRobotsTxt } from "~/seo/robots";
import { publicOrigin } from "~/seo/public-origin.server";
import type { Route } from "./+types/robots-txt";

export function loader({ request }: Route.LoaderArgs) {
  return new Response(buildRobotsTxt(publicOrigin(request)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
