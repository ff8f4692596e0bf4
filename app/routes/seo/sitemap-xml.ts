import { BLOG_ARTICLES } from "~/content/blog";
import { publicPages } from "~/seo/public-pages";
import { buildSitemap } from "~/seo/sitemap";
import { publicOrigin } from "~/config/public-origin.server";
import type { Route } from "./+types/sitemap-xml";

export function loader(_args: Route.LoaderArgs) {
  return new Response(buildSitemap(publicPages(BLOG_ARTICLES), publicOrigin()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
