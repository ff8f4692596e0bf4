import { env } from "~/config/env.server";

/** The site's public origin for absolute links (sitemap, robots, structured data): BASE_URL, else the request's. */
export function publicOrigin(request: Request): string {
  return env().BASE_URL?.replace(/\/+$/, "") ?? new URL(request.url).origin;
}
