import { buildRobotsTxt } from "~/seo/robots";
import { publicOrigin } from "~/config/public-origin.server";
import type { Route } from "./+types/robots-txt";

export function loader(_args: Route.LoaderArgs) {
  return new Response(buildRobotsTxt(publicOrigin()), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
